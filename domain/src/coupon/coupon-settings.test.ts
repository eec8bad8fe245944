import {
  DEFAULT_COUPON_SETTINGS,
  isOneClickOffered,
  oneClickRequest,
  withDropOnScoreChange,
  withExactCoef,
  withOneClick,
} from './coupon-settings';

describe('coupon settings', () => {
  it('accepts only higher odds by default', () => {
    expect(DEFAULT_COUPON_SETTINGS.changeCoefAction).toBe(2);
  });

  it('refuses one-click to a visitor, asks to clear a coupon with bets, else turns it on', () => {
    expect(oneClickRequest({ loggedIn: false, couponHasBets: false })).toBe('refused');
    expect(oneClickRequest({ loggedIn: true, couponHasBets: true })).toBe('confirm-clearing');
    expect(oneClickRequest({ loggedIn: true, couponHasBets: false })).toBe('enable');
  });

  it('offers one-click only to a signed-in player on a site that shows it', () => {
    expect(isOneClickOffered(true, true)).toBe(true);
    expect(isOneClickOffered(false, true)).toBe(false);
    expect(isOneClickOffered(true, false)).toBe(false);
  });

  it('resets drop-on-score-change when exact coef goes off', () => {
    const on = { ...DEFAULT_COUPON_SETTINGS, exactCoef: true, isDropOnScoreChange: true };
    expect(withExactCoef(on, false)).toMatchObject({
      exactCoef: false,
      isDropOnScoreChange: false,
    });
    expect(withExactCoef(on, true)).toMatchObject({ exactCoef: true, isDropOnScoreChange: true });
  });

  it('turns one-click off when drop-on-score-change goes on, and not when it goes off', () => {
    const oneClick = withOneClick(DEFAULT_COUPON_SETTINGS, true);
    expect(withDropOnScoreChange(oneClick, true)).toMatchObject({
      isDropOnScoreChange: true,
      isActiveOneClick: false,
    });
    expect(withDropOnScoreChange(oneClick, false)).toMatchObject({ isActiveOneClick: true });
  });
});
