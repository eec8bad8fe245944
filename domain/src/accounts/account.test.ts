import {
  ACCOUNT_CONVERSION_STATUS,
  ACCOUNT_TYPE,
  accountConversionStatus,
  accountLabels,
  currencyRemovalRefusal,
  formatMinorUnits,
  parseMajorAmount,
} from './account';

describe('accounts', () => {
  it('formats minor units with the currency digits, never rounding', () => {
    expect(formatMinorUnits(123_456, 'RUB')).toBe('1\u00a0234.56');
    expect(formatMinorUnits(5, 'USD')).toBe('0.05');
    expect(formatMinorUnits(1500, 'JPY')).toBe('1\u00a0500');
    expect(formatMinorUnits(-250, 'EUR')).toBe('-2.50');
  });

  it('reads what a player types as minor units, refusing more decimals than the currency has', () => {
    expect(parseMajorAmount('10', 'RUB')).toBe(1000);
    expect(parseMajorAmount('10,5', 'RUB')).toBe(1050);
    expect(parseMajorAmount(' 0.05 ', 'USD')).toBe(5);
    expect(parseMajorAmount('10.555', 'USD')).toBeNull();
    expect(parseMajorAmount('10.5', 'JPY')).toBeNull();
    expect(parseMajorAmount('-1', 'USD')).toBeNull();
    expect(parseMajorAmount('abc', 'USD')).toBeNull();
  });

  it('labels bonus accounts apart from money accounts', () => {
    expect(accountLabels(ACCOUNT_TYPE.main, 'USD')).toEqual({
      label: 'USD',
      labelWithSymbol: 'USD $',
    });
    expect(accountLabels(ACCOUNT_TYPE.bonus, 'RUB').label).toBe('RUB bonus');
  });

  it('removes only an empty added currency account', () => {
    expect(currencyRemovalRefusal({ type: ACCOUNT_TYPE.currency, money: 0, points: 0 })).toBeNull();
    expect(currencyRemovalRefusal({ type: ACCOUNT_TYPE.currency, money: 1, points: 0 })).toBe(
      'holds-money',
    );
    expect(currencyRemovalRefusal({ type: ACCOUNT_TYPE.currency, money: 0, points: 3 })).toBe(
      'holds-money',
    );
    expect(currencyRemovalRefusal({ type: ACCOUNT_TYPE.main, money: 0, points: 0 })).toBe(
      'not-a-currency-account',
    );
  });

  it('allows conversion only between two money accounts of an unfrozen player, from the one with money', () => {
    const main = (money: number) => ({ type: ACCOUNT_TYPE.main, money });
    const extra = (money: number) => ({ type: ACCOUNT_TYPE.currency, money });
    expect(accountConversionStatus([main(100)], false)).toBe(ACCOUNT_CONVERSION_STATUS.notAllowed);
    expect(accountConversionStatus([main(100), extra(0)], false)).toBe(
      ACCOUNT_CONVERSION_STATUS.mainAccountAllowed,
    );
    expect(accountConversionStatus([main(0), extra(5)], false)).toBe(
      ACCOUNT_CONVERSION_STATUS.additionalAccountAllowed,
    );
    expect(accountConversionStatus([main(0), extra(0)], false)).toBe(
      ACCOUNT_CONVERSION_STATUS.notAllowed,
    );
    expect(accountConversionStatus([main(100), extra(5)], true)).toBe(
      ACCOUNT_CONVERSION_STATUS.notAllowed,
    );
  });
});
