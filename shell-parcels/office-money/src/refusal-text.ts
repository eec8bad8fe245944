import { paymentRefusalKeys } from '@betshell/domain/accounts';
import type { TFunction } from 'i18next';

/** The words for a refused money call: the most specific text the dictionaries have. */
export function refusalText(t: TFunction, error: unknown): string {
  return t(paymentRefusalKeys(error));
}

/**
 * Where a withdrawal refused for want of a verified identity sends the player (the refusal's
 * `details.verificationPath`, under the page's language), or null for any other refusal.
 */
export function verificationPathOf(error: unknown, language: string): string | null {
  const refused = (typeof error === 'object' && error !== null ? error : {}) as {
    errorCode?: unknown;
    details?: { verificationPath?: unknown };
  };
  const path = refused.details?.verificationPath;
  return refused.errorCode === 'VERIFICATION_REQUIRED' &&
    typeof path === 'string' &&
    path.startsWith('/')
    ? `/${language}${path}`
    : null;
}
