export * from './sign-in-api';
export * from './sign-in-error';
export * from './sign-in-redirect';
export * from './login-modal-store';
export * from './session-watch-store';
export * from './player-menu';
export * from './registration-store';
