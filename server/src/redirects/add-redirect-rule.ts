import { followRedirectRules, wouldCreateRedirectCycle, type RedirectRule } from '@betshell/domain';
import type { Database } from '../db/database';
import { pathOf } from './redirect-paths';
import { createRedirectRuleRepository, type StoredRedirectRule } from './redirect-rule-repository';
import { chainStepsOf } from './resolve-redirect';

export type AddRedirectRuleResult =
  | {
      readonly status: 'saved';
      readonly rule: StoredRedirectRule;
      /** The rule for the same path that this one replaced, if any. */
      readonly replaced: StoredRedirectRule | null;
    }
  /** Refused (spec/shell.md section 5): the trail that would come back to where it started. */
  | { readonly status: 'cycle'; readonly breadcrumbs: readonly string[] };

/**
 * Adds a redirect rule, replacing the one for the same path, unless it would make a cycle
 * (wouldCreateRedirectCycle). Check and write happen in one transaction holding the table's write
 * lock, so two operators adding /a -> /b and /b -> /a at once cannot together make a cycle: the
 * second waits, then sees the first.
 */
export function addRedirectRule(
  db: Database,
  candidate: RedirectRule,
): Promise<AddRedirectRuleResult> {
  return db.transaction(async (tx) => {
    const repository = createRedirectRuleRepository(tx);
    await repository.lockForWrite();
    const reachable = chainStepsOf(await repository.chainFrom(pathOf(candidate.to)));
    const step: RedirectRule = { ...candidate, to: pathOf(candidate.to) };
    if (wouldCreateRedirectCycle(reachable, step)) {
      // The candidate comes last, so it stands in for the rule it would replace.
      const trail = followRedirectRules([...reachable, step], step.from);
      return { status: 'cycle', breadcrumbs: trail.kind === 'cycle' ? trail.breadcrumbs : [] };
    }
    const replaced = await repository.find(candidate.from);
    const rule = await repository.save(candidate);
    return { status: 'saved', rule, replaced };
  });
}
