/**
 * Responsible-gambling limits, served as `@betshell/domain/limits` rather than from the
 * domain index: the index is on every first load (budget 200 kB), and only the server and the
 * responsible-gaming parcel need these rules.
 */
export * from './limit-types';
export * from './limit-change';
export * from './limit-fields';
export * from './limit-messages';
export * from './limit-enforcement';
export * from './limits-api';
export * from './limits-store';
export * from './shared-limits-store';
export * from './reality-check';
export * from './self-assessment';
export * from './session-limit';
export * from './limits-http-api';
export * from './reality-check-store';
export * from './reality-check-http-api';
