import { makeAutoObservable } from 'mobx';
import type { CoefViewId } from '../odds/odds-format';
import { hasBonusBet } from './bonus-bet';
import {
  addBet,
  clearCoupon,
  deleteBonusBet,
  emptyCoupon,
  removeBet,
  setBanker,
  setCouponType,
  setSystemValue,
  toggleBet,
  type Coupon,
} from './coupon';
import type { CouponBet } from './coupon-bet';
import {
  couponProblems,
  isVipBetAvailable,
  type CouponProblem,
  type StakeLimits,
} from './coupon-check';
import {
  COUPON_WILL_BE_CLEARED,
  DEFAULT_COUPON_SETTINGS,
  isOneClickOffered,
  oneClickRequest,
  withDropOnScoreChange,
  withExactCoef,
  withOneClick,
  type CouponSettings,
} from './coupon-settings';
import { buildCouponToSend, type CouponToSend } from './coupon-to-send';
import { couponTotals, type CouponTotals } from './coupon-totals';
import type { ChangeCoefAction, CouponTypeId } from './coupon-types';
import { initialCouponAmount, stakeStep, stepStake } from './currency-amounts';
import { systemOptions, type SystemOption } from './system-bet';

/** The answer of POST /web-api/coupon (decisions.md): the bet, or a VIP request waiting. */
export interface PlacedCoupon {
  readonly couponId: number;
  readonly state: 'accepted' | 'vip-pending';
}

/** The coupon's transport; the platform implements it over HTTP, tests with a fake. */
export interface CouponApi {
  place(coupon: CouponToSend): Promise<PlacedCoupon>;
}

/** What the coupon reads of the rest of the site, as a function so MobX follows its sources. */
export interface CouponContext {
  readonly loggedIn: boolean;
  readonly userId: number;
  readonly accountId: number;
  readonly isBonusAccount: boolean;
  readonly currency: string;
  readonly refId: number;
  readonly coefViewId: CoefViewId;
  readonly limits: StakeLimits;
  readonly isAvailableCouponBonusBet: boolean;
  readonly showVipBet: boolean;
  readonly showOneClick: boolean;
}

/**
 * The coupon of section 3 and its settings, with every rule taken from the pure functions beside
 * it, so the server judges the coupon it is sent by the same code.
 */
export class CouponStore {
  coupon: Coupon;
  settings: CouponSettings = DEFAULT_COUPON_SETTINGS;
  isActiveVipBet = false;
  /** A question waiting for the player: `coupon_will_be_cleared` before one-click goes on. */
  pendingConfirmation: typeof COUPON_WILL_BE_CLEARED | null = null;
  placing = false;
  successCoupon: PlacedCoupon | null = null;
  placeError: unknown = null;

  constructor(
    private readonly api: CouponApi,
    private readonly context: () => CouponContext,
    /** A fresh coupon id per placement attempt (the server is idempotent by it). */
    private readonly newCouponId: () => string,
  ) {
    this.coupon = emptyCoupon(initialCouponAmount(context().currency));
    makeAutoObservable<CouponStore, 'api' | 'context' | 'newCouponId'>(this, {
      api: false,
      context: false,
      newCouponId: false,
      place: false,
    });
  }

  get totals(): CouponTotals {
    return couponTotals(this.coupon, this.context().isAvailableCouponBonusBet);
  }

  get hasBonusBet(): boolean {
    return hasBonusBet({
      ...this.coupon,
      isAvailableCouponBonusBet: this.context().isAvailableCouponBonusBet,
    });
  }

  get systemOptions(): SystemOption[] {
    return systemOptions(this.coupon.bets, this.context().limits.minBetAmount);
  }

  get isVipBetAvailable(): boolean {
    const context = this.context();
    return isVipBetAvailable(this.coupon, context.limits.maxBetAmount, context.showVipBet);
  }

  get isOneClickOffered(): boolean {
    const context = this.context();
    return isOneClickOffered(context.loggedIn, context.showOneClick);
  }

  /** One-click counts only for a signed-in player, whatever the setting says. */
  get isOneClickActive(): boolean {
    return this.isOneClickOffered && this.settings.isActiveOneClick;
  }

  get problems(): CouponProblem[] {
    const context = this.context();
    return couponProblems(this.coupon, {
      limits: context.limits,
      isBonusAccount: context.isBonusAccount,
      isActiveVipBet: this.isActiveVipBet,
      showVipBet: context.showVipBet,
    });
  }

  toggle(bet: CouponBet): void {
    this.coupon = toggleBet(this.coupon, bet).coupon;
  }

  add(bet: CouponBet): void {
    this.coupon = addBet(this.coupon, bet).coupon;
  }

  remove(marketId: number): void {
    this.coupon = removeBet(this.coupon, marketId);
  }

  clear(): void {
    this.coupon = clearCoupon(this.coupon);
  }

  /** New odds or a suspension from the line, for a market in the coupon. */
  marketChanged(marketId: number, coef: number, isBlocked: boolean): void {
    this.coupon = {
      ...this.coupon,
      bets: this.coupon.bets.map((one) =>
        one.marketId === marketId ? { ...one, coef, isBlocked } : one,
      ),
    };
  }

  setType(typeId: CouponTypeId): void {
    this.coupon = setCouponType(this.coupon, typeId);
  }

  setAmount(amount: number): void {
    this.coupon = { ...this.coupon, amount };
  }

  setBetAmount(marketId: number, amount: number): void {
    this.coupon = {
      ...this.coupon,
      amountByBetId: { ...this.coupon.amountByBetId, [marketId]: amount },
    };
  }

  setBlockAmount(blockId: number, amount: number): void {
    this.coupon = {
      ...this.coupon,
      amountByBlockId: { ...this.coupon.amountByBlockId, [blockId]: amount },
    };
  }

  stepAmount(direction: 'up' | 'down'): void {
    const step = stakeStep(this.context().currency, this.settings);
    this.setAmount(stepStake(this.coupon.amount, step, direction));
  }

  setSystemValue(value: number): void {
    this.coupon = setSystemValue(this.coupon, value);
  }

  setBanker(marketId: number, isBanker: boolean): void {
    this.coupon = setBanker(this.coupon, marketId, isBanker);
  }

  deleteBonusBet(): void {
    this.coupon = deleteBonusBet(this.coupon);
  }

  setVipBet(on: boolean): void {
    this.isActiveVipBet = on && this.isVipBetAvailable;
  }

  setChangeCoefAction(action: ChangeCoefAction): void {
    this.settings = { ...this.settings, changeCoefAction: action };
  }

  setExactCoef(on: boolean): void {
    this.settings = withExactCoef(this.settings, on);
  }

  setDropOnScoreChange(on: boolean): void {
    this.settings = withDropOnScoreChange(this.settings, on);
  }

  /** Section 4: one-click on asks first when the coupon has bets; off happens at once. */
  setOneClick(on: boolean): void {
    if (!on) {
      this.settings = withOneClick(this.settings, false);
      return;
    }
    const context = this.context();
    const request = oneClickRequest({
      loggedIn: context.loggedIn && context.showOneClick,
      couponHasBets: this.coupon.bets.length > 0,
    });
    if (request === 'enable') this.settings = withOneClick(this.settings, true);
    if (request === 'confirm-clearing') this.pendingConfirmation = COUPON_WILL_BE_CLEARED;
  }

  /** Confirming `coupon_will_be_cleared` empties the coupon and turns one-click on. */
  confirmPending(): void {
    if (this.pendingConfirmation === null) return;
    this.pendingConfirmation = null;
    this.clear();
    this.settings = withOneClick(this.settings, true);
  }

  undoPending(): void {
    this.pendingConfirmation = null;
  }

  /** Sends the coupon when nothing stands in its way; the answer lands in successCoupon or placeError. */
  async place(): Promise<void> {
    if (this.placing || this.problems.length > 0) return;
    const context = this.context();
    const sent = buildCouponToSend({
      id: this.newCouponId(),
      coupon: this.coupon,
      totals: this.totals,
      settings: this.settings,
      accountId: context.accountId,
      userId: context.userId,
      refId: context.refId,
      coefViewId: context.coefViewId,
      isVipBet: this.isActiveVipBet,
    });
    this.placeStarted();
    try {
      this.placed(await this.api.place(sent));
    } catch (error) {
      this.placeFailed(error);
    }
  }

  private placeStarted(): void {
    this.placing = true;
    this.placeError = null;
    this.successCoupon = null;
  }

  private placed(result: PlacedCoupon): void {
    this.placing = false;
    this.successCoupon = result;
    this.isActiveVipBet = false;
    this.coupon = clearCoupon(this.coupon);
  }

  private placeFailed(error: unknown): void {
    this.placing = false;
    this.placeError = error;
  }
}
