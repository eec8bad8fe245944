/** limits-coupon-signin.md section 9: "Policy logo country ids: 1, 66, 126, 228, 120". */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];

/** limits-coupon-signin.md section 7: the policy logo image, for those countries only. */
export const POLICY_LOGO_PATH = '/web-api/policy/logo.agif';

export function showsPolicyLogo(countryId: number | null): boolean {
  return countryId !== null && POLICY_LOGO_COUNTRY_IDS.includes(countryId);
}
