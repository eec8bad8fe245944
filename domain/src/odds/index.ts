export * from './odds';
export * from './odds-format';
export * from './coef-views';
