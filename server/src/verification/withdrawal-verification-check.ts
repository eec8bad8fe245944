import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import {
  VERIFICATION_PATH,
  VERIFICATION_REQUIRED,
  withdrawalWaitsForVerification,
} from '@betshell/domain/verification';
import type { PaymentCheck } from '../accounts/payment-check';
import { createSiteConfigRepository } from '../site-config/site-config-repository';
import { isSiteConfigFieldValue } from '../site-config/site-config-field-problems';
import { verificationRepository } from './verification-repository';

const THRESHOLDS_KEY = 'verificationWithdrawalThresholds';

/**
 * The wallet's check of a withdrawal above the site config's threshold for a player whose
 * verification is not approved: refused (400 VERIFICATION_REQUIRED) before any money moves, with
 * the threshold and where to verify in `details`, so the player reads why and what to do. It runs
 * inside the payment's transaction and reads the config's row there (a read of the database
 * outside the transaction would wait for it on PGlite).
 */
export function withdrawalVerificationCheck(): PaymentCheck {
  return async (attempt, tx) => {
    if (attempt.kind !== 'withdrawal') return { allowed: true };
    const stored = await createSiteConfigRepository(tx).readValue(THRESHOLDS_KEY);
    const thresholds =
      stored.existed && isSiteConfigFieldValue(THRESHOLDS_KEY, stored.value)
        ? stored.value
        : DEFAULT_SITE_CONFIG.verificationWithdrawalThresholds;
    const { state } = await verificationRepository.byPlayer(tx, attempt.playerId);
    if (
      !withdrawalWaitsForVerification({
        amountMinor: attempt.amountMinor,
        currency: attempt.currency,
        state,
        thresholds,
      })
    ) {
      return { allowed: true };
    }
    const thresholdMinor = thresholds[attempt.currency] ?? 0;
    return {
      allowed: false,
      code: VERIFICATION_REQUIRED,
      message: `Withdrawals over ${thresholdMinor} minor units of ${attempt.currency} need an approved verification of your identity`,
      details: {
        messageKey: 'money_error_verification_required',
        thresholdMinor,
        currency: attempt.currency,
        verificationState: state,
        verificationPath: VERIFICATION_PATH,
      },
    };
  };
}
