/** One rule of the redirect table: a path and where it moves to. */
export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly code: number;
  readonly reason: string;
}

export type RedirectChain =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      /** The code of the first step: a chain is as permanent as its first move. */
      readonly code: number;
      readonly reasons: readonly string[];
      readonly breadcrumbs: readonly string[];
    }
  /** The chain comes back to a URL it passed: spec/shell.md section 5 refuses it. */
  | { readonly kind: 'cycle'; readonly breadcrumbs: readonly string[] };

/** Follows the rules from `url` to the last step, so that a visitor is moved once, not hop by hop. */
export function followRedirectRules(rules: readonly RedirectRule[], url: string): RedirectChain {
  const byFrom = new Map(rules.map((rule) => [rule.from, rule]));
  const breadcrumbs = [url];
  const reasons: string[] = [];
  let first: RedirectRule | undefined;
  let at = url;
  for (let rule = byFrom.get(at); rule !== undefined; rule = byFrom.get(at)) {
    first ??= rule;
    if (breadcrumbs.includes(rule.to))
      return { kind: 'cycle', breadcrumbs: [...breadcrumbs, rule.to] };
    breadcrumbs.push(rule.to);
    reasons.push(rule.reason);
    at = rule.to;
  }
  return first === undefined
    ? { kind: 'none' }
    : { kind: 'redirect', to: at, code: first.code, reasons, breadcrumbs };
}

/** True when adding `candidate` would let some chain come back to where it started. */
export function wouldCreateRedirectCycle(
  rules: readonly RedirectRule[],
  candidate: RedirectRule,
): boolean {
  const others = rules.filter((rule) => rule.from !== candidate.from);
  return followRedirectRules([...others, candidate], candidate.from).kind === 'cycle';
}

/**
 * The browser's side of the same rule: the URLs one navigation has been sent through. A redirect
 * to a URL already on the trail is a cycle, refused and logged.
 */
export function isRedirectCycle(trail: readonly string[], next: string): boolean {
  return trail.includes(next);
}
