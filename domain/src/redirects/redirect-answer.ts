import type { ReadonlyStatic, RedirectAnswerSchema } from '@betshell/api-contract';

/** The redirect service's answer (spec/shell.md section 3, "Redirect response"). */
export type RedirectAnswer = ReadonlyStatic<typeof RedirectAnswerSchema>;

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * spec/shell.md section 5: an answer is applied only if it holds redirect, code, url, reasons and
 * breadcrumbs; anything else is logged and ignored.
 */
export function isRedirectAnswer(value: unknown): value is RedirectAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return (
    typeof answer['redirect'] === 'boolean' &&
    typeof answer['code'] === 'number' &&
    typeof answer['url'] === 'string' &&
    isStringList(answer['reasons']) &&
    isStringList(answer['breadcrumbs'])
  );
}
