import { SITE_CURRENCIES } from '../auth/site-currencies';
import { SITE_LANGUAGES } from '../language/site-languages';
import { accountFixture } from '../testing/accounts-fixture';
import { CURRENCY_DETAILS } from './currency-details';
import { formatAccountAmount, formatMoney } from './money-format';

// Intl's spaces come out as U+00A0 (withSiteSpaces); written here as `_` for legibility.
const nbsp = (text: string) => text.replace(/_/g, '\u00a0');

describe('money as a player reads it', () => {
  it('is written the Russian way in Russian, Ukrainian, Kazakh and Uzbek: spaces between thousands, a decimal comma, the symbol after', () => {
    for (const language of ['ru', 'ua', 'kz', 'uz']) {
      expect(formatMoney(123_450, 'RUB', language)).toBe(nbsp('1_234,50_₽'));
      expect(formatMoney(123_450, 'KZT', language, { unit: 'code' })).toBe(nbsp('1_234,50_KZT'));
    }
  });

  it('is written the English way in English: the symbol or code before, commas between thousands', () => {
    expect(formatMoney(123_450, 'RUB', 'en')).toBe('₽1,234.50');
    expect(formatMoney(123_450, 'USD', 'en', { unit: 'code' })).toBe(nbsp('USD_1,234.50'));
  });

  it('is written with points between thousands in Azerbaijani', () => {
    expect(formatMoney(123_450, 'EUR', 'az')).toBe(nbsp('1.234,50_€'));
  });

  it("shows every site currency with the site's own symbol in every language", () => {
    for (const language of SITE_LANGUAGES) {
      for (const currency of SITE_CURRENCIES) {
        expect(formatMoney(100, currency, language)).toContain(CURRENCY_DETAILS[currency].symbol);
      }
    }
  });

  it("takes the site's minor digits of a currency and two for one it does not know, never rounding", () => {
    expect(formatMoney(150_000, 'JPY', 'ru')).toBe(nbsp('150_000_¥'));
    // Intl would give the Kuwaiti dinar three digits: 1 234,567 KWD.
    expect(formatMoney(123_456, 'KWD', 'ru')).toBe(nbsp('1_234,56_KWD'));
    expect(formatMoney(123_405, 'GBP', 'en')).toBe(nbsp('GBP_1,234.05'));
    expect(formatMoney(123_456_789_012_345, 'KZT', 'kz')).toBe(nbsp('1_234_567_890_123,45_₸'));
  });

  it('leaves the currency out when asked, and shows one Intl cannot take after the amount', () => {
    expect(formatMoney(1505, 'GBP', 'ru', { unit: 'none' })).toBe('15,05');
    expect(formatMoney(1505, '', 'en', { unit: 'none' })).toBe('15.05');
    expect(formatMoney(1505, 'points', 'en')).toBe(nbsp('15.05_points'));
  });

  it('signs a win and a loss alike when asked, with a minus sign, so a win never reads as a loss', () => {
    expect(formatMoney(600, 'USD', 'ru', { unit: 'code', signed: true })).toBe(nbsp('+6,00_USD'));
    expect(formatMoney(-1250, 'RUB', 'en', { signed: true })).toBe('−₽12.50');
    expect(formatMoney(0, 'RUB', 'ru', { signed: true })).toBe(nbsp('0,00_₽'));
    expect(formatMoney(-250, 'EUR', 'ru', { unit: 'code' })).toBe(nbsp('-2,50_EUR'));
  });

  it('shows a points account as points in the language, and any other as money', () => {
    const t = (key: string, options: Record<string, unknown>) => `${key}:${String(options.points)}`;
    const account = accountFixture(1, 'USD', { money: 1000, points: 12_345 });
    expect(formatAccountAmount(account, 'ru', t)).toBe(nbsp('10,00_$'));
    expect(formatAccountAmount({ ...account, isPointsTypeBalance: true }, 'ru', t)).toBe(
      'money_balance_points:12\u00a0345',
    );
    expect(formatAccountAmount({ ...account, isPointsTypeBalance: true }, 'en', t)).toBe(
      'money_balance_points:12,345',
    );
  });
});
