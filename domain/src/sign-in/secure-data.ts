import { reaction } from 'mobx';
import { COOKIE } from '../cookies/cookie-names';
import type { CookieJar } from '../cookies/cookie-jar';

/**
 * limits-coupon-signin.md section 7, "Secure data": "a call returns ggru and grant; cookies are set
 * from it" (entities: "Secure data: ggru and a grant value"). The path and the meaning are ours
 * (docs/sign-in.md): `ggru` the player's pseudonym, `grant` a short-lived signed grant of the
 * signed-in player, `expiresIn` its seconds.
 */
export const SECURE_DATA_PATH = '/web-api/user/secure-data';

export interface SecureData {
  readonly ggru: string;
  readonly grant: string;
  readonly expiresIn: number;
}

/** The pseudonym's cookie lives as long as a cookie agreement: it is the same every time. */
export const SECURE_DATA_GGRU_SECONDS = 180 * 86_400;

/** The grant is asked again this long before it ends, so its cookie never lapses mid-visit. */
const RENEW_BEFORE_SECONDS = 60;

export interface SecureDataFollowing {
  /** Whether the player is signed in (an observable: the session store's `authorised`). */
  readonly authorised: () => boolean;
  readonly load: () => Promise<SecureData>;
  /** The page's cookies under the cookie agreement (the pseudonym waits for marketing's). */
  readonly cookies: Pick<CookieJar, 'set' | 'remove'>;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * While the player is signed in, asks the secure data and sets its cookies, again before the
 * grant ends; at logout removes them. Answers the stop.
 */
export function followSecureData(following: SecureDataFollowing): () => void {
  let timer: unknown = null;
  let round = 0;
  const stopTimer = () => {
    if (timer !== null) following.clearTimer(timer);
    timer = null;
  };
  const ask = async (mine: number) => {
    try {
      const data = await following.load();
      // A logout or a newer round since the question: its answer is not this player's now.
      if (mine !== round) return;
      following.cookies.set(COOKIE.secureDataGgru, data.ggru, {
        maxAgeSeconds: SECURE_DATA_GGRU_SECONDS,
      });
      following.cookies.set(COOKIE.secureDataGrant, data.grant, { maxAgeSeconds: data.expiresIn });
      const renewIn = Math.max(data.expiresIn - RENEW_BEFORE_SECONDS, RENEW_BEFORE_SECONDS);
      timer = following.setTimer(() => void ask(mine), renewIn * 1000);
    } catch (error) {
      following.log('secure data', error);
    }
  };
  const dispose = reaction(
    following.authorised,
    (authorised) => {
      round += 1;
      stopTimer();
      if (authorised) void ask(round);
      else {
        following.cookies.remove(COOKIE.secureDataGgru);
        following.cookies.remove(COOKIE.secureDataGrant);
      }
    },
    { fireImmediately: true },
  );
  return () => {
    round += 1;
    stopTimer();
    dispose();
  };
}
