export * from './office-security-api';
export * from './office-security-failure';
export * from './office-security-store';
export * from './mailing-flags';
export * from './mailing-api';
export * from './mailing-store';
export * from './shared-office-security-store';
