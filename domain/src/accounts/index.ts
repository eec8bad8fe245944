export * from './account';
export * from './payments';
export * from './balance-polling';
export * from './team-cash';
export * from './accounts-store';
export * from './shared-accounts-store';
export * from './payments-http-api';
export * from './payment-refusal';
