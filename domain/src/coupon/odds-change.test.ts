import { judgeCouponOddsChange, judgeOddsChange } from './odds-change';

describe('odds moving between selection and placement', () => {
  it.each([
    [0, 1.85, 1.85, 'unchanged'],
    [0, 1.85, 1.9, 'ask'],
    [0, 1.85, 1.8, 'ask'],
    [1, 1.85, 1.9, 'accepted'],
    [1, 1.85, 1.8, 'accepted'],
    [2, 1.85, 1.9, 'accepted'],
    [2, 1.85, 1.8, 'ask'],
    [2, 1.85, 1.85, 'unchanged'],
  ] as const)('under action %p, odds %p becoming %p are %s', (action, shown, now, verdict) => {
    expect(judgeOddsChange(action, shown, now)).toBe(verdict);
  });

  it('places a coupon at the current odds where a rise was accepted', () => {
    const result = judgeCouponOddsChange(
      2,
      [
        { marketId: 1, coef: 1.5 },
        { marketId: 2, coef: 2 },
      ],
      new Map([
        [1, 1.6],
        [2, 2],
      ]),
    );
    expect(result.verdict).toBe('ok');
    expect([...result.coefs]).toEqual([
      [1, 1.6],
      [2, 2],
    ]);
    expect(result.changed).toEqual([{ marketId: 1, from: 1.5, to: 1.6 }]);
  });

  it('sends the coupon back when one selection fell under the default action', () => {
    const result = judgeCouponOddsChange(
      2,
      [
        { marketId: 1, coef: 1.5 },
        { marketId: 2, coef: 2 },
      ],
      new Map([
        [1, 1.6],
        [2, 1.95],
      ]),
    );
    expect(result.verdict).toBe('ask');
    expect(result.changed).toHaveLength(2);
  });

  it('accepts a fall when the player accepts any change', () => {
    const result = judgeCouponOddsChange(1, [{ marketId: 1, coef: 1.5 }], new Map([[1, 1.2]]));
    expect(result.verdict).toBe('ok');
    expect(result.coefs.get(1)).toBe(1.2);
  });
});
