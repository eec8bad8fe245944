import type { SignInRedirectRule } from '../site-config/site-config';

/**
 * spec/shell.md section 4: "After login or registration, the user is sent to a configured target
 * route when coming from a configured source route." The source is the route the player signed in
 * or registered on (the page under the login modal, the login or registration page); the target a
 * path under the player's language. The first rule of the source wins; null when none applies.
 */
export function configuredSignInTarget(
  rules: readonly SignInRedirectRule[],
  sourceRoute: string | null,
  language: string,
): string | null {
  if (sourceRoute === null) return null;
  const rule = rules.find((candidate) => candidate.source === sourceRoute);
  return rule === undefined ? null : `/${language}${rule.target}`;
}
