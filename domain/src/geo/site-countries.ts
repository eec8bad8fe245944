/**
 * The site's country ids by ISO 3166 alpha-2 code (limits-coupon-signin.md section 3, "Country:
 * id, name, phoneCode, code"). The spec numbers countries but lists none; these are the site's
 * markets and the currencies' home countries, numbered as the sign-in service's phone countries
 * number them (issue 5), so one id means one country everywhere. When both land, this table and
 * the phone countries should become one.
 */
export const SITE_COUNTRY_IDS: Readonly<Record<string, number>> = {
  RU: 1,
  UA: 2,
  KZ: 3,
  AZ: 4,
  UZ: 5,
  GB: 6,
  DE: 7,
  IN: 8,
  NG: 9,
  US: 10,
  JP: 11,
};

/** The site's id of a country by its two-letter code (any case); null for a country it lacks. */
export function countryIdOf(code: string | null): number | null {
  if (code === null) return null;
  const upper = code.toUpperCase();
  return Object.hasOwn(SITE_COUNTRY_IDS, upper) ? (SITE_COUNTRY_IDS[upper] ?? null) : null;
}

/** limits-coupon-signin.md section 9: "Policy logo country ids: 1, 66, 126, 228, 120". */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];

/** limits-coupon-signin.md section 7: the policy logo image, for those countries only. */
export const POLICY_LOGO_PATH = '/web-api/policy/logo.agif';

export function showsPolicyLogo(countryId: number | null): boolean {
  return countryId !== null && POLICY_LOGO_COUNTRY_IDS.includes(countryId);
}
