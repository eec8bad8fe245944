// The contract of the platform API: every schema the server validates and documents a browser's
// route with, and the browser takes that route's types from (ReadonlyStatic<typeof Schema>, by
// `import type` only). docs/api.md says how to change a field.
export type { Static, TSchema } from 'typebox';
export type { ReadonlyStatic } from './readonly-static';
export * from './readonly-array';
export * from './error-body-schema';

export * from './accounts-schemas';
export * from './analytics-schemas';
export * from './auth-schemas';
export * from './bets-schemas';
export * from './captcha-schemas';
export * from './chrome-schemas';
export * from './display-settings-schemas';
export * from './early-answers-schemas';
export * from './games-schemas';
export * from './casino-round-schemas';
export * from './limit-schemas';
export * from './line-schemas';
export * from './mailing-schemas';
export * from './office-security-schemas';
export * from './remote-view-schemas';
export * from './seo-schemas';
export * from './session-schemas';
export * from './site-config-schemas';
export * from './social-schemas';
export * from './user-config-schemas';
export * from './user-transfer-schemas';
export * from './verification-schemas';
export * from './office-sections-schemas';
export * from './bonus-schemas';
export * from './support-schemas';
export * from './loyalty-schemas';
export * from './lottery-schemas';
export * from './favourites-schemas';
export * from './line-search-schemas';
export * from './statistics-schemas';
