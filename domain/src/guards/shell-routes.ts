/**
 * Route names the guards send visitors to. The route table defines them; a test of the table
 * checks that each exists.
 */
export const SHELL_ROUTE = {
  home: 'home',
  maintenance: 'maintenance',
  confirmTerms: 'confirm-terms',
  /** spec/shell.md section 2.2: the blocked layout's page, where a banned user is sent. */
  blockAppealHistory: 'block-appeal-history',
  deduce: 'office-deduce',
} as const;

/** Query keys of the spec (section 2.10) and ours where the spec leaves the name open. */
export const QUERY_KEY = {
  platformType: 'platform_type',
  /** The spec's "return-URL key": where to go after logging in. */
  returnUrl: 'returnUrl',
  /** Opens the login form on the page (login normally opens as a modal form, section 2.8). */
  showLoginModal: 'showLoginModal',
  /**
   * Section 2.10 and limits-coupon-signin.md section 2: kept for redirection after sign-in,
   * registration and a deposit, like the return-URL key (returnTargetOf of sign-in-redirect.ts).
   */
  redirectUrl: 'redirect_url',
  fromUrl: 'from_url',
  redirectService: 'redirect-service',
  /** Section 2.10: the payment consultant a payment dispute names; kept through the deposit. */
  paymentConsultant: 'payment_consultant',
} as const;

/** spec/shell.md section 9: touch devices posing as desktop tablets go to the mobile version. */
export const MOBILE_PLATFORM_TYPE = 'mobile';

/** spec/shell.md section 4: with ban_version 1 deduce is allowed only at level 53, else at 45. */
export function deduceAllowedAtBanLevel(banVersion: number): number {
  return banVersion === 1 ? 53 : 45;
}
