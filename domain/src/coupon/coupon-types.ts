/**
 * Coupon types (limits-coupon-signin.md section 4): 0 single, 1 express, 2 system (bankers
 * possible), 4 blocks, 10 multiple singles (each bet has its own amount).
 */
export const COUPON_TYPES = {
  single: 0,
  express: 1,
  system: 2,
  blocks: 4,
  multipleSingles: 10,
} as const;
export type CouponTypeId = (typeof COUPON_TYPES)[keyof typeof COUPON_TYPES];
export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [0, 1, 2, 4, 10];

export function isCouponTypeId(value: number): value is CouponTypeId {
  return (COUPON_TYPE_IDS as readonly number[]).includes(value);
}

/** Types whose selections must all win together, so selections of one game cannot meet in them. */
export function combinesSelections(typeId: CouponTypeId): boolean {
  return typeId === COUPON_TYPES.express || typeId === COUPON_TYPES.system;
}

/** Section 5: "Coupon systemValue cannot go below 2." */
export const MIN_SYSTEM_VALUE = 2;

/** Section 3: changeCoefAction, default 2 (decisions.md: 0 ask, 1 accept any, 2 accept higher). */
export const CHANGE_COEF_ACTIONS = { askOnAnyChange: 0, acceptAny: 1, acceptHigher: 2 } as const;
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTIONS)[keyof typeof CHANGE_COEF_ACTIONS];
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = 2;

export function isChangeCoefAction(value: number): value is ChangeCoefAction {
  return value === 0 || value === 1 || value === 2;
}

/** Account types (decisions.md, Accounts and money): 0 main, 4 bonus, 9 currency. */
export const BONUS_ACCOUNT_TYPE = 4;

/** Ours: more selections than this make no coupon a bookmaker accepts. */
export const MAX_COUPON_BETS = 30;
