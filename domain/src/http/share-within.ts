import type { Clock } from '../time/clock';

/**
 * spec/shell.md sections 7 and 9: token requests are deduplicated for 60 s ("Token cache 60 s").
 * Every 401 within that time gets the token of the one request, instead of each asking again.
 */
export const TOKEN_REQUEST_SHARE_MS = 60_000;

export interface SharedRequest<T> {
  /** The answer of the request started within the window, or of a new one. */
  get(): Promise<T>;
  /** The next get() asks again (after sign-in or sign-out the old answer is someone else's). */
  forget(): void;
}

/**
 * One request shared by every caller for `windowMs` from its start. A request that fails is shared
 * only while it is in flight: the next caller asks again rather than inherit the failure.
 */
export function shareWithin<T>(
  windowMs: number,
  clock: Pick<Clock, 'now'>,
  request: () => Promise<T>,
): SharedRequest<T> {
  let shared: { readonly startedAt: number; readonly answer: Promise<T> } | null = null;
  return {
    get() {
      if (shared !== null && clock.now() - shared.startedAt < windowMs) return shared.answer;
      const answer = request();
      const entry = { startedAt: clock.now(), answer };
      shared = entry;
      answer.catch(() => {
        if (shared === entry) shared = null;
      });
      return answer;
    },
    forget() {
      shared = null;
    },
  };
}
