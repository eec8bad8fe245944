/**
 * How often the browser asks the line again (ours). The demo feed moves live odds and scores every
 * 5 s (server/src/line/line-feed.ts), so what shows live games asks as often; the pre-match line and
 * the results change only when a game starts or ends, so every 30 s is enough there. The sportsbook's
 * pages and the coupon's selections keep this one rhythm.
 */
export const LIVE_POLL_MS = 5_000;
export const LINE_POLL_MS = 30_000;
