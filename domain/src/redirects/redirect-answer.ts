/** The redirect service's answer (spec/shell.md section 3, "Redirect response"). */
export interface RedirectAnswer {
  /** Whether the URL asked about moves. */
  readonly redirect: boolean;
  /** The HTTP status of the move (301 permanent, 302 temporary), 0 when nothing moves. */
  readonly code: number;
  /** Where it moves to; the URL asked about when nothing moves. */
  readonly url: string;
  /** Why, in the operator's words, one per step. */
  readonly reasons: readonly string[];
  /** Every URL of the chain from the one asked about to the last. */
  readonly breadcrumbs: readonly string[];
}

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
