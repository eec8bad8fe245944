export * from './url-path-pattern';
export * from './seo-page-data';
export * from './seo-robots';
export * from './seo-canonical';
export * from './seo-alternates';
export * from './resolve-seo-page';
export * from './seo-head';
export * from './public-routes';
