// @betshell/domain/sportsbook: the sportsbook app's rules and stores, bundled into the
// parcel that imports it; the first page's main entry carries none of them.
export * from './line-event';
export * from './sportsbook-view';
export * from './market-label';
export * from './accumulator-of-the-day';
export * from './betting-settings-store';
export * from './sportsbook-store';
export * from './line-answer';
export * from './line-display';
export * from './sports-menu';
export * from './sports-menu-store';
export * from './favourites-store';
export * from '../esports/esports-disciplines';
export * from '../statistics/live-statistics';
export * from '../statistics/match-statistics';
export * from '../statistics/statistics-api';
export * from './betting-sections';
