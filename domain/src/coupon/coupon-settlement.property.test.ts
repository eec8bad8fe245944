import fc from 'fast-check';
import { deeperMarketsOf, MARKET_KINDS, type MarketTemplate } from '../line/market-catalogue';
import { settleMarket, type MarketResult, type MatchResult } from '../line/market-settlement';
import { settleCoupon, type SelectionToSettle } from './coupon-settlement';
import { COUPON_TYPES, type CouponTypeId } from './coupon-types';
import { splitSystemStake, systemLines } from './system-bet';

/** Every market of a football game: the main ones and the deeper ones, with players of both sides. */
const MARKETS: readonly MarketTemplate[] = [
  ...['1', 'X', '2'].map((outcome) => ({ kind: MARKET_KINDS.matchResult, outcome, param: 0 })),
  { kind: MARKET_KINDS.total, outcome: 'over', param: 2.5 },
  { kind: MARKET_KINDS.total, outcome: 'under', param: 2.5 },
  { kind: MARKET_KINDS.handicap, outcome: '1', param: -1.5 },
  { kind: MARKET_KINDS.handicap, outcome: '2', param: 1.5 },
  ...deeperMarketsOf(1, { total: 2.5, handicap: -1.5 }),
  ...[7, 9, 10].flatMap((shirt) =>
    ['home', 'away'].map((side) => ({
      kind: MARKET_KINDS.playerToScore,
      outcome: `${side}:${shirt}`,
      param: 0,
    })),
  ),
];

const pair = (max: number) => fc.record({ home: fc.nat(max), away: fc.nat(max) });

/** A football result as the feed enters it: two halves adding up to the score, and its statistics. */
const matchResult: fc.Arbitrary<MatchResult> = fc
  .record({
    first: pair(3),
    second: pair(3),
    corners: fc.option(pair(9), { nil: undefined }),
    cards: fc.option(pair(4), { nil: undefined }),
    scorers: fc.array(fc.constantFrom(7, 9, 10), { minLength: 12, maxLength: 12 }),
    keepsGoals: fc.boolean(),
  })
  .map(({ first, second, corners, cards, scorers, keepsGoals }) => {
    const score = { home: first.home + second.home, away: first.away + second.away };
    const sides = [
      ...Array.from({ length: first.home }, () => 'home' as const),
      ...Array.from({ length: first.away }, () => 'away' as const),
      ...Array.from({ length: second.home }, () => 'home' as const),
      ...Array.from({ length: second.away }, () => 'away' as const),
    ];
    const goals = sides.map((one, index) => ({
      side: one,
      player: scorers[index] ?? 9,
      minute: index + 1,
    }));
    return {
      score,
      periods: [first, second],
      stats: {
        ...(corners === undefined ? {} : { corners }),
        ...(cards === undefined ? {} : { cards }),
        ...(keepsGoals ? { goals } : {}),
      },
    };
  });

const selection = fc.record({
  market: fc.constantFrom(...MARKETS),
  coefMilli: fc.integer({ min: 1010, max: 15_000 }),
  amount: fc.integer({ min: 1, max: 100_000 }),
});

/**
 * The oracle, written from the rules as a bookmaker states them rather than as the domain computes
 * them: a half-win or half-lose selection is a stake split in two, one half won (or lost), the other
 * returned. So a bet with k half legs is 2^k bets of stake/2^k with plain win, void or lose legs,
 * each paying its stake times its winning odds. Exact in integers: every amount times 1000^n·2^k.
 */
function oracleReturn(stake: number, legs: readonly { coefMilli: number; result: MarketResult }[]) {
  let branches: { weight: bigint; numerator: bigint; lost: boolean }[] = [
    { weight: 1n, numerator: 1n, lost: false },
  ];
  let halves = 0n;
  for (const leg of legs) {
    const half = leg.result === 'half-win' || leg.result === 'half-lose';
    if (half) halves += 1n;
    branches = branches.flatMap((branch) => {
      const played = (result: 'win' | 'void' | 'lose') => ({
        weight: branch.weight,
        lost: branch.lost || result === 'lose',
        numerator: branch.numerator * (result === 'win' ? BigInt(leg.coefMilli) : 1000n),
      });
      if (leg.result === 'half-win') return [played('win'), played('void')];
      if (leg.result === 'half-lose') return [played('lose'), played('void')];
      return [played(leg.result)];
    });
  }
  const scale = 1000n ** BigInt(legs.length) * 2n ** halves;
  const total = branches
    .filter((branch) => !branch.lost)
    .reduce((sum, branch) => sum + branch.weight * branch.numerator, 0n);
  return (BigInt(stake) * total) / scale;
}

describe('every settled coupon pays what the rules say', () => {
  it('pays singles, expresses, systems and multiple singles as the split-stake rules do', () => {
    fc.assert(
      fc.property(
        matchResult,
        fc.array(selection, { minLength: 1, maxLength: 5 }),
        fc.constantFrom<CouponTypeId>(
          COUPON_TYPES.single,
          COUPON_TYPES.express,
          COUPON_TYPES.system,
          COUPON_TYPES.multipleSingles,
        ),
        fc.integer({ min: 100, max: 1_000_000 }),
        (result, picked, chosenType, amount) => {
          const typeId =
            picked.length === 1
              ? COUPON_TYPES.single
              : chosenType === COUPON_TYPES.system && picked.length < 3
                ? COUPON_TYPES.express
                : chosenType === COUPON_TYPES.single
                  ? COUPON_TYPES.express
                  : chosenType;
          const selections: SelectionToSettle[] = picked.map((one, index) => ({
            marketId: index + 1,
            coef: one.coefMilli / 1000,
            blockId: 0,
            isBanker: false,
            amount: typeId === COUPON_TYPES.multipleSingles ? one.amount : null,
            result: settleMarket(one.market, result),
          }));
          const systemValue = typeId === COUPON_TYPES.system ? 2 : null;
          const settled = settleCoupon({
            typeId,
            amount,
            amountByBlockId: {},
            systemValue,
            bonusBetCoef: null,
            selections,
          });
          const legsOf = (line: readonly SelectionToSettle[]) =>
            line.map((one) => ({
              coefMilli: Math.round(one.coef * 1000),
              result: one.result ?? 'lose',
            }));
          let expected: bigint;
          if (typeId === COUPON_TYPES.multipleSingles) {
            expected = selections.reduce(
              (sum, one) => sum + oracleReturn(one.amount ?? amount, legsOf([one])),
              0n,
            );
          } else if (typeId === COUPON_TYPES.system) {
            const lines = systemLines(selections, 2);
            const stakes = splitSystemStake(amount, lines.length);
            expected = lines.reduce(
              (sum, line, index) => sum + oracleReturn(stakes[index] ?? 0, legsOf(line)),
              0n,
            );
          } else {
            expected = oracleReturn(amount, legsOf(selections));
          }
          expect(settled.decided).toBe(true);
          if (!settled.decided) return;
          expect(BigInt(settled.payout)).toBe(expected);
          const allVoid = selections.every((one) => one.result === 'void');
          expect(settled.state).toBe(allVoid ? 'void' : settled.payout > 0 ? 'won' : 'lost');
          if (allVoid && typeId !== COUPON_TYPES.multipleSingles)
            expect(settled.payout).toBe(amount);
        },
      ),
      { numRuns: 200 },
    );
  });
});
