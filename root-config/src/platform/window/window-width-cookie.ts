import { reaction } from 'mobx';
import {
  COOKIE,
  DEFAULT_COOKIE_LIFETIME_SECONDS,
  RESIZE_DEBOUNCE_MS,
  type CookieAgreementStore,
  type CookieJar,
} from '@betshell/domain';

/**
 * spec/shell.md section 9: "A window width cookie is stored if functional cookies are agreed".
 * Written at start, after each resize (debounced 100 ms) and when the player agrees to functional
 * cookies; the jar given honours the agreement, so without it nothing is written. Answers a
 * function that stops it.
 */
export function keepWindowWidthCookie(
  window: Window,
  cookies: CookieJar,
  agreement: CookieAgreementStore,
): () => void {
  const save = () =>
    cookies.set(COOKIE.windowWidth, String(window.innerWidth), {
      maxAgeSeconds: DEFAULT_COOKIE_LIFETIME_SECONDS,
    });
  let pending: number | undefined;
  const onResize = () => {
    window.clearTimeout(pending);
    pending = window.setTimeout(save, RESIZE_DEBOUNCE_MS);
  };
  save();
  window.addEventListener('resize', onResize);
  const stopFollowingAgreement = reaction(
    () => agreement.allows('functional'),
    (allowed) => {
      if (allowed) save();
    },
  );
  return () => {
    window.removeEventListener('resize', onResize);
    window.clearTimeout(pending);
    stopFollowingAgreement();
  };
}
