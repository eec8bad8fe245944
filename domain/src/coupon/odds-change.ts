import { oddsToMilli } from '../odds/odds';
import type { ChangeCoefAction } from './coupon-types';

export type OddsChangeVerdict = 'unchanged' | 'accepted' | 'ask';

/**
 * decisions.md: changeCoefAction "0 ask the player on any change, 1 accept any change, 2 accept
 * only higher odds". `ask` means the coupon goes back to the player with the new odds.
 */
export function judgeOddsChange(
  action: ChangeCoefAction,
  shown: number,
  current: number,
): OddsChangeVerdict {
  const before = oddsToMilli(shown);
  const now = oddsToMilli(current);
  if (before === now) return 'unchanged';
  if (action === 1) return 'accepted';
  if (action === 2 && now > before) return 'accepted';
  return 'ask';
}

export interface CouponOddsChange {
  /** ok: the coupon may be placed at `coefs`; ask: the player must see the new odds first. */
  readonly verdict: 'ok' | 'ask';
  /** The odds the coupon is placed at, per market: the current ones where a change was accepted. */
  readonly coefs: ReadonlyMap<number, number>;
  readonly changed: readonly {
    readonly marketId: number;
    readonly from: number;
    readonly to: number;
  }[];
}

/** The verdict on a whole coupon: it may go only when every selection's change is accepted. */
export function judgeCouponOddsChange(
  action: ChangeCoefAction,
  selections: readonly { readonly marketId: number; readonly coef: number }[],
  current: ReadonlyMap<number, number>,
): CouponOddsChange {
  const coefs = new Map<number, number>();
  const changed: { marketId: number; from: number; to: number }[] = [];
  let verdict: 'ok' | 'ask' = 'ok';
  for (const { marketId, coef } of selections) {
    const now = current.get(marketId) ?? coef;
    const judged = judgeOddsChange(action, coef, now);
    if (judged !== 'unchanged') changed.push({ marketId, from: coef, to: now });
    if (judged === 'ask') verdict = 'ask';
    coefs.set(marketId, judged === 'accepted' ? now : coef);
  }
  return { verdict, coefs, changed };
}
