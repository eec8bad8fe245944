// The rules of the floating chrome, apart from the main entry: every first page carries that entry
// under a 200 kB budget, and these parcels load only after the first paint.
export * from './ad-blocker-verdict';
export * from './chrome-pages';
export * from './scroll-to-top';
export * from '../registration-reminder/registration-reminder-store';
export * from '../footer/footer-links';
