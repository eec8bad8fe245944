import { makeAutoObservable } from 'mobx';
import type { Clock } from '../time/clock';
import {
  COOKIE_AGREEMENT_LIFETIME_SECONDS,
  cookieAgreementOf,
  cookieAgreementValue,
  isCategoryAllowed,
  isCookieAllowed,
  type CookieAgreement,
  type CookieCategory,
} from './cookie-agreement';
import type { CookieJar } from './cookie-jar';
import { COOKIE } from './cookie-names';

/**
 * The transport of the "log cookie agreement" call (spec/shell.md section 7: a request with query
 * cookiesAgreeTime): POST /web-api/cookies-agreement?cookiesAgreeTime=<ms> with the agreement.
 */
export interface CookieAgreementApi {
  record(agreement: CookieAgreement, agreedAtMs: number): Promise<void>;
}

/**
 * The player's cookie agreement (cookiesAgreeType, spec/shell.md section 3). The cookie banner
 * shows while `answered` is false and calls agree(); every cookie the platform writes is checked
 * against it (consented-cookie-jar.ts).
 */
export class CookieAgreementStore {
  agreement: CookieAgreement | null;

  constructor(
    private readonly cookies: CookieJar,
    private readonly api: CookieAgreementApi,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly log: (message: string, detail: unknown) => void,
  ) {
    this.agreement = cookieAgreementOf(cookies.get(COOKIE.cookiesAgreeType));
    makeAutoObservable<CookieAgreementStore, 'cookies' | 'api' | 'clock' | 'log'>(this, {
      cookies: false,
      api: false,
      clock: false,
      log: false,
      agree: false,
    });
  }

  /** Whether the player has answered the banner. */
  get answered(): boolean {
    return this.agreement !== null;
  }

  allows(category: CookieCategory): boolean {
    return isCategoryAllowed(category, this.agreement);
  }

  allowsCookie(name: string): boolean {
    return isCookieAllowed(name, this.agreement);
  }

  /**
   * Records the player's choice: in the agreement cookie, in the server's log (a failure there is
   * logged only, the choice stands), and by removing the cookies it no longer allows, so that
   * withdrawing an agreement takes effect at once.
   */
  async agree(agreement: CookieAgreement): Promise<void> {
    this.agreed(agreement);
    const agreedAtMs = this.clock.now();
    this.cookies.set(COOKIE.cookiesAgreeType, cookieAgreementValue(agreement), {
      maxAgeSeconds: COOKIE_AGREEMENT_LIFETIME_SECONDS,
    });
    for (const name of this.cookies.names()) {
      if (!isCookieAllowed(name, agreement)) this.cookies.remove(name);
    }
    try {
      await this.api.record(agreement, agreedAtMs);
    } catch (error) {
      this.log('cookie agreement not recorded', error);
    }
  }

  private agreed(agreement: CookieAgreement): void {
    this.agreement = agreement;
  }
}
