import { PHONE_COUNTRIES } from '../auth/phone-countries';

/**
 * The site's country ids (limits-coupon-signin.md section 3, "Country: id, name, phoneCode, code").
 * One table numbers the countries: the phone countries of sign-in, so that one id means one
 * country everywhere.
 */
export function countryIdOf(code: string | null): number | null {
  if (code === null) return null;
  const upper = code.toUpperCase();
  return PHONE_COUNTRIES.find((country) => country.code === upper)?.id ?? null;
}

/** limits-coupon-signin.md section 9: "Policy logo country ids: 1, 66, 126, 228, 120". */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];

/** limits-coupon-signin.md section 7: the policy logo image, for those countries only. */
export const POLICY_LOGO_PATH = '/web-api/policy/logo.agif';

export function showsPolicyLogo(countryId: number | null): boolean {
  return countryId !== null && POLICY_LOGO_COUNTRY_IDS.includes(countryId);
}
