import { makeAutoObservable } from 'mobx';
import type { ShellEventBus } from '../bus/shell-event';
import { isSiteCurrency } from '../auth/site-currencies';
import { bonusChoiceName } from '../auth/sign-in-vocabulary';
import { publishAnalyticsEvent } from '../analytics/publish-analytics-event';
import { socialRegistrationData } from '../analytics/social-registration-data';
import type { RegistrationBody, SignInApi } from './sign-in-api';
import { signInErrorKey } from './sign-in-error';

/** What a one-click player must keep: shown once, never stored by the page (decisions.md). */
export interface OneClickCredentials {
  readonly login: string;
  readonly password: string;
}

/**
 * The registration page (decisions.md, "Sign-in", registration types): the call in flight, the
 * refusal to show, and, for one_click, the generated credentials until the player goes on.
 */
export class RegistrationStore {
  submitting = false;
  errorKey: string | null = null;
  credentials: OneClickCredentials | null = null;
  /** The one-click player, signed in on the server, told to the page once they go on. */
  private pendingUserId: number | null = null;

  constructor(
    private readonly deps: {
      readonly api: Pick<SignInApi, 'register'>;
      readonly bus: ShellEventBus;
    },
  ) {
    makeAutoObservable<RegistrationStore, 'deps' | 'pendingUserId'>(this, {
      deps: false,
      pendingUserId: false,
    });
  }

  /**
   * Registers and starts the session: the bus tells the page (and the sign-in parcel loads the
   * user config). A one-click player first sees the login and password; other types are done.
   */
  async register(body: RegistrationBody): Promise<boolean> {
    this.started();
    const { bus } = this.deps;
    if (body.type === 'soc_reg' && isSiteCurrency(body.currency)) {
      // The social network has answered: the registration starts with what the form held, kept a
      // day as socialData (limits-coupon-signin.md section 3) whether or not the server takes it.
      // A currency the site does not have has no ISO number to keep; the server refuses it anyway.
      publishAnalyticsEvent(bus, 'social_registration_start', {
        label: body.network,
        socialData: socialRegistrationData({
          currency: body.currency,
          countryId: body.countryId,
          regType: body.type,
          promocode: body.promocode,
        }),
      });
    }
    try {
      const answer = await this.deps.api.register(body);
      // Announced on the server's answer, before the session: a one-click player signs the page
      // in only after saving the credentials (or never, leaving the page), and the registration
      // counts all the same. The analytics module takes the session that follows for no login.
      publishAnalyticsEvent(bus, 'registration_success', { label: body.type });
      publishAnalyticsEvent(bus, 'bonus_chosen', { label: bonusChoiceName(body.bonusChoice) });
      if (body.promocode !== undefined && body.promocode !== '')
        publishAnalyticsEvent(bus, 'promo_code_checked', { label: 'registration:ok' });
      if (answer.login !== undefined && answer.password !== undefined) {
        // The page learns of the session only once the player has the credentials: signed in,
        // the guards would leave the registration page (visitors only) and take them away.
        this.registered({ login: answer.login, password: answer.password }, answer.userId);
      } else {
        this.registered(null, null);
        this.deps.bus.next({ type: 'session', change: 'signed-in', userId: answer.userId });
      }
      return true;
    } catch (error) {
      const refused = (error ?? {}) as { errorCode?: unknown; details?: { refusal?: unknown } };
      if (refused.errorCode === 'PROMO_CODE_REFUSED') {
        const why = refused.details?.refusal;
        publishAnalyticsEvent(bus, 'promo_code_checked', {
          label: `registration:${typeof why === 'string' ? why : 'refused'}`,
        });
      }
      this.failed(signInErrorKey(error));
      return false;
    }
  }

  /** The player saved the credentials and goes on: they leave the page's memory. */
  forgetCredentials(): void {
    const userId = this.pendingUserId;
    this.credentials = null;
    this.pendingUserId = null;
    if (userId !== null) this.deps.bus.next({ type: 'session', change: 'signed-in', userId });
  }

  private started(): void {
    this.submitting = true;
    this.errorKey = null;
  }

  private registered(credentials: OneClickCredentials | null, userId: number | null): void {
    this.submitting = false;
    this.credentials = credentials;
    this.pendingUserId = userId;
  }

  private failed(errorKey: string): void {
    this.submitting = false;
    this.errorKey = errorKey;
  }
}

/** The text file a one-click player may save (CREDENTIALS_SAVE_OPTION.file). */
export function credentialsFileText(
  credentials: OneClickCredentials,
  labels: { readonly login: string; readonly password: string },
): string {
  return `${labels.login}: ${credentials.login}\n${labels.password}: ${credentials.password}\n`;
}
