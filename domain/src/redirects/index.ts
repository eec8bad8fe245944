export * from './redirect-answer';
export * from './redirect-chain';
export * from './service-retry';
