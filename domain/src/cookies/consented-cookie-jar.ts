import type { CookieAgreementStore } from './cookie-agreement-store';
import type { CookieJar } from './cookie-jar';

/**
 * The cookie jar everything but the agreement itself writes through: a cookie the player's
 * agreement does not allow is not saved (spec/shell.md sections 6 and 9). The value still holds
 * for the page in the store that wrote it. Reading and removing are always allowed.
 */
export function consentedCookieJar(
  cookies: CookieJar,
  agreement: Pick<CookieAgreementStore, 'allowsCookie'>,
): CookieJar {
  return {
    get: (name) => cookies.get(name),
    set(name, value, lifetime) {
      if (agreement.allowsCookie(name)) cookies.set(name, value, lifetime);
    },
    remove: (name) => cookies.remove(name),
    names: () => cookies.names(),
  };
}
