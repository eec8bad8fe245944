// @betshell/domain: the rules of the spec, once. No UI, no I/O (DESIGN.md).
export * from './applications/shell-applications';
export * from './bus/shell-event';
export * from './cookies/cookie-names';
export * from './i18n/merge-dictionary-texts';
export * from './language/site-languages';
export * from './language/resolve-language';
export * from './language/language-path';
export * from './site-config/default-site-config';
export * from './site-config/site-config';
export * from './site-config/site-config-store';
export * from './navigation/navigation-store';
export * from './settings/settings-store';
export * from './root-store';
export * from './routing';
