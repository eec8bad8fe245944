import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import type { NetworkProfile } from '../../scripts/bench/bench-results';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium-path';
import { oneClickRegistration } from '../support/one-click-registration';

/** Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x CPU slowdown. */
export const MOBILE_PROFILE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * The site as a player reaches it: on a host that is not a developer's (so no
 * import-map-overrides), which Chromium resolves to this machine like every `*.localhost` name.
 */
export function playerOrigin(siteUrl: string): string {
  const url = new URL(siteUrl);
  url.hostname = 'player.localhost';
  return url.origin;
}

export async function newContext(
  browser: Browser,
  profile: NetworkProfile,
): Promise<BrowserContext> {
  const context = await browser.newContext(
    profile === 'mobile'
      ? {
          viewport: MOBILE_PROFILE.viewport,
          deviceScaleFactor: MOBILE_PROFILE.deviceScaleFactor,
          locale: 'ru-RU',
        }
      : { viewport: { width: 1366, height: 900 }, locale: 'ru-RU' },
  );
  // tsx compiles this file keeping function names through a helper that the page lacks.
  await context.addInitScript('window.__name = (target) => target;');
  return context;
}

/** A page with its DevTools session, throttled as the profile says. */
export async function openPage(
  context: BrowserContext,
  profile: NetworkProfile,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile === 'mobile') {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PROFILE.latencyMs,
      downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
      uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  }
  return { page, cdp };
}

/**
 * A player with a session in this context: the office pages need one (docs/sign-in.md).
 * Done from a page of the site, as its own client does: Node cannot resolve the player's host.
 */
export async function signInContext(context: BrowserContext, origin: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${origin}/web-api/session`);
  const status = await page.evaluate(async () => {
    const csrf = /(?:^|; )csrf_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const post = (path: string, body: object, headers: Record<string, string> = {}) =>
      fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, ...headers },
        body: JSON.stringify(body),
      });
    const fingerprint = (await (
      await post('/web-api/fingerprint', {
        componentsData: { screen: '412x823', timezone: 'Europe/Moscow' },
      })
    ).json()) as { token: string };
    const registered = await post('/auth-api/v1/register', oneClickRegistration(), {
      'x-fingerprint': fingerprint.token,
    });
    if (!registered.ok) return registered.status;
    // The browser keeps the access token in user_token (spec/shell.md section 7), as sign-in does.
    const token = (
      (await (await fetch('/web-api/user/gettoken?force_refresh=true')).json()) as {
        data: { token: string };
      }
    ).data.token;
    const { exp } = JSON.parse(
      atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    ) as {
      exp: number;
    };
    document.cookie = `user_token=${token}; path=/; expires=${new Date(exp * 1000).toUTCString()}`;
    return registered.status;
  });
  await page.close();
  if (status !== 200) throw new Error(`one-click registration answered ${status}`);
}
