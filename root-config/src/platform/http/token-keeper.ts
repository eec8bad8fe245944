import {
  COOKIE,
  TOKEN_PATH,
  TOKEN_REQUEST_SHARE_MS,
  shareWithin,
  tokenOfAnswer,
  userTokenCookieExpiry,
  type Clock,
  type CookieJar,
} from '@betshell/domain';
import { decodeBase64Url, validUserToken } from '../session/read-user-token';
import type { HttpClient } from './http-client-on-demand';

/** The access token of spec/shell.md section 7, as the HTTP client uses it. */
export interface TokenKeeper {
  /** The bearer for a call: the user_token cookie's token while it is valid. */
  bearer(): string | undefined;
  /**
   * A fresh token from GET /web-api/user/gettoken?force_refresh=true, one request shared for 60 s,
   * kept in the user_token cookie until its exp. A failure is logged "Fetch token error" and rejects.
   */
  refresh(): Promise<string>;
  /** After sign-in or sign-out: the next refresh asks again; `dropCookie` also removes the token. */
  forget(options?: { readonly dropCookie?: boolean }): void;
}

export function createTokenKeeper(options: {
  /** The client without the error catalogue: a 401 of the token call must not ask for a token. */
  readonly bare: HttpClient;
  readonly cookies: CookieJar;
  readonly clock: Pick<Clock, 'now'>;
  readonly log: (message: string, detail: unknown) => void;
  /** Told of every token obtained: the player has a session. */
  readonly onToken?: () => void;
}): TokenKeeper {
  const { bare, cookies, clock, log } = options;
  // Sign-outs so far: a token asked before the player left (the page asks one as it announces the
  // player) can answer after the logout, and must not sign the page back in on a dead session.
  let signOuts = 0;

  const fetchToken = async (): Promise<string> => {
    const asked = signOuts;
    try {
      const response = await bare.get<unknown>(TOKEN_PATH, {
        headers: { 'Cache-Control': 'no-cache' },
      });
      if (asked !== signOuts) throw new Error('the player signed out meanwhile');
      const token = tokenOfAnswer(response.data);
      const exp =
        token === undefined
          ? undefined
          : userTokenCookieExpiry(token, decodeBase64Url, Math.floor(clock.now() / 1000));
      if (token === undefined || exp === undefined) {
        throw new Error('the token answer holds no valid token', { cause: response.data });
      }
      cookies.set(COOKIE.userToken, token, { expiresAtMs: exp * 1000 });
      options.onToken?.();
      return token;
    } catch (error) {
      log('Fetch token error', error);
      throw new Error('Fetch token error', { cause: error });
    }
  };
  const shared = shareWithin(TOKEN_REQUEST_SHARE_MS, clock, fetchToken);

  return {
    bearer: () => validUserToken(cookies, clock.now()),
    refresh: () => shared.get(),
    forget({ dropCookie = false } = {}) {
      shared.forget();
      if (dropCookie) {
        signOuts += 1;
        cookies.remove(COOKIE.userToken);
      }
    },
  };
}
