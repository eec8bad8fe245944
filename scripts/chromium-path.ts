import { existsSync } from 'node:fs';

/** Debian's headless Chromium (package chromium-headless-shell): the engine without the browser's UI. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (package chromium), used when the headless shell is not installed. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else the headless shell (lighter
 * to start, and every journey starts one) when installed, else the full Chromium.
 */
export function chromiumPath(
  env: Readonly<Record<string, string | undefined>> = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  const chosen = env.CHROMIUM_PATH;
  if (chosen !== undefined && chosen !== '') return chosen;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

/**
 * How every test and bench launches it: headless on a machine without a GPU, sandbox or network
 * beyond the site under test, with none of the browser's own background calls.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
