import type {
  AxiosError,
  AxiosInstance,
  AxiosResponse,
  AxiosStatic,
  InternalAxiosRequestConfig,
} from 'axios';
import {
  CAPTCHA_HEADER,
  CSRF_COOKIE,
  CSRF_HEADER,
  FINGERPRINT_HEADER,
  captchaHeaderValue,
  failureAction,
  failureOf,
  isStateChangingMethod,
  type CaptchaPresenter,
  type CookieJar,
  type HttpAnswer,
  type HttpFailureStatus,
  type Recovery,
} from '@betshell/domain';
import { httpClientOnDemand, importAxios, type HttpClient } from './http-client-on-demand';
import { PlatformHttpError } from './platform-http-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The recoveries of spec/shell.md section 8 this call went through; each happens once. */
    betshellRecovered?: readonly Recovery[];
  }
}

/** What the client needs of the rest of the runtime; create-platform.ts passes the real ones. */
export interface HttpClientOptions {
  /** The site's origin: credentials and recoveries are for calls to it only. */
  readonly baseURL: string;
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly tokens: { bearer(): string | undefined; refresh(): Promise<string> };
  readonly fingerprint: { tokenForCall(): string | null; refresh(): Promise<string | null> };
  readonly captcha: { presenter(): CaptchaPresenter | null };
  readonly isAuthorised: () => boolean;
  /** A call answered 451 with exception_code 1 for a signed-in player. */
  readonly onTermsToConfirm: () => void;
}

/** No answer to a call in 15 s counts as no answer at all (a network error). */
const TIMEOUT_MS = 15_000;

function answerOf(axios: AxiosStatic, error: unknown): HttpAnswer | null {
  if (axios.isCancel(error)) return { kind: 'cancelled' };
  if (!axios.isAxiosError(error)) return null;
  return error.response === undefined
    ? { kind: 'network' }
    : { kind: 'response', status: error.response.status, body: error.response.data };
}

/** The failure of an axios error as a PlatformHttpError; anything else unchanged. */
function failed(axios: AxiosStatic, error: unknown, as?: HttpFailureStatus): unknown {
  const answer = answerOf(axios, error);
  return answer === null ? error : new PlatformHttpError(failureOf(answer, as), { cause: error });
}

function isOwnOrigin(instance: AxiosInstance, config: InternalAxiosRequestConfig, origin: string) {
  return new URL(instance.getUri(config), origin).origin === origin;
}

/**
 * A client without recoveries: same origin, the CSRF header on calls that change state, failures
 * as PlatformHttpError. The token and fingerprint calls use it, so that their own failures never
 * ask for a token or a fingerprint.
 */
export function createBareHttpClient(baseURL: string, cookies: Pick<CookieJar, 'get'>): HttpClient {
  return httpClientOnDemand(importAxios, (axios) => bareInstance(axios, baseURL, cookies));
}

function bareInstance(
  axios: AxiosStatic,
  baseURL: string,
  cookies: Pick<CookieJar, 'get'>,
): AxiosInstance {
  const origin = new URL(baseURL).origin;
  const instance = axios.create({
    baseURL,
    timeout: TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  instance.interceptors.request.use((config) => {
    const csrf = cookies.get(CSRF_COOKIE);
    if (
      isStateChangingMethod(config.method) &&
      csrf !== undefined &&
      isOwnOrigin(instance, config, origin)
    ) {
      config.headers.set(CSRF_HEADER, csrf);
    }
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    throw failed(axios, error);
  });
  return instance;
}

/**
 * The one HTTP client of the browser (`platform.http`), with the error catalogue of spec/shell.md
 * section 8: each failure is classified by domain's failureAction and either recovered (fresh token,
 * captcha, fingerprint, each once) or turned into a PlatformHttpError.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return httpClientOnDemand(importAxios, (axios) => instanceWithRecoveries(axios, options));
}

function instanceWithRecoveries(axios: AxiosStatic, options: HttpClientOptions): AxiosInstance {
  const origin = new URL(options.baseURL).origin;
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });

  instance.interceptors.request.use((config) => {
    // The player's credentials never leave the site, whatever URL a parcel passes.
    if (!isOwnOrigin(instance, config, origin)) return config;
    const bearer = options.tokens.bearer();
    if (bearer !== undefined && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${bearer}`);
    }
    const fingerprint = options.fingerprint.tokenForCall();
    if (fingerprint !== null && !config.headers.has(FINGERPRINT_HEADER)) {
      config.headers.set(FINGERPRINT_HEADER, fingerprint);
    }
    const csrf = options.cookies.get(CSRF_COOKIE);
    if (isStateChangingMethod(config.method) && csrf !== undefined) {
      config.headers.set(CSRF_HEADER, csrf);
    }
    return config;
  });

  const retry = (
    config: InternalAxiosRequestConfig,
    recovery: Recovery,
    headers: Record<string, string>,
  ): Promise<AxiosResponse> =>
    instance.request({
      ...config,
      headers: axios.AxiosHeaders.from(config.headers).set(headers),
      betshellRecovered: [...(config.betshellRecovered ?? []), recovery],
    });

  const recover = async (error: AxiosError, answer: HttpAnswer): Promise<AxiosResponse> => {
    const config = error.config;
    if (config === undefined || !isOwnOrigin(instance, config, origin)) throw failed(axios, error);
    const action = failureAction(answer, {
      recovered: config.betshellRecovered ?? [],
      authorised: options.isAuthorised(),
    });
    switch (action.kind) {
      case 'refresh-token': {
        let token: string;
        try {
          token = await options.tokens.refresh();
        } catch (cause) {
          throw new PlatformHttpError(failureOf(answer), { cause });
        }
        return retry(config, 'token', { Authorization: `Bearer ${token}` });
      }
      case 'solve-captcha': {
        const presenter = options.captcha.presenter();
        if (presenter === null) throw failed(axios, error, 'captcha-unavailable');
        const solution = await presenter
          .solve({ code: action.code, message: failureOf(answer).message })
          .catch(() => null);
        if (solution === null) throw failed(axios, error, 'captcha-declined');
        return retry(config, 'captcha', { [CAPTCHA_HEADER]: captchaHeaderValue(solution) });
      }
      case 'refresh-fingerprint': {
        const token = await options.fingerprint.refresh();
        if (token === null) throw failed(axios, error);
        return retry(config, 'fingerprint', { [FINGERPRINT_HEADER]: token });
      }
      case 'confirm-terms':
        options.onTermsToConfirm();
        throw failed(axios, error, 'terms-to-confirm');
      case 'fail':
        throw failed(axios, error);
    }
  };

  instance.interceptors.response.use(undefined, (error: unknown) => {
    const answer = answerOf(axios, error);
    if (answer === null || !axios.isAxiosError(error)) throw error;
    return recover(error, answer);
  });
  return instance;
}
