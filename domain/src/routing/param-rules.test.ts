import { NUMERIC, followsRule, oneOf, paramsFollowRules } from './param-rules';

describe('a parameter rule', () => {
  it.each([
    ['123', true],
    ['0', true],
    ['007', true],
    ['12a', false],
    ['-1', false],
    ['1.5', false],
    ['', false],
  ])('numeric takes %j: %s', (value, follows) => {
    expect(followsRule(NUMERIC, value)).toBe(follows);
  });

  it.each([
    ['line', true],
    ['live', true],
    ['Line', false],
    ['lines', false],
  ])('one-of line, live takes %j: %s', (value, follows) => {
    expect(followsRule(oneOf('line', 'live'), value)).toBe(follows);
  });

  it('leaves an absent optional parameter unchecked', () => {
    expect(paramsFollowRules({ champId: NUMERIC }, {})).toBe(true);
  });

  it('fails when one parameter of several breaks its rule', () => {
    expect(paramsFollowRules({ a: NUMERIC, b: NUMERIC }, { a: '1', b: 'x' })).toBe(false);
  });

  it('passes parameters without rules', () => {
    expect(paramsFollowRules(undefined, { slug: 'anything' })).toBe(true);
  });
});
