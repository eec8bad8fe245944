/**
 * Ours: the information page whose terms a player accepts to register (the server records when,
 * and which version: docs/sign-in.md). The site's terms live in its rules section; its general
 * terms say who may bet and when a bet is accepted.
 */
export const TERMS_PAGE_PATH = '/rules/sport/general';

/** The terms page in a language, for the registration form's link. */
export function termsPageUrl(language: string): string {
  return `/${language}${TERMS_PAGE_PATH}`;
}
