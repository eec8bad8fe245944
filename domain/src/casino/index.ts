// @betshell/domain/casino: the casino lobby's rules and store, apart from the main entry, which
// every first page loads under its budget; the casino parcel and the server import this.
export * from './casino-catalogue';
export * from './casino-view';
export * from './casino-lobby-routes';
export * from './casino-store';
export * from './casino-game';
export * from './casino-rounds';
