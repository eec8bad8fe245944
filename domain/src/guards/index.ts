export * from './conditions-guard';
export * from './navigation-state';
export * from './query-string';
export * from './resolve-navigation';
export * from './shell-routes';
export * from './site-route-table';
export * from './login-modal-address';
