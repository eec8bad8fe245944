export * from './match-path';
export * from './route-definition';
