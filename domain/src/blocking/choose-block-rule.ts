import { BLOCKING_PAGE_BY_REASON, GEO_TEMPLATE_TYPE, type BlockAnswer } from './blocking-reason';

/**
 * A rule of the block service's table (decisions.md: the server decides blocking reasons from
 * configuration): for everyone, for a country, or for a user agent.
 */
export interface BlockRule {
  readonly id: number;
  /** A blocking reason of BLOCKING_PAGE_BY_REASON; the block service answers it as displayTypeId. */
  readonly reason: number;
  readonly templateTypeId: number;
  /** Two upper-case letters, or null. */
  readonly country: string | null;
  /** A regular expression tried on the User-Agent header, or null. */
  readonly userAgentPattern: string | null;
}

/** Template type of every block that is not geographic (the block service's "2 otherwise"). */
export const OTHER_TEMPLATE_TYPE = 2;

/** The block service's answer when no rule applies. */
export const NO_BLOCK: BlockAnswer = { displayTypeId: 0, templateTypeId: 0 };

/**
 * The longest User-Agent tried against the operators' patterns: enough for every real browser,
 * and a bound on the work a slow pattern can do per request.
 */
export const USER_AGENT_MATCH_LENGTH = 512;

export interface Visitor {
  /** The geo country header, upper case, or null when unknown. */
  readonly country: string | null;
  readonly userAgent: string;
}

type RuleKind = 'everyone' | 'country' | 'userAgent';

/**
 * The order in which rules are tried, first match wins:
 * 1. site-wide rules (coming soon, site updates): the site is not open to anybody, which says more
 *    than any other reason;
 * 2. country rules: a legal block must show as such even to a visitor whose browser is also blocked;
 * 3. user-agent rules (block-ie);
 * and within each kind the oldest rule (lowest id) first, so the answer never depends on row order.
 */
const KIND_ORDER: Readonly<Record<RuleKind, number>> = { everyone: 0, country: 1, userAgent: 2 };

function kindOf(rule: BlockRule): RuleKind {
  if (rule.country !== null) return 'country';
  return rule.userAgentPattern === null ? 'everyone' : 'userAgent';
}

/** The rules in the order they are tried (see KIND_ORDER). */
export function orderBlockRules<Rule extends BlockRule>(rules: readonly Rule[]): Rule[] {
  return [...rules].sort((a, b) => KIND_ORDER[kindOf(a)] - KIND_ORDER[kindOf(b)] || a.id - b.id);
}

const compiledPatterns = new Map<string, RegExp | null>();

/** The pattern compiled once per process; null for one that does not compile (edited by hand). */
export function userAgentRegExp(pattern: string): RegExp | null {
  if (!compiledPatterns.has(pattern)) {
    let compiled: RegExp | null;
    try {
      compiled = new RegExp(pattern);
    } catch {
      compiled = null;
    }
    compiledPatterns.set(pattern, compiled);
  }
  return compiledPatterns.get(pattern) ?? null;
}

function applies(rule: BlockRule, visitor: Visitor): boolean {
  switch (kindOf(rule)) {
    case 'everyone':
      return true;
    case 'country':
      return rule.country === visitor.country;
    case 'userAgent':
      return (
        userAgentRegExp(rule.userAgentPattern ?? '')?.test(
          visitor.userAgent.slice(0, USER_AGENT_MATCH_LENGTH),
        ) ?? false
      );
  }
}

/**
 * The first rule that applies to the visitor, in the order of KIND_ORDER. A rule whose reason has
 * no blocking page (only possible by editing the table by hand) blocks nothing, so it is skipped
 * rather than hiding the rules after it.
 */
export function chooseBlockRule<Rule extends BlockRule>(
  rules: readonly Rule[],
  visitor: Visitor,
): Rule | null {
  return (
    orderBlockRules(rules).find(
      (rule) => BLOCKING_PAGE_BY_REASON[rule.reason] !== undefined && applies(rule, visitor),
    ) ?? null
  );
}

/** The block service's answer for the chosen rule. */
export function blockAnswerOf(rule: BlockRule | null): BlockAnswer {
  return rule === null
    ? NO_BLOCK
    : { displayTypeId: rule.reason, templateTypeId: rule.templateTypeId };
}

/** A new rule's template type when the operator gives none: 1 for a country rule, else 2. */
export function defaultTemplateType(country: string | null): number {
  return country === null ? OTHER_TEMPLATE_TYPE : GEO_TEMPLATE_TYPE;
}
