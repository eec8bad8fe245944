import { settleMarket, type MarketResult, type MarketToSettle } from './market-settlement';

export * from './market-catalogue';
export * from './market-settlement';

export interface SettledScore {
  readonly home: number;
  readonly away: number;
}

/**
 * How a market ends for a final score alone (an operator's result: no periods, no statistics): the
 * score's markets as settleMarket judges them, those on periods or statistics void.
 */
export function marketResult(market: MarketToSettle, score: SettledScore): MarketResult {
  return settleMarket(market, { score, periods: [], stats: null });
}

/** Sections of the line (decisions.md: GET /web-api/line/events?section=line or live). */
export const LINE_SECTIONS = ['line', 'live'] as const;
export type LineSection = (typeof LINE_SECTIONS)[number];
