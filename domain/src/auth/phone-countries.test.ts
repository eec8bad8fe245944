import { phoneCountryById, phoneCountryOf, PHONE_COUNTRIES } from './phone-countries';
import { isSiteCurrency } from './site-currencies';

describe('the phone countries', () => {
  it('have unique ids, and masks with as many digits as their maximum', () => {
    expect(new Set(PHONE_COUNTRIES.map((country) => country.id)).size).toBe(PHONE_COUNTRIES.length);
    for (const country of PHONE_COUNTRIES) {
      const slots = (country.mask.match(/#/g) ?? []).length;
      expect([country.min, country.max]).toContain(slots);
    }
  });

  it('find the country of a phone by its dialling code and length', () => {
    expect(phoneCountryOf('380501234567')?.code).toBe('UA');
    expect(phoneCountryOf('79001234567')?.code).toBe('RU');
    expect(phoneCountryOf('77011234567', 3)?.code).toBe('KZ');
    expect(phoneCountryOf('7900')).toBeUndefined();
    expect(phoneCountryById(5)?.phoneCode).toBe('998');
  });

  it('know the currencies of decisions.md', () => {
    expect(isSiteCurrency('KZT')).toBe(true);
    expect(isSiteCurrency('GBP')).toBe(false);
  });
});
