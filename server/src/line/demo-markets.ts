import {
  deeperMarketsOf,
  MARKET_KINDS,
  settleMarket,
  SPORTS_WITH_CORNERS_AND_CARDS,
  SPORTS_WITH_SCORERS,
  type MarketResult,
  type MarketTemplate,
  type MatchGoal,
  type MatchResult,
} from '@betshell/domain/betting';
import type { LineNames } from './demo-line';
import { demoScorersOf } from './demo-players';

/** How many games the demo prices are judged on (ours): enough for a plausible price, cheap to run. */
const SIMULATED_GAMES = 120;
/** The periods of each sport's game the simulation plays; tennis as two (esports: bestOfThree). */
const PERIODS_BY_SPORT: Readonly<Record<number, number>> = { 1: 2, 2: 3, 3: 4, 4: 2 };
/** A chance no demo price goes beyond (ours): about 94 with the margin. */
const LEAST_CHANCE = 0.01;

/** A deeper market of a new game, priced, with the player it names. */
export interface DeeperMarket extends MarketTemplate {
  readonly coefMilli: number;
  readonly player: LineNames | null;
}

/** A Poisson count with mean `mean` (Knuth's method; the demo's means stay under 40). */
function poisson(mean: number, random: () => number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}

const ESPORTS = 40;

/**
 * An esports match as the feed plays it: maps of one point each, the home side winning each with
 * its share, until a side has two (so a third map, and its winner's market, only after 1:1).
 */
function bestOfThree(homeShare: number, random: () => number): { home: number; away: number }[] {
  const maps: { home: number; away: number }[] = [];
  const won = (side: 'home' | 'away') => maps.filter((map) => map[side] === 1).length;
  while (won('home') < 2 && won('away') < 2)
    maps.push(random() < homeShare ? { home: 1, away: 0 } : { home: 0, away: 1 });
  return maps;
}

/**
 * One simulated game: each period's score for each side a Poisson count around the sport's total,
 * shared by the favourite's chance; corners, cards and scorers for the sports whose feed keeps them.
 */
function simulatedGame(
  sportId: number,
  mean: number,
  homeShare: number,
  scorers: { readonly home: readonly number[]; readonly away: readonly number[] },
  random: () => number,
): MatchResult {
  const periodCount = PERIODS_BY_SPORT[sportId] ?? 2;
  const periods =
    sportId === ESPORTS
      ? bestOfThree(homeShare, random)
      : Array.from({ length: periodCount }, () => ({
          home: poisson((mean * homeShare) / periodCount, random),
          away: poisson((mean * (1 - homeShare)) / periodCount, random),
        }));
  const score = periods.reduce(
    (sum, period) => ({ home: sum.home + period.home, away: sum.away + period.away }),
    { home: 0, away: 0 },
  );
  const goals: MatchGoal[] = [];
  if (SPORTS_WITH_SCORERS.includes(sportId)) {
    for (const period of periods) {
      const sides = [
        ...Array.from({ length: period.home }, () => 'home' as const),
        ...Array.from({ length: period.away }, () => 'away' as const),
      ].sort(() => random() - 0.5);
      for (const side of sides) {
        const shirts = scorers[side];
        // Each named scorer scores a fifth of the team's goals; the rest are someone else's (0).
        const pick = Math.floor(random() * 5);
        goals.push({ side, player: shirts[pick] ?? 0, minute: goals.length + 1 });
      }
    }
  }
  const withCorners = SPORTS_WITH_CORNERS_AND_CARDS.includes(sportId);
  return {
    score,
    periods,
    stats: {
      ...(withCorners
        ? {
            corners: {
              home: poisson(5.5 * homeShare * 2 * 0.9, random),
              away: poisson(5.5 * (1 - homeShare) * 2 * 0.9, random),
            },
            cards: { home: poisson(2, random), away: poisson(2.2, random) },
          }
        : {}),
      ...(SPORTS_WITH_SCORERS.includes(sportId) ? { goals } : {}),
    },
  };
}

/**
 * The fair price of a market over simulated results, where a half-win wins half and a half-lose
 * loses half: the odds at which the expected return is the stake, as a chance (1 / odds).
 */
function chanceOf(results: readonly MarketResult[]): number {
  let won = 0;
  let lost = 0;
  for (const result of results) {
    if (result === 'win') won += 1;
    else if (result === 'half-win') won += 0.5;
    else if (result === 'lose') lost += 1;
    else if (result === 'half-lose') lost += 0.5;
  }
  if (won + lost === 0) return 0.5;
  return Math.max(LEAST_CHANCE, won / (won + lost));
}

/**
 * The deeper markets of a new game of a sport (the domain's deeperMarketsOf, and a "player to
 * score" for each named scorer of a sport with scorers), priced on simulated games around the
 * game's main prices: `homeChance` the home side's chance of the main market.
 */
export function deeperDemoMarkets(options: {
  readonly sportId: number;
  readonly totalLine: number;
  readonly handicap: number;
  readonly homeChance: number;
  readonly teamIds: readonly [number, number];
  readonly random: () => number;
  readonly priceOf: (chance: number) => number;
}): DeeperMarket[] {
  const { sportId, random } = options;
  const home = demoScorersOf(sportId, options.teamIds[0]);
  const away = demoScorersOf(sportId, options.teamIds[1]);
  const templates: (MarketTemplate & { player: LineNames | null })[] = [
    ...deeperMarketsOf(sportId, { total: options.totalLine, handicap: options.handicap }).map(
      (market) => ({ ...market, player: null }),
    ),
    ...(['home', 'away'] as const).flatMap((side) =>
      (side === 'home' ? home : away).map((player) => ({
        kind: MARKET_KINDS.playerToScore,
        outcome: `${side}:${player.shirt}`,
        param: 0,
        player: player.names,
      })),
    ),
  ];
  const homeShare = Math.min(0.8, Math.max(0.2, 0.5 + (options.homeChance - 0.45) * 0.8));
  const shirts = { home: home.map((p) => p.shirt), away: away.map((p) => p.shirt) };
  const games = Array.from({ length: SIMULATED_GAMES }, () =>
    simulatedGame(sportId, options.totalLine, homeShare, shirts, random),
  );
  return templates.map((market) => ({
    ...market,
    coefMilli: options.priceOf(chanceOf(games.map((game) => settleMarket(market, game)))),
  }));
}
