/**
 * spec/shell.md section 7 ("Static"): the service worker of the PWA. Apart from the installable
 * site's other names: the root config registers it, so it is part of the first page's module.
 */
export const PWA_WORKER_PATH = '/pwa-sw.js';
