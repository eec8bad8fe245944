import { formatNumber, formatPercent, withSiteSpaces } from './number-format';

describe('numbers as a player reads them', () => {
  it('group thousands as the language does', () => {
    expect(formatNumber(12_345, 'ru')).toBe('12\u00a0345');
    expect(formatNumber(12_345, 'en')).toBe('12,345');
    expect(formatNumber(12_345, 'az')).toBe('12.345');
  });

  it('put the percent sign where the language does', () => {
    expect(formatPercent(100, 'ru')).toBe('100\u00a0%');
    expect(formatPercent(100, 'ua')).toBe('100%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
  });

  it('write the narrow no-break space some engines group with as the no-break space', () => {
    expect(withSiteSpaces('1\u202f234,50\u00a0₽')).toBe('1\u00a0234,50\u00a0₽');
  });
});
