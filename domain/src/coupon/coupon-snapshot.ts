import { emptyCoupon, type Coupon } from './coupon';
import type { UnansweredPlacement } from './coupon-attempt';
import type { CouponBet } from './coupon-bet';
import { DEFAULT_COUPON_SETTINGS, type CouponSettings } from './coupon-settings';
import { isChangeCoefAction, isCouponTypeId, MAX_COUPON_BETS } from './coupon-types';

/**
 * What the browser keeps of the coupon across reloads: its selections, type, stakes and system, and
 * the player's coupon settings. The spec lists the state and the settings (section 3) without saying
 * where they live; ours: the browser's local storage, so a reload or a second tab keeps the
 * player's picks, for COUPON_KEPT_MS after the last change.
 */
export interface CouponSnapshot {
  readonly coupon: Coupon;
  readonly settings: CouponSettings;
  /**
   * A placement that got no answer (coupon-attempt.ts): kept too, so placing the same bet after a
   * reload still sends its id and cannot take a second stake.
   */
  readonly unanswered?: UnansweredPlacement | null;
}

export const COUPON_STORAGE_KEY = 'betshell_coupon';
/** Ours: a coupon untouched for a week is stale (its games are over). */
export const COUPON_KEPT_MS = 7 * 24 * 3600 * 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isBool = (value: unknown): value is boolean => typeof value === 'boolean';

function betOf(value: unknown): CouponBet | null {
  if (!isRecord(value)) return null;
  const { gameId, marketId, coef, kind, sportId, isLive, blockId, isBanker, isBlocked, names } =
    value;
  if (
    !isInt(gameId) ||
    !isInt(marketId) ||
    typeof coef !== 'number' ||
    !Number.isFinite(coef) ||
    !isInt(kind) ||
    !isInt(sportId) ||
    !isBool(isLive) ||
    !isInt(blockId) ||
    !isBool(isBanker) ||
    !isBool(isBlocked)
  )
    return null;
  const bet: CouponBet = {
    gameId,
    marketId,
    coef,
    kind,
    sportId,
    isLive,
    blockId,
    isBanker,
    isBlocked,
  };
  if (
    isRecord(names) &&
    ['sport', 'champ', 'game', 'market'].every((key) => typeof names[key] === 'string')
  )
    return { ...bet, names: names as unknown as NonNullable<CouponBet['names']> };
  return bet;
}

function amountsOf(value: unknown): Record<number, number> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] => isInt(Number(entry[0])) && isInt(entry[1]),
    ),
  );
}

function settingsOf(value: unknown): CouponSettings {
  if (!isRecord(value)) return DEFAULT_COUPON_SETTINGS;
  const kept: Record<string, unknown> = { ...DEFAULT_COUPON_SETTINGS };
  for (const [key, fallback] of Object.entries(DEFAULT_COUPON_SETTINGS)) {
    const stored = value[key];
    if (key === 'changeCoefAction') {
      if (isInt(stored) && isChangeCoefAction(stored)) kept[key] = stored;
    } else if (key === 'amountStepByCurrencyIso') kept[key] = amountsOf(stored);
    else if (typeof stored === typeof fallback) kept[key] = stored;
  }
  return kept as unknown as CouponSettings;
}

/**
 * The snapshot a stored text holds, or null when it holds none (absent, garbled, or from an older
 * shape): a damaged entry never breaks the coupon, it starts empty. Bets that do not read as bets
 * are dropped.
 */
export function parseCouponSnapshot(
  text: string | undefined,
  initialAmount: number,
): CouponSnapshot | null {
  if (text === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value['coupon'])) return null;
  const stored = value['coupon'];
  const empty = emptyCoupon(initialAmount);
  const bets = Array.isArray(stored['bets'])
    ? stored['bets']
        .map(betOf)
        .filter((one): one is CouponBet => one !== null)
        .slice(0, MAX_COUPON_BETS)
    : [];
  const typeId =
    isInt(stored['typeId']) && isCouponTypeId(stored['typeId']) ? stored['typeId'] : empty.typeId;
  const coupon: Coupon = {
    typeId: bets.length === 0 ? empty.typeId : typeId,
    bets,
    amount: isInt(stored['amount']) && stored['amount'] > 0 ? stored['amount'] : empty.amount,
    amountByBetId: amountsOf(stored['amountByBetId']),
    amountByBlockId: amountsOf(stored['amountByBlockId']),
    systemValue: isInt(stored['systemValue'])
      ? Math.max(empty.systemValue, stored['systemValue'])
      : empty.systemValue,
    manuallyDeletedBonusBet: stored['manuallyDeletedBonusBet'] === true,
  };
  const unanswered = unansweredOf(value['unanswered']);
  return {
    coupon,
    settings: settingsOf(value['settings']),
    ...(unanswered === null ? {} : { unanswered }),
  };
}

/** The coupon ids the placement API takes (server/src/bets/bets-schemas.ts). */
const COUPON_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A kept unanswered placement: a browser-made id the server would take, and its bet. */
function unansweredOf(value: unknown): UnansweredPlacement | null {
  if (!isRecord(value)) return null;
  const { id, bet } = value;
  if (typeof id !== 'string' || !COUPON_ID.test(id)) return null;
  if (typeof bet !== 'string' || bet.length === 0) return null;
  return { id, bet };
}

export function serializeCouponSnapshot(snapshot: CouponSnapshot): string {
  return JSON.stringify(snapshot);
}
