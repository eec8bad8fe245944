// The support requests' rules (docs/support.md): topics, limits, paths and the summary the office
// menu and the support button show. Loaded by the parcels that show support, after the first paint.
export * from './support-topics';
export * from './support-api';
export * from './support-summary-store';
