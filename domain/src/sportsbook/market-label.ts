import { MARKET_KINDS, type MarketKind, type MarketOutcome } from '../line/market-result';

/** marketsNameType (spec/shell.md section 3); section 9: "markets name short" by default. */
export type MarketsNameType = 'short' | 'full';
export const MARKETS_NAME_TYPES: readonly MarketsNameType[] = ['short', 'full'];
export const DEFAULT_MARKETS_NAME_TYPE: MarketsNameType = 'short';

export function marketsNameTypeOf(value: unknown): MarketsNameType | null {
  return MARKETS_NAME_TYPES.find((type) => type === value) ?? null;
}

const KIND_NAME: Readonly<Record<MarketKind, string>> = {
  [MARKET_KINDS.matchResult]: 'result',
  [MARKET_KINDS.winner]: 'winner',
  [MARKET_KINDS.total]: 'total',
  [MARKET_KINDS.handicap]: 'handicap',
};

/** A handicap or total line as written beside the outcome: +1.5, -1.5, 0, 2.5. */
export function marketParamText(kind: MarketKind, param: number): string {
  if (kind === MARKET_KINDS.handicap && param > 0) return `+${param}`;
  return String(param);
}

/**
 * The dictionary key and values of an outcome's name (server/content/dictionaries/sportsbook):
 * short names are the bookmaker's shorthand (1, X, 2, O 2.5, H1 (-1.5)); full ones say it in words
 * (Home win, Total over 2.5, Handicap 1 (-1.5)).
 */
export function marketLabel(
  market: { readonly kind: MarketKind; readonly outcome: MarketOutcome; readonly param: number },
  type: MarketsNameType,
): { readonly key: string; readonly values: { readonly param: string } } {
  const outcome = market.outcome === 'X' ? 'draw' : market.outcome;
  return {
    key: `sportsbook_market_${type}_${KIND_NAME[market.kind]}_${outcome}`,
    values: { param: marketParamText(market.kind, market.param) },
  };
}

/** The dictionary key of a market group's title on a game page. */
export function marketGroupKey(kind: MarketKind): string {
  return `sportsbook_group_${KIND_NAME[kind]}`;
}

/** The order of the market groups in a game's row and on its page. */
export const MARKET_GROUP_ORDER: readonly MarketKind[] = [
  MARKET_KINDS.matchResult,
  MARKET_KINDS.winner,
  MARKET_KINDS.total,
  MARKET_KINDS.handicap,
];

/**
 * A game's markets by kind, in MARKET_GROUP_ORDER. The compact view (spec/shell.md section 3; its
 * meaning is ours) keeps only the result or winner: one line per game.
 */
export function marketGroups<M extends { readonly kind: MarketKind }>(
  markets: readonly M[],
  compact = false,
): { readonly kind: MarketKind; readonly markets: readonly M[] }[] {
  const kinds = compact ? [MARKET_KINDS.matchResult, MARKET_KINDS.winner] : MARKET_GROUP_ORDER;
  return kinds
    .map((kind) => ({ kind, markets: markets.filter((market) => market.kind === kind) }))
    .filter((group) => group.markets.length > 0);
}
