// @betshell/domain/seo: the rules of the SEO content, visual and sports-map calls, for
// the server and the after-first-paint SEO text parcel; never in the first load (the domain main
// index carries only what the head needs, ./index.ts).
export * from './sports-map';
export * from './seo-texts';
export * from './seo-calls-http-api';
export * from './sport-page-data';
