// @betshell/domain/server: rules only the server applies, kept out of the browser's bundle of
// @betshell/domain (index.ts). The server may import both.
export * from './seo/url-path-pattern';
export * from './seo/seo-page-data';
export * from './seo/seo-robots';
export * from './seo/seo-canonical';
export * from './seo/seo-alternates';
export * from './seo/resolve-seo-page';
export * from './seo/public-routes';
export * from './referral/referral-cookies';
export * from './casino/wallet-protocol';
export * from './casino/games/slot-game';
export * from './casino/games/roulette-game';
export * from './casino/games/crash-game';
export * from './tournaments/tournament-standings';
