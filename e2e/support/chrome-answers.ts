import type { BrowserContext } from '@playwright/test';
import { DEFAULT_SITE_CONFIG, REMINDER_NEXT_ALLOWED_KEY, expiringEntry } from '@betshell/domain';
import { AGE_CONFIRMATION_KEY } from '@betshell/domain';

/**
 * What a returning visitor has already answered, so the chrome's popups do not stand between a
 * journey and the page it is about: the age confirmed, the cookie banner answered (essential
 * only), the registration reminder shown a while ago. A journey about one of them turns it off
 * with `test.use({ answered: { ...ANSWERED, age: false } })`.
 */
export interface ChromeAnswers {
  readonly age: boolean;
  readonly cookies: boolean;
  readonly reminder: boolean;
}

export const ANSWERED: ChromeAnswers = { age: true, cookies: true, reminder: true };

export async function answerChrome(
  context: BrowserContext,
  baseURL: string,
  answers: ChromeAnswers,
): Promise<void> {
  if (answers.cookies) {
    await context.addCookies([{ name: 'cookies_agree_type', value: '0', url: baseURL }]);
  }
  const entries: Array<[string, string]> = [];
  if (answers.age) {
    entries.push([AGE_CONFIRMATION_KEY, expiringEntry(String(DEFAULT_SITE_CONFIG.ageLimit))]);
  }
  if (answers.reminder) {
    // Next allowed in a year: no journey lasts that long.
    entries.push([REMINDER_NEXT_ALLOWED_KEY, expiringEntry(String(Date.now() + 31_536_000_000))]);
  }
  if (entries.length > 0) {
    await context.addInitScript((pairs) => {
      // Only the site's own pages: Chromium's page for a failed load (offline) has no storage,
      // and reading it there throws an error that is the browser's, not the site's.
      if (!window.location.protocol.startsWith('http')) return;
      for (const [key, value] of pairs) {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      }
    }, entries);
  }
}
