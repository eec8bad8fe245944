import {
  MAIN_MARKET_KINDS,
  MARKET_KIND_INFO,
  MARKET_KINDS,
  type MarketKind,
  type MarketOutcome,
} from '../line/market-result';

/** marketsNameType (spec/shell.md section 3); section 9: "markets name short" by default. */
export type MarketsNameType = 'short' | 'full';
export const MARKETS_NAME_TYPES: readonly MarketsNameType[] = ['short', 'full'];
export const DEFAULT_MARKETS_NAME_TYPE: MarketsNameType = 'short';

export function marketsNameTypeOf(value: unknown): MarketsNameType | null {
  return MARKETS_NAME_TYPES.find((type) => type === value) ?? null;
}

/** The dictionary names of the main kinds, which have short and full names of their own. */
const KIND_NAME: Readonly<Partial<Record<MarketKind, string>>> = {
  [MARKET_KINDS.matchResult]: 'result',
  [MARKET_KINDS.winner]: 'winner',
  [MARKET_KINDS.total]: 'total',
  [MARKET_KINDS.handicap]: 'handicap',
};

/** A handicap or total line as written beside the outcome: +1.5, -1.5, 0, 2.5. */
export function marketParamText(kind: MarketKind, param: number): string {
  if (MARKET_KIND_INFO[kind].type === 'handicap' && param > 0) return `+${param}`;
  return String(param);
}

/** A market as its name is made: a player's market carries the player's name. */
export interface NamedMarket {
  readonly kind: MarketKind;
  readonly outcome: MarketOutcome;
  readonly param: number;
  readonly player?: string | null;
}

/** A dictionary key and the values it is filled with. */
export interface MarketText {
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
}

const OUTCOME_KEYS: Readonly<Record<string, string>> = {
  X: 'draw',
  '1X': 'home_or_draw',
  '12': 'home_or_away',
  X2: 'draw_or_away',
};

/**
 * The dictionary key and values of an outcome's name (server/content/dictionaries/sportsbook).
 * The main kinds: short names are the bookmaker's shorthand (1, X, 2, O 2.5, H1 (-1.5)), full ones
 * say it in words (Home win, Total over 2.5). The deeper kinds name the outcome within its group
 * (Yes, Over 9.5, 2:1, the player), the same in both types; the coupon adds the group's title
 * (marketTitle).
 */
export function marketLabel(market: NamedMarket, type: MarketsNameType): MarketText {
  const param = marketParamText(market.kind, market.param);
  const main = KIND_NAME[market.kind];
  if (main !== undefined) {
    const outcome = market.outcome === 'X' ? 'draw' : market.outcome;
    return { key: `sportsbook_market_${type}_${main}_${outcome}`, values: { param } };
  }
  const info = MARKET_KIND_INFO[market.kind];
  switch (info.type) {
    case 'correct-score':
    case 'ht-ft':
      // Not '_other': i18next would read a key ending so as the plural of sportsbook_outcome.
      if (market.outcome === 'other') return { key: 'sportsbook_outcome_other_score', values: {} };
      return { key: 'sportsbook_outcome_text', values: { text: market.outcome } };
    case 'player':
      return {
        key: 'sportsbook_outcome_text',
        values: { text: market.player ?? market.outcome },
      };
    case 'handicap':
      return { key: `sportsbook_outcome_handicap_${market.outcome}`, values: { param } };
    case 'highest-period':
      return {
        key: `sportsbook_outcome_period_${OUTCOME_KEYS[market.outcome] ?? market.outcome}`,
        values: {},
      };
    default: {
      const outcome = OUTCOME_KEYS[market.outcome] ?? market.outcome;
      return { key: `sportsbook_outcome_${outcome}`, values: { param } };
    }
  }
}

/**
 * What a sport calls its periods (the dictionary's sportsbook_period_<unit>_<n>): halves in
 * football, periods in ice hockey, quarters in basketball, sets in tennis, maps in esports.
 */
export function periodUnitOf(sportId: number): string {
  return { 1: 'half', 2: 'period', 3: 'quarter', 4: 'set', 40: 'map' }[sportId] ?? 'period';
}

/**
 * The title of a market group on a game's page: its dictionary key and, for a period's market,
 * the key of the period's name (1st half, 2nd period...) to put in it as `period`.
 */
export function marketGroupTitle(
  kind: MarketKind,
  sportId: number,
): { readonly key: string; readonly periodKey: string | null } {
  const scope = MARKET_KIND_INFO[kind].scope;
  return {
    key: marketGroupKey(kind),
    periodKey: scope === 'game' ? null : `sportsbook_period_${periodUnitOf(sportId)}_${scope}`,
  };
}

/** A market group's title in words, through the page's translate function. */
export function marketGroupText(
  kind: MarketKind,
  sportId: number,
  translate: (key: string, values?: Readonly<Record<string, string>>) => string,
): string {
  const title = marketGroupTitle(kind, sportId);
  return translate(
    title.key,
    title.periodKey === null ? {} : { period: translate(title.periodKey) },
  );
}

/**
 * A market's whole name, as the coupon and the history show it: a main kind's outcome name
 * alone (it says its market), a deeper one's group title and outcome ("Both teams to score: Yes").
 */
export function marketTitle(
  market: NamedMarket,
  sportId: number,
  type: MarketsNameType,
  translate: (key: string, values?: Readonly<Record<string, string>>) => string,
): string {
  const label = marketLabel(market, type);
  const outcome = translate(label.key, label.values);
  if (KIND_NAME[market.kind] !== undefined) return outcome;
  return `${marketGroupText(market.kind, sportId, translate)}: ${outcome}`;
}

/** The dictionary key of a market group's title on a game's page. */
export function marketGroupKey(kind: MarketKind): string {
  const main = KIND_NAME[kind];
  if (main !== undefined) return `sportsbook_group_${main}`;
  // The Asian view's own titles are sportsbook_group_asian_total and _handicap.
  if (kind === MARKET_KINDS.asianTotal) return 'sportsbook_group_asian_lines_total';
  if (kind === MARKET_KINDS.asianHandicap) return 'sportsbook_group_asian_lines_handicap';
  return `sportsbook_group_${MARKET_KIND_INFO[kind].name.replace(/[A-Z]|\d/g, (c) => `_${c.toLowerCase()}`)}`;
}

/** The order of the market groups on a game's page: the main ones, then the deeper ones. */
export const MARKET_GROUP_ORDER: readonly MarketKind[] = [
  ...MAIN_MARKET_KINDS,
  MARKET_KINDS.doubleChance,
  MARKET_KINDS.drawNoBet,
  MARKET_KINDS.bothTeamsToScore,
  MARKET_KINDS.asianHandicap,
  MARKET_KINDS.asianTotal,
  MARKET_KINDS.homeTotal,
  MARKET_KINDS.awayTotal,
  MARKET_KINDS.oddEven,
  MARKET_KINDS.correctScore,
  MARKET_KINDS.period1Result,
  MARKET_KINDS.period1Winner,
  MARKET_KINDS.period1Total,
  MARKET_KINDS.period1Handicap,
  MARKET_KINDS.period2Result,
  MARKET_KINDS.period2Winner,
  MARKET_KINDS.period2Total,
  MARKET_KINDS.period3Winner,
  MARKET_KINDS.halfTimeFullTime,
  MARKET_KINDS.highestScoringPeriod,
  MARKET_KINDS.firstTeamToScore,
  MARKET_KINDS.playerToScore,
  MARKET_KINDS.cornersResult,
  MARKET_KINDS.cornersTotal,
  MARKET_KINDS.cornersHandicap,
  MARKET_KINDS.cardsResult,
  MARKET_KINDS.cardsTotal,
];

/**
 * A game's markets by kind. A game's row (the default) shows the main kinds; its page
 * (`all`) every kind in MARKET_GROUP_ORDER. The compact view (spec/shell.md section 3; its meaning
 * is ours) keeps only the result or winner: one line per game.
 */
export function marketGroups<M extends { readonly kind: MarketKind }>(
  markets: readonly M[],
  compact: boolean | 'all' = false,
): { readonly kind: MarketKind; readonly markets: readonly M[] }[] {
  const kinds =
    compact === 'all'
      ? MARKET_GROUP_ORDER
      : compact
        ? [MARKET_KINDS.matchResult, MARKET_KINDS.winner]
        : MAIN_MARKET_KINDS;
  return kinds
    .map((kind) => ({ kind, markets: markets.filter((market) => market.kind === kind) }))
    .filter((group) => group.markets.length > 0);
}
