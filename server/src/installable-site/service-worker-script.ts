import { SHELL_CACHE_PREFIX } from '@betshell/domain/installable-site';

export interface ServiceWorkerInput {
  /** The site's version: a digest of the import map and the page, so a new map is a new worker. */
  readonly version: string;
  /** The page that stands for every site path offline (index.html as the server answers it). */
  readonly shellPage: string;
  /** Same-origin files to keep: the page's own files and every file of the pinned import map. */
  readonly files: readonly string[];
}

/**
 * /pwa-sw.js. It keeps the shell (the page and its files) and every file of the pinned
 * import map for offline start, in a cache named after the version. Navigations go to the network
 * and fall back to the kept page; the import map too (a new pin must reach an online browser);
 * hashed files and releases come from the cache first, as they never change under their name.
 * Anything else, every API answer included, is left to the network and never kept. Its bytes
 * change with the version, so the browser installs the new worker when the map changes, and the new
 * one deletes the older caches as it activates.
 */
export function serviceWorkerScript({ version, shellPage, files }: ServiceWorkerInput): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `// betshell service worker, version ${version}
'use strict';
var PREFIX = ${json(SHELL_CACHE_PREFIX)};
var CACHE = PREFIX + ${json(version)};
var SHELL_PAGE = ${json(shellPage)};
var FILES = ${json([shellPage, ...files])};

function isShellFile(pathname) {
  return pathname === '/importmap.json' || pathname.indexOf('/assets/') === 0 || pathname.indexOf('/releases/') === 0;
}

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      return cache.addAll(FILES);
    }).then(function () {
      return self.skipWaiting();
    })
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf(PREFIX) === 0 && name !== CACHE;
      }).map(function (name) {
        return caches.delete(name);
      }));
    }).then(function () {
      return self.clients.claim();
    })
  );
});

function networkThenKept(request, kept) {
  return fetch(request).catch(function (error) {
    return caches.open(CACHE).then(function (cache) {
      return cache.match(kept);
    }).then(function (response) {
      if (response) return response;
      throw error;
    });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkThenKept(request, SHELL_PAGE));
    return;
  }
  if (url.pathname === '/importmap.json') {
    event.respondWith(networkThenKept(request, '/importmap.json'));
    return;
  }
  if (!isShellFile(url.pathname)) return;
  event.respondWith(
    caches.open(CACHE).then(function (cache) {
      return cache.match(request, { ignoreSearch: true }).then(function (kept) {
        return kept || fetch(request);
      });
    })
  );
});
`;
}
