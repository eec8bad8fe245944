import { createI18n, showDictionary } from './create-i18n';

const BETS = {
  bets_one: '{{count}} ставка',
  bets_few: '{{count}} ставки',
  bets_many: '{{count}} ставок',
  bets_other: '{{count}} ставки (дробове)',
};

describe('the i18next instance of the shell', () => {
  it('gives Ukrainian, the site’s ua, its own plural forms', async () => {
    const i18n = createI18n('ua');
    await showDictionary(i18n, 'ua', BETS);
    expect([1, 2, 5, 21, 1.5].map((count) => i18n.t('bets', { count }))).toEqual([
      '1 ставка',
      '2 ставки',
      '5 ставок',
      '21 ставка',
      '1.5 ставки (дробове)',
    ]);
  });

  it('gives English its one and other forms', async () => {
    const i18n = createI18n('en');
    await showDictionary(i18n, 'en', { bets_one: '{{count}} bet', bets_other: '{{count}} bets' });
    expect([1, 2, 5].map((count) => i18n.t('bets', { count }))).toEqual([
      '1 bet',
      '2 bets',
      '5 bets',
    ]);
  });

  it('keeps the site’s own code as its language, which parcels put in paths and requests', () => {
    expect(createI18n('ua').language).toBe('ua');
  });
});
