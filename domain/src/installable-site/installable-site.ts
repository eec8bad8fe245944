export { PWA_WORKER_PATH } from './pwa-worker-path';

/** spec/shell.md section 7 ("Static"): the manifest. */
export const MANIFEST_PATH = '/manifest.json';

/** spec/shell.md section 9 and limits-coupon-signin.md section 9: "Apple touch icon sizes". */
export const APPLE_TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;

/** Where the build writes the icons and their list (under the site's hashed assets). */
export const TOUCH_ICONS_DIR = 'icons';
export const TOUCH_ICONS_LIST = 'touch-icons.json';

/** One icon as the build lists it and the manifest names it. */
export interface TouchIcon {
  readonly size: number;
  /** The URL path, e.g. /assets/icons/apple-touch-icon-72.1a2b3c4d5e.png. */
  readonly src: string;
}

/**
 * The caches the worker keeps are named with this prefix and the site's version (a digest of the
 * import map and the page): a new version's worker deletes the older caches as it activates.
 */
export const SHELL_CACHE_PREFIX = 'betshell-shell-';

/** Only what the server answers from its own files is kept for offline start; never API answers. */
export function isShellFilePath(pathname: string): boolean {
  return (
    pathname === '/importmap.json' ||
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/releases/')
  );
}
