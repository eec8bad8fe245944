// @betshell/domain/analytics: the analytics rules, bundled into the analytics parcel
// and the server's collector, never into the first page.
export * from './analytics-counters';
export * from './analytics-dispatcher';
export * from './analytics-events';
export * from './analytics-events-of';
export * from './analytics-http-api';
export * from './analytics-storage-counters';
export * from './analytics-timing';
export * from './office-analytics-events';
export * from './performance-report';
export * from './publish-analytics-event';
export * from './social-registration-data';
export * from './web-vitals-report';
