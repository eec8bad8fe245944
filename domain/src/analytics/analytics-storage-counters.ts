import type { KeyValueStorage } from '../storage/key-value-storage';
import { ANALYTICS_STORAGE_EXPIRY_MS } from '../storage/expiring-entry';

/** limits-coupon-signin.md section 3: the analytics keys of local storage, as the spec names them. */
export const ANALYTICS_STORAGE_KEYS = {
  authTryCounter: 'authTryCounter',
  lastAuthPopUpCallTime: 'lastAuthPopUpCallTime',
  regTryCounter: 'regTryCounter',
  lastRegCallTime: 'lastRegCallTime',
  hasDone: 'hasDone',
  socialData: 'socialData',
} as const;

/** limits-coupon-signin.md section 3: what socialData holds. */
export interface SocialRegistrationData {
  readonly currencyId: number;
  readonly countryId: number;
  readonly regType: string;
  readonly promocode?: string;
  readonly countryCode: string;
}

const DAY = { expiresInMs: ANALYTICS_STORAGE_EXPIRY_MS };

/**
 * The analytics counters kept in local storage, each for one day (limits-coupon-signin.md section
 * 9). The spec names them without saying when the day starts; ours: every write keeps the entry a
 * day from then, so a counter counts the tries of a day since the last one and is gone after a day
 * without any. `hasDone` marks a registration completed; after it, registration tries stop counting.
 */
export class AnalyticsStorageCounters {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => number,
  ) {}

  /** The login popup was opened: one more try, and when. Answers the tries so far. */
  countAuthTry(): number {
    const tries = this.count(ANALYTICS_STORAGE_KEYS.authTryCounter) + 1;
    this.storage.set(ANALYTICS_STORAGE_KEYS.authTryCounter, String(tries), DAY);
    this.storage.set(ANALYTICS_STORAGE_KEYS.lastAuthPopUpCallTime, String(this.now()), DAY);
    return tries;
  }

  /** Registration was opened: one more try, and when (none after a completed registration). */
  countRegTry(): number {
    if (this.registrationDone) return this.count(ANALYTICS_STORAGE_KEYS.regTryCounter);
    const tries = this.count(ANALYTICS_STORAGE_KEYS.regTryCounter) + 1;
    this.storage.set(ANALYTICS_STORAGE_KEYS.regTryCounter, String(tries), DAY);
    this.storage.set(ANALYTICS_STORAGE_KEYS.lastRegCallTime, String(this.now()), DAY);
    return tries;
  }

  markRegistrationDone(): void {
    this.storage.set(ANALYTICS_STORAGE_KEYS.hasDone, '1', DAY);
  }

  get registrationDone(): boolean {
    return this.storage.get(ANALYTICS_STORAGE_KEYS.hasDone) === '1';
  }

  rememberSocialData(data: SocialRegistrationData): void {
    this.storage.set(ANALYTICS_STORAGE_KEYS.socialData, JSON.stringify(data), DAY);
  }

  get socialData(): SocialRegistrationData | undefined {
    const text = this.storage.get(ANALYTICS_STORAGE_KEYS.socialData);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as SocialRegistrationData;
    } catch {
      return undefined;
    }
  }

  private count(key: string): number {
    const value = Number(this.storage.get(key));
    return Number.isInteger(value) && value > 0 ? value : 0;
  }
}
