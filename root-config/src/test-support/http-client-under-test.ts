import {
  FingerprintStore,
  createShellEventBus,
  type Clock,
  type CookieJar,
} from '@betshell/domain';
import { createCaptchaRegistry } from '../platform/captcha/captcha-registry';
import { createBareHttpClient, createHttpClient } from '../platform/http/create-http-client';
import { createFingerprintHttpApi } from '../platform/http/fingerprint-http-api';
import { PlatformHttpError } from '../platform/http/platform-http-error';
import { createTokenKeeper } from '../platform/http/token-keeper';
import { localHttpServerForSuite } from './local-http-server';

/** The instant the clocks of HTTP client tests start at. */
export const TEST_NOW = Date.UTC(2026, 5, 1, 12);

/** A JWT as the token call issues it (the signature is not checked by the browser). */
export function testJwt(claims: object): string {
  return [{ alg: 'HS256' }, claims]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('signature')
    .join('.');
}

/** A token for player `sub`, valid for an hour from TEST_NOW unless told otherwise. */
export function testToken(sub: string, expSeconds = TEST_NOW / 1000 + 3600): string {
  return testJwt({ sub, exp: expSeconds });
}

/** decisions.md's error body. */
export function errorBody(code: string | number, message = 'refused', details?: unknown) {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/** The PlatformHttpError a call fails with (and a test failure if it succeeds). */
export async function failureOf(call: Promise<unknown>): Promise<PlatformHttpError> {
  try {
    await call;
  } catch (caught) {
    if (caught instanceof PlatformHttpError) return caught;
    throw caught;
  }
  throw new Error('the call succeeded');
}

/**
 * The browser's HTTP client as create-platform.ts assembles it (bare client, token keeper,
 * fingerprint store, captcha registry), against `origin`, with the cookies and clock of the test.
 */
export function httpClientUnderTest(options: {
  readonly origin: string;
  readonly cookies: CookieJar;
  readonly clock: Clock;
  readonly authorised?: boolean;
}) {
  const { origin, cookies, clock } = options;
  const logged: Array<[string, unknown]> = [];
  const log = (message: string, detail: unknown) => void logged.push([message, detail]);
  const bare = createBareHttpClient(origin, cookies);
  const tokens = createTokenKeeper({ bare, cookies, clock, log });
  const fingerprint = new FingerprintStore(
    createShellEventBus(),
    createFingerprintHttpApi(bare),
    () => ({ userAgent: 'test' }),
    clock,
    log,
  );
  const captcha = createCaptchaRegistry();
  const termsToConfirm: number[] = [];
  const http = createHttpClient({
    baseURL: origin,
    cookies,
    tokens,
    fingerprint,
    captcha,
    isAuthorised: () => options.authorised ?? true,
    onTermsToConfirm: () => void termsToConfirm.push(clock.now()),
  });
  return { http, logged, tokens, fingerprint, captcha, termsToConfirm };
}

/**
 * The local server of a test file and a setUp that builds the client against it. The test passes
 * the in-memory cookie jar and clock it wants (domain/testing is for test files only).
 */
export function httpClientSuite<Jar extends CookieJar, TestClock extends Clock>(make: {
  readonly cookies: (initial?: Record<string, string>) => Jar;
  readonly clock: () => TestClock;
}) {
  const server = localHttpServerForSuite();
  const setUp = (options: { cookies?: Record<string, string>; authorised?: boolean } = {}) => {
    const cookies = make.cookies(options.cookies);
    const clock = make.clock();
    const client = httpClientUnderTest({
      origin: server.origin,
      cookies,
      clock,
      authorised: options.authorised,
    });
    return { cookies, clock, ...client };
  };
  return { server, setUp };
}
