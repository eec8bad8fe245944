import { makeAutoObservable } from 'mobx';
import { isHttpFailure } from '../http/http-failure';
import type { UserConfig } from '../auth/user-config';
import {
  publishAnalyticsEvent,
  type AnalyticsEventSink,
} from '../analytics/publish-analytics-event';
import { mailingAnalyticsLabel } from '../analytics/office-analytics-events';
import type { MailingApi } from './mailing-api';
import {
  mailingRefusal,
  type MailingFlagName,
  type MailingFlags,
  type MailingRefusal,
} from './mailing-flags';

/** The sentence of each refusal, as the settings page says it (dictionary keys). */
export const MAILING_REFUSAL_KEYS: Readonly<Record<MailingRefusal, string>> = {
  MAILING_NEEDS_EMAIL: 'mailing_needs_email',
  MAILING_NEEDS_CONFIRMED_PHONE: 'mailing_needs_confirmed_phone',
};

export const MAILING_UNKNOWN_ERROR_KEY = 'mailing_error_unknown';

/** The dictionary key of a sentence the player understands for a failed mailing change. */
export function mailingFailureKey(error: unknown): string {
  if (!isHttpFailure(error)) return MAILING_UNKNOWN_ERROR_KEY;
  const code = error.errorCode;
  if (code === 'MAILING_NEEDS_EMAIL' || code === 'MAILING_NEEDS_CONFIRMED_PHONE') {
    return MAILING_REFUSAL_KEYS[code];
  }
  return error.messageKey;
}

/**
 * The mailing section of the office settings page: the flags as the user config answered them,
 * each change saved at once (one at a time), with its failure in words. The page makes one store
 * per loaded config, so a next player never sees the previous one's flags. State changes after an
 * await go through the named action methods (MobX 7 has no runInAction).
 */
export class MailingStore {
  flags: MailingFlags;
  pending: MailingFlagName | null = null;
  failure: { readonly flag: MailingFlagName; readonly messageKey: string } | null = null;
  /** The flag whose change was saved last, for its confirmation. */
  saved: MailingFlagName | null = null;

  constructor(
    private readonly api: MailingApi,
    flags: MailingFlags,
    /** The bus: a saved flag is an analytics event (mailing_saved). */
    private readonly bus: AnalyticsEventSink,
  ) {
    this.flags = flags;
    makeAutoObservable<MailingStore, 'api' | 'bus'>(this, { api: false, bus: false, set: false });
  }

  /**
   * Why the player cannot turn the flag on (the dictionary key), or null when the flag may be
   * changed. A flag that is on can always be turned off.
   */
  blockedReason(
    flag: MailingFlagName,
    config: Pick<UserConfig, 'user_email' | 'protection_methods'>,
  ) {
    if (this.flags[flag]) return null;
    const refusal = mailingRefusal(flag, {
      hasEmail: Boolean(config.user_email),
      // A phone counts once bound with an SMS code (protection method enable_phone_binding).
      hasConfirmedPhone: config.protection_methods.enable_phone_binding,
    });
    return refusal === null ? null : MAILING_REFUSAL_KEYS[refusal];
  }

  async set(flag: MailingFlagName, on: boolean): Promise<boolean> {
    if (this.pending !== null) return false;
    this.started(flag);
    try {
      this.succeeded(flag, await this.api.saveMailing({ [flag]: on }));
    } catch (error) {
      this.failed(flag, mailingFailureKey(error));
      return false;
    }
    publishAnalyticsEvent(this.bus, 'mailing_saved', { label: mailingAnalyticsLabel(flag, on) });
    return true;
  }

  private started(flag: MailingFlagName): void {
    this.pending = flag;
    this.failure = null;
    this.saved = null;
  }

  private succeeded(flag: MailingFlagName, flags: MailingFlags): void {
    this.pending = null;
    this.saved = flag;
    this.flags = flags;
  }

  private failed(flag: MailingFlagName, messageKey: string): void {
    this.pending = null;
    this.failure = { flag, messageKey };
  }
}
