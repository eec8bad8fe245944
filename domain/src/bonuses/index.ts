// @betshell/domain/bonuses: the bonus engine's rules (offers' terms, what a grant pays, what counts
// towards wagering, who may have an offer) and promo codes, for the server and the office pages.
export * from './bonus-terms';
export * from './bonus-rules';
export * from './promo-code';
export * from './bonuses-http-api';
export * from './welcome-offers';
