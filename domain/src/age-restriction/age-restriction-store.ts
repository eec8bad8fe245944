import { makeAutoObservable } from 'mobx';
import type { SiteConfigStore } from '../site-config/site-config-store';
import type { KeyValueStorage } from '../storage/key-value-storage';

/** spec/shell.md section 9: "Age restriction confirmation stored 3 days (259200000 ms) or in session". */
export const AGE_CONFIRMATION_MS = 259_200_000;

/** The storage key of the confirmation (ours); its value is the age limit the visitor confirmed. */
export const AGE_CONFIRMATION_KEY = 'age_confirmed';

export interface AgeRestrictionStorage {
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
}

/**
 * spec/shell.md section 8: "Age restriction: popup with title and age text, dismissed once". The
 * popup asks while the site config has an age limit and the visitor has not confirmed it. The
 * visitor chooses how long the answer is kept: 3 days on this device, or this browser session only
 * (a shared computer). A confirmation counts for the limit it was given for: an operator who raises
 * the age limit asks everyone again.
 */
export class AgeRestrictionStore {
  /** The age limit the visitor confirmed, or null. */
  confirmedLimit: number | null;

  constructor(
    private readonly siteConfig: SiteConfigStore,
    private readonly storage: AgeRestrictionStorage,
  ) {
    this.confirmedLimit = readLimit(
      storage.session.get(AGE_CONFIRMATION_KEY) ?? storage.local.get(AGE_CONFIRMATION_KEY),
    );
    makeAutoObservable<AgeRestrictionStore, 'siteConfig' | 'storage'>(this, {
      siteConfig: false,
      storage: false,
    });
  }

  /** The site's age limit; 0 (or no configuration yet) means no popup. */
  get ageLimit(): number {
    return this.siteConfig.config?.ageLimit ?? 0;
  }

  /** Whether the popup asks now. */
  get asking(): boolean {
    return (
      this.ageLimit > 0 && (this.confirmedLimit === null || this.confirmedLimit < this.ageLimit)
    );
  }

  /** The visitor confirms the age: for 3 days on this device when `remember`, else for the session. */
  confirm(remember: boolean): void {
    const limit = this.ageLimit;
    const value = String(limit);
    if (remember) {
      this.storage.local.set(AGE_CONFIRMATION_KEY, value, { expiresInMs: AGE_CONFIRMATION_MS });
    } else {
      this.storage.local.remove(AGE_CONFIRMATION_KEY);
      this.storage.session.set(AGE_CONFIRMATION_KEY, value);
    }
    this.confirmedLimit = limit;
  }
}

function readLimit(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return null;
  return Number(value);
}
