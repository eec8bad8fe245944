import { CURRENCY_DETAILS } from '../accounts/account';
import { phoneCountryById } from '../auth/phone-countries';
import type { SiteCurrency } from '../auth/site-currencies';
import type { RegistrationType } from '../auth/sign-in-vocabulary';
import type { SocialRegistrationData } from './analytics-storage-counters';

/** What the registration form holds when a social registration starts. */
export interface SocialRegistrationForm {
  readonly currency: SiteCurrency;
  readonly countryId: number;
  readonly regType: RegistrationType;
  readonly promocode?: string;
}

/**
 * limits-coupon-signin.md section 3: socialData is currencyId, countryId, regType, promocode and
 * countryCode. Ours where the spec names the fields only: currencyId is the currency's ISO 4217
 * number (CURRENCY_DETAILS), countryCode the country's ISO alpha-2 code (the site's country list;
 * empty for a country it does not know), regType the registration type (soc_reg), and an empty
 * promo code is left out.
 */
export function socialRegistrationData(form: SocialRegistrationForm): SocialRegistrationData {
  const promocode = form.promocode?.trim() ?? '';
  return {
    currencyId: CURRENCY_DETAILS[form.currency].currencyId,
    countryId: form.countryId,
    regType: form.regType,
    ...(promocode === '' ? {} : { promocode }),
    countryCode: phoneCountryById(form.countryId)?.code ?? '',
  };
}
