import { followRedirectRules, type RedirectAnswer, type RedirectRule } from '@betshell/domain';
import { pathOf, type RequestUrl } from './redirect-paths';

export interface RedirectResolution {
  readonly answer: RedirectAnswer;
  /** The trail of a cycle in the rules, for the caller to log; null when there is none. */
  readonly cycle: readonly string[] | null;
}

/**
 * The rules as a chain sees them: a target may carry a query (`/ru/new?tab=1`), and the browser
 * that lands there asks about its path, so each step leads on from the path of its target.
 */
export function chainStepsOf(rules: readonly RedirectRule[]): RedirectRule[] {
  return rules.map((rule) => ({ ...rule, to: pathOf(rule.to) }));
}

/** The query asked with goes along, unless the target brings its own. */
function withQuery(target: string, query: string): string {
  return query === '' || target.includes('?') ? target : `${target}?${query}`;
}

/**
 * The redirect service's answer for `url` (as asked; `asked` is its path and query), following the
 * rules with the domain's followRedirectRules: nothing moves -> redirect false with the URL as
 * given; a chain -> its last target with the first step's code, every reason and every URL passed;
 * a cycle (only possible by editing the table by hand) -> redirect false, and the trail to log.
 */
export function resolveRedirect(
  rules: readonly RedirectRule[],
  url: string,
  asked: RequestUrl,
): RedirectResolution {
  const chain = followRedirectRules(chainStepsOf(rules), asked.path);
  const stay: RedirectAnswer = { redirect: false, code: 0, url, reasons: [], breadcrumbs: [url] };
  if (chain.kind === 'none') return { answer: stay, cycle: null };
  if (chain.kind === 'cycle') return { answer: stay, cycle: chain.breadcrumbs };

  const targets = new Map(rules.map((rule) => [rule.from, rule.to]));
  // Each step after the first is the full target of the step before, query included.
  const breadcrumbs = chain.breadcrumbs.map((crumb, index) =>
    index === 0 ? crumb : (targets.get(chain.breadcrumbs[index - 1] ?? '') ?? crumb),
  );
  const target = breadcrumbs[breadcrumbs.length - 1] ?? chain.to;
  return {
    answer: {
      redirect: true,
      code: chain.code,
      url: withQuery(target, asked.query),
      reasons: chain.reasons,
      breadcrumbs,
    },
    cycle: null,
  };
}
