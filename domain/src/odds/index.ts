export * from './odds';
export * from './odds-format';
