import type { PlacedCouponSchema, ReadonlyStatic } from '@betshell/api-contract';
import { makeAutoObservable } from 'mobx';
import type { CoefViewId } from '../odds/coef-views';
import { hasBonusBet } from './bonus-bet';
import { selectionMarketLabel, type BetHistoryCoupon } from './bet-history';
import {
  addBet,
  clearCoupon,
  deleteBonusBet,
  emptyCoupon,
  removeBet,
  setBanker,
  setBlock,
  setCouponType,
  setSystemValue,
  toggleBet,
  type Coupon,
} from './coupon';
import type { CouponBet } from './coupon-bet';
import {
  couponLineOf,
  couponOddsAsked,
  followLine,
  type CouponLineEvent,
  type CouponLineMarket,
  type CouponOddsAsked,
  type OddsDirection,
} from './coupon-line';
import {
  appliesMaxBetAmount,
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
import {
  isPlacementOutcomeUnknown,
  placementBetKey,
  placementIdFor,
  type UnansweredPlacement,
} from './coupon-attempt';
import type { CouponRefusal } from './coupon-refusal';
import { couponRefusalOf } from './coupon-refusal-words';
import type { CouponSnapshot } from './coupon-snapshot';
import { autoMaxStake } from './coupon-stake-limits';
import { buildCouponToSend, type CouponToSend } from './coupon-to-send';
import { couponTotals, type CouponTotals } from './coupon-totals';
import type { ChangeCoefAction, CouponTypeId } from './coupon-types';
import { initialCouponAmount, stakeStep, stepStake } from './currency-amounts';
import { placedCouponOf, UnreadablePlacementAnswer } from './placed-coupon-answer';
import { systemOptions, type SystemOption } from './system-bet';

/** The answer of POST /web-api/coupon (decisions.md): the bet, or a VIP request waiting. */
export type PlacedCoupon = ReadonlyStatic<typeof PlacedCouponSchema>;

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
  /** The chosen account's money (minor units), for auto-max; null or absent while unknown. */
  readonly balance?: number | null;
}

/** The coupon settings a player switches on or off without further rules. */
export type PlainCouponSetting =
  | 'isBalanceShown'
  | 'isPossibleWinShown'
  | 'isSelectAccountShown'
  | 'isCouponFixed'
  | 'isManualAmountStep';

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
  /**
   * The last placement that got no readable answer (coupon-attempt.ts): the same bet goes again
   * with its id, so the server answers the coupon it may have placed instead of taking a second
   * stake. Kept with the coupon across reloads (coupon-snapshot.ts).
   */
  unanswered: UnansweredPlacement | null = null;
  /**
   * What the line last said of the coupon's markets (coupon-line.ts), by market id: the coupon's
   * own poll (coupon-line-watch.ts) fills it. Not kept across reloads: the first poll asks again.
   */
  lineMarkets: ReadonlyMap<number, CouponLineMarket> = new Map();
  /** The odds the coupon took from the line at its last answer, up or down, to show the move. */
  oddsMoves: ReadonlyMap<number, OddsDirection> = new Map();

  constructor(
    private readonly api: CouponApi,
    private readonly context: () => CouponContext,
    /** A fresh coupon id for each new bet (the server is idempotent by it; see `unanswered`). */
    private readonly newCouponId: () => string,
  ) {
    this.coupon = emptyCoupon(initialCouponAmount(context().currency));
    makeAutoObservable<CouponStore, 'api' | 'context' | 'newCouponId' | 'send'>(this, {
      api: false,
      context: false,
      newCouponId: false,
      place: false,
      placeOneClick: false,
      send: false,
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

  /** Odds the line moved that changeCoefAction does not take: the player sees them and decides. */
  get oddsAsked(): CouponOddsAsked[] {
    return couponOddsAsked(this.coupon.bets, this.settings.changeCoefAction, this.lineMarkets);
  }

  get problems(): CouponProblem[] {
    const context = this.context();
    const problems = couponProblems(this.coupon, {
      limits: context.limits,
      isBonusAccount: context.isBonusAccount,
      isActiveVipBet: this.isActiveVipBet,
      showVipBet: context.showVipBet,
    });
    // Only the browser knows the line between two placements; the server asks by ODDS_CHANGED.
    const asked = this.oddsAsked;
    if (asked.length > 0)
      problems.push({ code: 'odds-changed', marketIds: asked.map((one) => one.marketId) });
    return problems;
  }

  toggle(bet: CouponBet): void {
    this.forgetLine(bet.marketId);
    this.coupon = toggleBet(this.coupon, bet).coupon;
  }

  add(bet: CouponBet): void {
    this.forgetLine(bet.marketId);
    this.coupon = addBet(this.coupon, bet).coupon;
  }

  /** A click brings the odds the page shows: the coupon's older word on that market is dropped. */
  private forgetLine(marketId: number): void {
    if (!this.lineMarkets.has(marketId) && !this.oddsMoves.has(marketId)) return;
    const line = new Map(this.lineMarkets);
    line.delete(marketId);
    this.lineMarkets = line;
    const moves = new Map(this.oddsMoves);
    moves.delete(marketId);
    this.oddsMoves = moves;
  }

  remove(marketId: number): void {
    this.coupon = removeBet(this.coupon, marketId);
  }

  clear(): void {
    this.coupon = clearCoupon(this.coupon);
    this.lineMarkets = new Map();
    this.oddsMoves = new Map();
  }

  /**
   * The line's answers for some of the coupon's games (GET /web-api/line/events/{id}; null: the
   * game is gone): their markets' odds and states join what the coupon knows, and the coupon
   * follows them under the player's changeCoefAction (coupon-line.ts).
   */
  lineAnswered(answers: ReadonlyMap<number, CouponLineEvent | null>): void {
    const markets = new Set(this.coupon.bets.map((one) => one.marketId));
    const line = new Map([...this.lineMarkets].filter(([marketId]) => markets.has(marketId)));
    for (const [marketId, market] of couponLineOf(this.coupon.bets, answers))
      line.set(marketId, market);
    this.lineMarkets = line;
    this.followLine();
  }

  /** The player takes the odds the coupon asked about: they become the selections' odds. */
  acceptLineOdds(): void {
    const asked = this.oddsAsked;
    if (asked.length === 0) return;
    const to = new Map(asked.map((one) => [one.marketId, one.to]));
    this.coupon = {
      ...this.coupon,
      bets: this.coupon.bets.map((one) => {
        const coef = to.get(one.marketId);
        return coef === undefined ? one : { ...one, coef };
      }),
    };
    this.oddsMoves = new Map(asked.map((one) => [one.marketId, one.direction]));
  }

  private followLine(): void {
    const followed = followLine(this.coupon.bets, this.settings.changeCoefAction, this.lineMarkets);
    this.oddsMoves = followed.moves;
    if (followed.changed) this.coupon = { ...this.coupon, bets: followed.bets };
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

  /** Blocks coupon (type 4): the block a selection belongs to. */
  setBlock(marketId: number, blockId: number): void {
    if (Number.isSafeInteger(blockId) && blockId > 0)
      this.coupon = setBlock(this.coupon, marketId, blockId);
  }

  deleteBonusBet(): void {
    this.coupon = deleteBonusBet(this.coupon);
  }

  setVipBet(on: boolean): void {
    this.isActiveVipBet = on && this.isVipBetAvailable;
  }

  /** A change the new action takes is taken at once; one it does not is asked. */
  setChangeCoefAction(action: ChangeCoefAction): void {
    this.settings = { ...this.settings, changeCoefAction: action };
    this.followLine();
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

  setSetting(name: PlainCouponSetting, on: boolean): void {
    this.settings = { ...this.settings, [name]: on };
  }

  /** The player's own stake step for a currency (minor units); used while isManualAmountStep. */
  setAmountStep(currency: string, step: number): void {
    if (!Number.isSafeInteger(step) || step <= 0) return;
    this.settings = {
      ...this.settings,
      amountStepByCurrencyIso: { ...this.settings.amountStepByCurrencyIso, [currency]: step },
    };
  }

  /** The one-click stake of the main or of the bonus account (bonusAccountOneClickAmount). */
  setOneClickAmount(amount: number, forBonusAccount: boolean): void {
    this.settings = forBonusAccount
      ? { ...this.settings, bonusAccountOneClickAmount: amount }
      : { ...this.settings, oneClickAmount: amount };
  }

  /** The largest stake the coupon may take now (stake-limits auto-max), or null when unbounded. */
  get autoMaxStake(): number | null {
    const context = this.context();
    return autoMaxStake({
      limits: context.limits,
      appliesMax: appliesMaxBetAmount(this.coupon.typeId, context.limits, context.isBonusAccount),
      balance: context.balance ?? null,
    });
  }

  /** isAutoMax: on sets the stake to the largest it may be; the parcel keeps it there. */
  setAutoMax(on: boolean): void {
    this.settings = { ...this.settings, isAutoMax: on };
    this.applyAutoMax();
  }

  applyAutoMax(): void {
    const stake = this.autoMaxStake;
    if (this.settings.isAutoMax && stake !== null && stake > 0 && stake !== this.coupon.amount)
      this.setAmount(stake);
  }

  /** The player accepted the odds the server answered ODDS_CHANGED with: the coupon takes them. */
  acceptOddsChanges(
    changes: readonly { readonly marketId: number; readonly coef: number }[],
  ): void {
    const coefs = new Map(changes.map((one) => [one.marketId, one.coef]));
    this.coupon = {
      ...this.coupon,
      bets: this.coupon.bets.map((one) => {
        const coef = coefs.get(one.marketId);
        return coef === undefined ? one : { ...one, coef };
      }),
    };
    this.placeError = null;
  }

  /** A stored coupon back after a reload (coupon-snapshot.ts). */
  restore(snapshot: CouponSnapshot): void {
    this.coupon = snapshot.coupon;
    this.settings = snapshot.settings;
    this.unanswered = snapshot.unanswered ?? null;
  }

  get snapshot(): CouponSnapshot {
    return { coupon: this.coupon, settings: this.settings, unanswered: this.unanswered };
  }

  /**
   * Load a coupon by its code: its selections, type and stake become the coupon's, at the odds it
   * was taken at; placing it again judges them against the current odds (changeCoefAction).
   */
  load(loaded: BetHistoryCoupon): void {
    const bets: CouponBet[] = loaded.selections.map((one) => ({
      gameId: one.gameId,
      marketId: one.marketId,
      coef: one.coef,
      kind: one.kind,
      sportId: one.sportId,
      // The coupon's view has no live flag; the server judges the markets again at placement.
      isLive: false,
      blockId: one.blockId,
      isBanker: one.isBanker,
      isBlocked: false,
      names: {
        sport: one.sportName,
        champ: one.champName,
        game: `${one.home} - ${one.away}`,
        market: selectionMarketLabel(one),
      },
    }));
    const base = clearCoupon(this.coupon);
    this.lineMarkets = new Map();
    this.oddsMoves = new Map();
    this.coupon = {
      ...base,
      typeId: loaded.typeId,
      bets,
      systemValue: loaded.systemValue ?? base.systemValue,
    };
    this.placeError = null;
    this.successCoupon = null;
  }

  /** Sends the coupon when nothing stands in its way; the answer lands in successCoupon or placeError. */
  async place(): Promise<void> {
    if (this.placing || this.problems.length > 0) return;
    await this.send(this.coupon, this.totals, this.isActiveVipBet, true);
  }

  /**
   * One-click mode (section 3, isActiveOneClick): a click on odds places a single at once with the
   * one-click amount of the account (bonusAccountOneClickAmount for the bonus account); the coupon
   * itself is left as it is.
   */
  async placeOneClick(bet: CouponBet): Promise<void> {
    if (this.placing || !this.isOneClickActive) return;
    const context = this.context();
    const amount = context.isBonusAccount
      ? this.settings.bonusAccountOneClickAmount
      : this.settings.oneClickAmount;
    const single: Coupon = { ...emptyCoupon(amount), bets: [{ ...bet, isBanker: false }] };
    const problems = couponProblems(single, {
      limits: context.limits,
      isBonusAccount: context.isBonusAccount,
      isActiveVipBet: false,
      showVipBet: context.showVipBet,
    });
    if (problems.length > 0) {
      const refusal: CouponRefusal = { code: 'COUPON_INVALID', details: { problems } };
      this.placeStarted();
      this.placeFailed(refusal);
      return;
    }
    await this.send(single, couponTotals(single, false), false, false);
  }

  private async send(
    coupon: Coupon,
    totals: CouponTotals,
    isVipBet: boolean,
    clearsCoupon: boolean,
  ): Promise<void> {
    const context = this.context();
    const unsent = buildCouponToSend({
      id: '',
      coupon,
      totals,
      settings: this.settings,
      accountId: context.accountId,
      userId: context.userId,
      refId: context.refId,
      coefViewId: context.coefViewId,
      isVipBet,
    });
    const bet = placementBetKey(unsent);
    const sent = { ...unsent, id: placementIdFor(bet, this.unanswered, this.newCouponId) };
    this.placeStarted();
    try {
      // The transport's answer is read, not trusted: a body that is no placed coupon (a proxy's
      // page, a cut answer) must neither clear the coupon nor show a success without a number.
      const answer = placedCouponOf(await this.api.place(sent));
      if (answer === null) throw new UnreadablePlacementAnswer();
      this.placed(answer, clearsCoupon);
    } catch (error) {
      this.placeFailed(error, { id: sent.id, bet });
    }
  }

  /** The success view closed: the coupon is ready for the next bet. */
  dismissResult(): void {
    this.successCoupon = null;
    this.placeError = null;
  }

  private placeStarted(): void {
    this.placing = true;
    this.placeError = null;
    this.successCoupon = null;
  }

  private placed(result: PlacedCoupon, clearsCoupon: boolean): void {
    this.placing = false;
    this.successCoupon = result;
    this.unanswered = null;
    if (!clearsCoupon) return;
    this.isActiveVipBet = false;
    this.coupon = clearCoupon(this.coupon);
  }

  /**
   * A refused placement keeps the coupon. Markets the server says are closed, or whose game has
   * ended, show as suspended, so the coupon cannot go again until the player removes them
   * (blocked-selection). A placement that may have gone through keeps its id for the same bet; a
   * refusal placed nothing, so it forgets it.
   */
  private placeFailed(error: unknown, attempt?: UnansweredPlacement): void {
    this.placing = false;
    this.placeError = error;
    if (attempt !== undefined) this.unanswered = isPlacementOutcomeUnknown(error) ? attempt : null;
    const refusal = couponRefusalOf(error);
    const closedIds =
      refusal?.code === 'MARKET_CLOSED' || refusal?.code === 'EVENT_ENDED'
        ? refusal.details?.marketIds
        : undefined;
    if (!Array.isArray(closedIds)) return;
    const closed = new Set(closedIds);
    this.coupon = {
      ...this.coupon,
      bets: this.coupon.bets.map((one) =>
        closed.has(one.marketId) ? { ...one, isBlocked: true } : one,
      ),
    };
  }
}
