import { MAX_PAYMENT_MINOR } from '@betshell/domain/accounts';
import { stakeLimitsFor } from '@betshell/domain/betting';
import {
  benchCoupon,
  openSelections,
  placementDeposit,
  placementOutcome,
  placementStake,
  playerLedgerProblems,
  type BenchPlayerLedger,
} from './coupon-placement-load';

const market = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  kind: 1,
  outcome: '1',
  param: 0,
  coef: 1.85,
  isBlocked: false,
  result: null,
  ...overrides,
});
const event = (id: number, markets: unknown[], overrides: Record<string, unknown> = {}) => ({
  id,
  sportId: 1,
  state: 'line',
  isSuspended: false,
  markets,
  ...overrides,
});

describe('the coupon placement load', () => {
  it('stakes the initial coupon amount, inside the stake limits of the currency', () => {
    expect(placementStake('RUB')).toBe(15_000);
    expect(placementStake('USD')).toBe(500);
    for (const currency of ['RUB', 'USD', 'EUR', 'KZT', 'JPY', 'XXX']) {
      const { minBetAmount, maxBetAmount } = stakeLimitsFor(currency);
      expect(placementStake(currency)).toBeGreaterThanOrEqual(minBetAmount);
      expect(placementStake(currency)).toBeLessThanOrEqual(maxBetAmount);
    }
  });

  it('funds every coupon a connection may send, in one payment, or says why it cannot', () => {
    expect(placementDeposit(15_000, 1000)).toBe(15_000_000);
    expect(placementDeposit(MAX_PAYMENT_MINOR, 1)).toBe(MAX_PAYMENT_MINOR);
    expect(() => placementDeposit(15_000, 10_000)).toThrow(/over one payment/);
    expect(() => placementDeposit(0, 10)).toThrow(/positive/);
    expect(() => placementDeposit(100, 1.5)).toThrow(/whole number/);
  });

  it('picks only markets that take bets now from the line answer', () => {
    const answer = [
      event(1, [market(11), market(12, { isBlocked: true }), market(13, { result: 'win' })]),
      event(2, [market(21)], { isSuspended: true }),
      event(3, [market(31)], { state: 'live' }),
      event(4, [market(41, { coef: 2.5, kind: 2 })], { sportId: 3 }),
    ];
    expect(openSelections(answer)).toEqual([
      { eventId: 1, sportId: 1, marketId: 11, kind: 1, coef: 1.85 },
      { eventId: 4, sportId: 3, marketId: 41, kind: 2, coef: 2.5 },
    ]);
    expect(openSelections({ error: { code: 'X' } })).toEqual([]);
    expect(openSelections([null, event(5, 'none' as unknown as unknown[])])).toEqual([]);
  });

  it('builds a single with its own id, the stake and the odds as sent by the site', () => {
    const selection = { eventId: 4, sportId: 3, marketId: 41, kind: 2, coef: 2.5 };
    const coupon = benchCoupon({
      id: 'bench-1',
      userId: 7,
      accountId: 70,
      stakeMinor: 15_000,
      selection,
    });
    expect(coupon).toMatchObject({
      id: 'bench-1',
      userId: 7,
      accountId: 70,
      amount: 15_000,
      typeId: 0,
      changeCoefAction: 1,
      coef: 2.5,
      isVipBet: false,
      systemValue: null,
      bets: [{ gameId: 4, marketId: 41, coef: 2.5, blockId: 1, isBanker: false }],
    });
  });

  it('counts only an accepted coupon as placed, refusals apart from failures', () => {
    expect(placementOutcome(200, '{"couponId":5,"state":"accepted"}')).toBe('placed');
    expect(placementOutcome(200, '{"couponId":5,"state":"vip-pending"}')).toBe('refused');
    expect(placementOutcome(400, '{"error":{"code":"MARKET_CLOSED"}}')).toBe('refused');
    expect(placementOutcome(409, '{"error":{"code":"ODDS_CHANGED"}}')).toBe('refused');
    expect(placementOutcome(500, '{"error":{"code":"INTERNAL"}}')).toBe('failed');
    expect(placementOutcome(503, '')).toBe('failed');
    expect(placementOutcome(200, '<html>')).toBe('failed');
    expect(placementOutcome(200, '{"ok":true}')).toBe('failed');
  });

  it('finds a balance that is not the deposit less one stake per coupon held', () => {
    const player: BenchPlayerLedger = {
      userId: 1,
      depositedMinor: 1_000_000,
      stakeMinor: 15_000,
      placed: 10,
      unanswered: 1,
      balanceMinor: 850_000,
      coupons: 10,
    };
    expect(playerLedgerProblems([player])).toEqual([]);
    // An unanswered request the server did place is still whole.
    expect(playerLedgerProblems([{ ...player, coupons: 11, balanceMinor: 835_000 }])).toEqual([]);
    expect(playerLedgerProblems([{ ...player, balanceMinor: 835_000 }])).toEqual([
      'player 1: balance 835000, expected 850000 (deposit 1000000 less 10 stakes of 15000)',
    ]);
    expect(playerLedgerProblems([{ ...player, coupons: 9, balanceMinor: 865_000 }])).toEqual([
      'player 1: 10 coupons answered as placed, the server holds 9',
    ]);
    expect(playerLedgerProblems([{ ...player, coupons: 12, balanceMinor: 820_000 }])).toEqual([
      'player 1: the server holds 12 coupons, only 10 were placed and 1 unanswered',
    ]);
  });
});
