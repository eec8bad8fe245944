// The coupon engine, apart from the main entry: the first load of every page carries that entry
// under a 200 kB budget, and only betting pages, the coupon and the server need it. The odds are
// re-exported here; their files are in the main entry, with formatOdds, which the UI kit needs.
export * from './coupon';
export * from './odds';
export * from './line/market-result';
export * from './line/line-poll-intervals';
export * from './line/scheduled-end';
export * from './line/line-change';
export * from './line/live-line';
// The coupon asks the line for its own games (coupon-line-watch.ts) without the sportsbook entry.
export {
  LINE_API_PATHS,
  type LineChange,
  type LineEvent,
  type LineMarket,
} from './sportsbook/line-event';
export * from './line/period-scores';
export * from './line/live-clock';
