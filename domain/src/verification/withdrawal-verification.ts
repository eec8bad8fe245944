import type { SiteCurrency } from '../auth/site-currencies';
import type { VerificationState } from './verification-state';

/**
 * Per currency, in minor units, the largest withdrawal a player whose identity is not approved
 * may request (the site config's `verificationWithdrawalThresholds`).
 */
export type WithdrawalThresholds = Readonly<Partial<Record<SiteCurrency, number>>>;

/** The error code of a withdrawal refused for want of an approved verification. */
export const VERIFICATION_REQUIRED = 'VERIFICATION_REQUIRED';

/** Where a player verifies, under the language prefix. */
export const VERIFICATION_PATH = '/office/verification';

/**
 * Whether a withdrawal must wait for an approved verification: it is above the threshold of its
 * currency and the player's identity is not approved. A currency with no threshold configured
 * has none to be under: every withdrawal in it waits (the safe side for an operator who added a
 * currency and forgot the threshold).
 */
export function withdrawalWaitsForVerification(attempt: {
  readonly amountMinor: number;
  readonly currency: SiteCurrency;
  readonly state: VerificationState;
  readonly thresholds: WithdrawalThresholds;
}): boolean {
  if (attempt.state === 'approved') return false;
  const threshold = attempt.thresholds[attempt.currency];
  return threshold === undefined || attempt.amountMinor > threshold;
}
