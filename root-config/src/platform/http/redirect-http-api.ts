import type { ReadonlyStatic, RedirectQuestionSchema } from '@betshell/api-contract';
import { EARLY_REDIRECT_PATH, earlyPostKey, type EarlyAnswers } from './early-answers';
import {
  REDIRECT_SERVICE_RETRY,
  isRedirectAnswer,
  retryWith,
  type RedirectAnswer,
  type RetryPolicy,
} from '@betshell/domain';
import type { HttpClient } from './http-client-on-demand';

export interface RedirectLookup {
  /** Where the redirect service moves a URL, or null: nothing moves, or the answer was unusable. */
  lookup(url: string): Promise<RedirectAnswer | null>;
}

/**
 * POST /redirects-api/api/v1/redirect-light (spec/shell.md section 7). An answer missing any of its
 * five fields is logged and ignored (section 5); a service that stays down is logged and ignored.
 * The first lookup takes the answer the page asked for early for the same address, when it is a
 * whole one; anything else is asked again here, with the retries.
 */
export function createRedirectHttpApi(
  http: HttpClient,
  log: (message: string, detail: unknown) => void,
  policy: RetryPolicy = REDIRECT_SERVICE_RETRY,
  early?: EarlyAnswers,
): RedirectLookup {
  return {
    async lookup(url) {
      const earlyAnswer =
        early === undefined ? null : await early.take(earlyPostKey(EARLY_REDIRECT_PATH, { url }));
      if (isRedirectAnswer(earlyAnswer)) return earlyAnswer.redirect ? earlyAnswer : null;
      let answer: unknown;
      try {
        answer = await retryWith(policy, async () => {
          const question = { url } satisfies ReadonlyStatic<typeof RedirectQuestionSchema>;
          const response = await http.post<unknown>(EARLY_REDIRECT_PATH, question);
          return response.data;
        });
      } catch (error) {
        log('redirect service failed', error);
        return null;
      }
      if (!isRedirectAnswer(answer)) {
        log(
          'redirect service answered without redirect, code, url, reasons and breadcrumbs',
          answer,
        );
        return null;
      }
      return answer.redirect ? answer : null;
    },
  };
}
