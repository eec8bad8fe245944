import { LIMIT_REFUSAL_KEY, type LimitRefusalKey } from './limit-messages';
import { LIMIT_TYPE, NO_LIMIT_VALUE, limitFamilyOf, type LimitType } from './limit-types';

/** An active limit as enforcement sees it. */
export interface EnforcedLimit {
  readonly limitType: LimitType;
  readonly limitValue: number;
  /** Money limits only: the limit's currency. */
  readonly currency: string | null;
  /** Seconds; self-exclusion and time-out end then. */
  readonly endsAt: number | null;
}

export type LimitVerdict =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly messageKey: LimitRefusalKey;
      readonly limitType: LimitType;
    };

const ALLOWED: LimitVerdict = { allowed: true };

function excluded(limits: readonly EnforcedLimit[], type: LimitType, nowSeconds: number): boolean {
  return limits.some(
    (limit) => limit.limitType === type && limit.endsAt !== null && limit.endsAt > nowSeconds,
  );
}

/**
 * A money limit over a window: `spentInWindow(type)` is what already counts in that limit's
 * window, in its currency. A limit in another currency than the attempt refuses it: we do not
 * convert, and a limit must never be dodged by switching accounts (ours).
 */
function moneyVerdict(
  limits: readonly EnforcedLimit[],
  family: 'deposit' | 'wagering' | 'loss',
  amountMinor: number,
  currency: string,
  spentInWindow: (type: LimitType) => number,
  messageKey: LimitRefusalKey,
): LimitVerdict {
  for (const limit of limits) {
    if (limitFamilyOf(limit.limitType) !== family || limit.limitValue === NO_LIMIT_VALUE) continue;
    if (limit.currency !== null && limit.currency !== currency) {
      return { allowed: false, messageKey: LIMIT_REFUSAL_KEY.currency, limitType: limit.limitType };
    }
    if (spentInWindow(limit.limitType) + amountMinor > limit.limitValue) {
      return { allowed: false, messageKey, limitType: limit.limitType };
    }
  }
  return ALLOWED;
}

/** decisions.md: a deposit is refused under self-exclusion, a time-out, or over a deposit limit. */
export function depositVerdict(
  limits: readonly EnforcedLimit[],
  attempt: { amountMinor: number; currency: string; nowSeconds: number },
  depositedInWindow: (type: LimitType) => number,
): LimitVerdict {
  if (excluded(limits, LIMIT_TYPE.selfExclusion, attempt.nowSeconds)) {
    return { allowed: false, messageKey: LIMIT_REFUSAL_KEY.selfExcluded, limitType: 30 };
  }
  if (excluded(limits, LIMIT_TYPE.depositTimeout, attempt.nowSeconds)) {
    return { allowed: false, messageKey: LIMIT_REFUSAL_KEY.depositTimeout, limitType: 33 };
  }
  return moneyVerdict(
    limits,
    'deposit',
    attempt.amountMinor,
    attempt.currency,
    depositedInWindow,
    LIMIT_REFUSAL_KEY.depositLimit,
  );
}

/**
 * decisions.md: a stake over a wagering limit, or one that could take the window's net loss over
 * a loss limit (the whole stake may be lost), is refused; so is any stake under self-exclusion.
 */
export function stakeVerdict(
  limits: readonly EnforcedLimit[],
  attempt: { amountMinor: number; currency: string; nowSeconds: number },
  usage: {
    stakedInWindow: (type: LimitType) => number;
    netLossInWindow: (type: LimitType) => number;
  },
): LimitVerdict {
  if (excluded(limits, LIMIT_TYPE.selfExclusion, attempt.nowSeconds)) {
    return { allowed: false, messageKey: LIMIT_REFUSAL_KEY.selfExcluded, limitType: 30 };
  }
  const wagering = moneyVerdict(
    limits,
    'wagering',
    attempt.amountMinor,
    attempt.currency,
    usage.stakedInWindow,
    LIMIT_REFUSAL_KEY.wageringLimit,
  );
  if (!wagering.allowed) return wagering;
  return moneyVerdict(
    limits,
    'loss',
    attempt.amountMinor,
    attempt.currency,
    (type) => Math.max(0, usage.netLossInWindow(type)),
    LIMIT_REFUSAL_KEY.lossLimit,
  );
}
