export * from './personal-data';
export * from './verification-state';
export * from './verification-documents';
export * from './withdrawal-verification';
export * from './verification-api';
export * from './verification-failure';
export * from './verification-store';
