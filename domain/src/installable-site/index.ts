// @betshell/domain/installable-site: the installable site's names and sizes, for the
// build that draws the icons, the server that answers /manifest.json and /pwa-sw.js, and the root
// config that registers the worker. Kept out of the first page's @betshell/domain.
export * from './installable-site';
