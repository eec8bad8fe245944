import { DEFAULT_CHANGE_COEF_ACTION, type ChangeCoefAction } from './coupon-types';

/** Coupon settings (section 3); amounts in minor units. */
export interface CouponSettings {
  readonly amountStepByCurrencyIso: Readonly<Record<string, number>>;
  readonly isManualAmountStep: boolean;
  readonly changeCoefAction: ChangeCoefAction;
  readonly isAutoMax: boolean;
  readonly isVipBet: boolean;
  readonly isBalanceShown: boolean;
  readonly isPossibleWinShown: boolean;
  readonly isSelectAccountShown: boolean;
  readonly isCouponFixed: boolean;
  readonly oneClickAmount: number;
  readonly isActiveOneClick: boolean;
  readonly exactCoef: boolean;
  readonly isDropOnScoreChange: boolean;
  readonly bonusAccountOneClickAmount: number;
}

/** Ours where the spec gives no default; changeCoefAction 2 is the spec's. */
export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: DEFAULT_CHANGE_COEF_ACTION,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: true,
  isCouponFixed: false,
  oneClickAmount: 0,
  isActiveOneClick: false,
  exactCoef: false,
  isDropOnScoreChange: false,
  bonusAccountOneClickAmount: 0,
};

/** The dictionary keys of section 4 that turning one-click on shows. */
export const COUPON_WILL_BE_CLEARED = 'coupon_will_be_cleared';
export const COUPON_ONE_CLICK_ENABLE_WARNING = 'coupon_one_click_enable_warning';

/**
 * What turning one-click on leads to (section 4): refused for a visitor ("offered only when logged
 * in"), a confirmation `coupon_will_be_cleared` while the coupon has bets (confirming empties it),
 * else on at once.
 */
export function oneClickRequest(context: {
  readonly loggedIn: boolean;
  readonly couponHasBets: boolean;
}): 'refused' | 'confirm-clearing' | 'enable' {
  if (!context.loggedIn) return 'refused';
  return context.couponHasBets ? 'confirm-clearing' : 'enable';
}

/** Section 4: one-click is offered only when logged in (and when the site's show_one_click is on). */
export function isOneClickOffered(loggedIn: boolean, showOneClick: boolean): boolean {
  return loggedIn && showOneClick;
}

/** Section 4: "Turning exact coef off resets drop-on-score-change." */
export function withExactCoef(settings: CouponSettings, exactCoef: boolean): CouponSettings {
  return exactCoef
    ? { ...settings, exactCoef }
    : { ...settings, exactCoef, isDropOnScoreChange: false };
}

/** Section 4: "Turning drop-on-score-change on disables one-click." */
export function withDropOnScoreChange(settings: CouponSettings, on: boolean): CouponSettings {
  return on
    ? { ...settings, isDropOnScoreChange: true, isActiveOneClick: false }
    : { ...settings, isDropOnScoreChange: false };
}

/** One-click on (after oneClickRequest allowed it) or off. */
export function withOneClick(settings: CouponSettings, on: boolean): CouponSettings {
  return { ...settings, isActiveOneClick: on };
}
