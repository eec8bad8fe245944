import type { ParamRule } from './route-definition';

/** A numeric id: decimal digits only (spec/shell.md section 5: print-coupon and game ids). */
export const NUMERIC: ParamRule = { kind: 'numeric' };

export function oneOf(...values: readonly string[]): ParamRule {
  return { kind: 'one-of', values };
}

const DIGITS = /^\d+$/;

export function followsRule(rule: ParamRule, value: string): boolean {
  switch (rule.kind) {
    case 'numeric':
      return DIGITS.test(value);
    case 'one-of':
      return rule.values.includes(value);
  }
}

/**
 * Whether every parameter the path gave follows its rule. An absent optional parameter has no
 * value to check.
 */
export function paramsFollowRules(
  rules: Readonly<Record<string, ParamRule>> | undefined,
  params: Readonly<Record<string, string>>,
): boolean {
  if (!rules) return true;
  return Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    return value === undefined || followsRule(rule, value);
  });
}
