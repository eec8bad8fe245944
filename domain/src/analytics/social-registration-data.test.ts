import { socialRegistrationData } from './social-registration-data';

describe('the social registration data kept for analytics', () => {
  it('holds the currency as its ISO number and the country with its code', () => {
    expect(
      socialRegistrationData({
        currency: 'RUB',
        countryId: 1,
        regType: 'soc_reg',
        promocode: 'WELCOME',
      }),
    ).toEqual({
      currencyId: 643,
      countryId: 1,
      regType: 'soc_reg',
      promocode: 'WELCOME',
      countryCode: 'RU',
    });
  });

  it('leaves out an empty promo code and gives an unknown country no code', () => {
    expect(
      socialRegistrationData({
        currency: 'JPY',
        countryId: 999,
        regType: 'soc_reg',
        promocode: ' ',
      }),
    ).toEqual({ currencyId: 392, countryId: 999, regType: 'soc_reg', countryCode: '' });
  });
});
