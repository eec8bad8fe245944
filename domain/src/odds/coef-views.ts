/**
 * Coefficient view ids (decisions.md, Coupon): 0 decimal, 1 fractional, 2 American, 4 Hong Kong,
 * 5 Indonesian, 6 Malay. 14, 15 and 16 are not offered.
 */
export const COEF_VIEWS = {
  decimal: 0,
  fractional: 1,
  american: 2,
  hongKong: 4,
  indonesian: 5,
  malay: 6,
} as const;
export type CoefViewId = (typeof COEF_VIEWS)[keyof typeof COEF_VIEWS];
export const OFFERED_COEF_VIEW_IDS: readonly CoefViewId[] = [0, 1, 2, 4, 5, 6];

export function isOfferedCoefView(id: number): id is CoefViewId {
  return (OFFERED_COEF_VIEW_IDS as readonly number[]).includes(id);
}
