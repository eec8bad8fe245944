import { SITE_LANGUAGES } from '../language/site-languages';
import { defaultRegistrationCurrency, isSiteCurrency } from './site-currencies';

describe('the currency registration starts on', () => {
  it.each([
    ['ru', 'RUB'],
    ['ua', 'UAH'],
    ['kz', 'KZT'],
    ['en', 'USD'],
    ['az', 'USD'],
    ['uz', 'USD'],
  ])('is %s for a player of %s', (language, currency) => {
    expect(defaultRegistrationCurrency(language)).toBe(currency);
  });

  it('is never RUB for English, nor for a language the site does not have', () => {
    expect(defaultRegistrationCurrency('en')).not.toBe('RUB');
    expect(defaultRegistrationCurrency('de')).toBe('USD');
  });

  it('is a currency of the site for every language of the site', () => {
    for (const language of SITE_LANGUAGES) {
      expect(isSiteCurrency(defaultRegistrationCurrency(language))).toBe(true);
    }
  });
});
