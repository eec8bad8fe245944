import type { Clock, CookieJar, FingerprintStore, SessionStore } from '@betshell/domain';
import type { CaptchaRegistry } from '../captcha/captcha-registry';
import { createBareHttpClient, createHttpClient } from './create-http-client';
import { createTokenKeeper, type TokenKeeper } from './token-keeper';
import type { HttpClient } from './http-client-on-demand';

export interface PlatformHttp {
  /** The client with the error catalogue: `platform.http`. */
  readonly http: HttpClient;
  /** The client without recoveries, for the token and fingerprint calls. */
  readonly bare: HttpClient;
  readonly tokens: TokenKeeper;
}

/**
 * The HTTP side of the runtime. The stores it needs (session, fingerprint) are given late, as
 * functions: the root store is built with the transports made here.
 */
export function createPlatformHttp(options: {
  readonly origin: string;
  readonly cookies: CookieJar;
  readonly clock: Clock;
  readonly log: (message: string, detail: unknown) => void;
  readonly captcha: CaptchaRegistry;
  readonly session: () => SessionStore;
  readonly fingerprint: () => FingerprintStore;
  /** A call answered 451 with exception_code 1 for a signed-in player. */
  readonly onTermsToConfirm: () => void;
}): PlatformHttp {
  const bare = createBareHttpClient(options.origin, options.cookies);
  const tokens = createTokenKeeper({
    bare,
    cookies: options.cookies,
    clock: options.clock,
    log: options.log,
    // The server gave a token, so the player has a session.
    onToken: () => options.session().setAuthorised(true),
  });
  const http = createHttpClient({
    baseURL: options.origin,
    cookies: options.cookies,
    tokens,
    fingerprint: {
      tokenForCall: () => options.fingerprint().tokenForCall(),
      refresh: () => options.fingerprint().refresh(),
    },
    captcha: options.captcha,
    isAuthorised: () => options.session().authorised,
    onTermsToConfirm: options.onTermsToConfirm,
  });
  return { http, bare, tokens };
}
