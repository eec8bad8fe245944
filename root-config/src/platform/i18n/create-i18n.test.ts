import type { DictionaryTexts } from '@betshell/domain';
import { formatAccountAmount } from '@betshell/domain/accounts';
import { accountFixture } from '@betshell/domain/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18n, showDictionary } from './create-i18n';

/** The money texts the site ships in a language. */
const moneyTexts = (lng: string) =>
  JSON.parse(
    readFileSync(
      join(__dirname, '../../../../server/content/dictionaries/money', `${lng}.json`),
      'utf8',
    ),
  ) as DictionaryTexts;

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

  it('writes a points balance with the plural form its number of points takes', async () => {
    const points = (lng: 'ru' | 'ua' | 'en') => async (count: number) => {
      const i18n = createI18n(lng);
      await showDictionary(i18n, lng, moneyTexts(lng));
      const account = accountFixture(1, 'USD', { points: count, isPointsTypeBalance: true });
      return formatAccountAmount(account, lng, (key, options) => i18n.t(key, options));
    };
    expect(await Promise.all([1, 2, 5, 21, 12_345].map(points('ru')))).toEqual([
      '1 балл',
      '2 балла',
      '5 баллов',
      '21 балл',
      // Thousands apart by a no-break space, as every number the site writes.
      '12\u00a0345 баллов',
    ]);
    expect(await Promise.all([1, 3, 11].map(points('ua')))).toEqual([
      '1 бал',
      '3 бали',
      '11 балів',
    ]);
    expect(await Promise.all([1, 2].map(points('en')))).toEqual(['1 point', '2 points']);
  });
});
