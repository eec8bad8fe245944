/**
 * The markets of the demo line (decisions.md, Demo content: 1X2, totals, handicaps). Kinds are ours;
 * none is kind 7, the kind the bonus bet refuses.
 */
export const MARKET_KINDS = { matchResult: 1, winner: 2, total: 3, handicap: 4 } as const;
export type MarketKind = (typeof MARKET_KINDS)[keyof typeof MARKET_KINDS];

/** 1 home, X draw, 2 away; over and under a total. */
export type MarketOutcome = '1' | 'X' | '2' | 'over' | 'under';
export type MarketResult = 'win' | 'lose' | 'void';

export interface SettledScore {
  readonly home: number;
  readonly away: number;
}

export interface MarketToSettle {
  readonly kind: MarketKind;
  readonly outcome: MarketOutcome;
  /** The total's line or the handicap given to the outcome's side (-1.5, 2.5); 0 otherwise. */
  readonly param: number;
}

function compare(a: number, b: number): MarketResult {
  if (a === b) return 'void';
  return a > b ? 'win' : 'lose';
}

/**
 * How a market ends for a final score. A total or a handicap landing exactly on its line is void
 * (the stake back, odds 1 for the coupon, decisions.md); a winner market without a draw outcome is
 * void on a draw (ours).
 */
export function marketResult(market: MarketToSettle, score: SettledScore): MarketResult {
  const { home, away } = score;
  switch (market.kind) {
    case MARKET_KINDS.matchResult:
      if (market.outcome === 'X') return home === away ? 'win' : 'lose';
      if (home === away) return 'lose';
      return home > away === (market.outcome === '1') ? 'win' : 'lose';
    case MARKET_KINDS.winner:
      if (home === away) return 'void';
      return home > away === (market.outcome === '1') ? 'win' : 'lose';
    case MARKET_KINDS.total: {
      const result = compare(home + away, market.param);
      if (result === 'void' || market.outcome === 'over') return result;
      return result === 'win' ? 'lose' : 'win';
    }
    case MARKET_KINDS.handicap:
      return market.outcome === '1'
        ? compare(home + market.param, away)
        : compare(away + market.param, home);
  }
}

/** Sections of the line (decisions.md: GET /web-api/line/events?section=line or live). */
export const LINE_SECTIONS = ['line', 'live'] as const;
export type LineSection = (typeof LINE_SECTIONS)[number];
