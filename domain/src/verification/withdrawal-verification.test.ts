import { withdrawalWaitsForVerification } from './withdrawal-verification';

describe('a withdrawal and the verification', () => {
  const thresholds = { RUB: 5_000_000, JPY: 80_000 };

  it('waits above the threshold of its currency until the verification is approved', () => {
    const at = (amountMinor: number, state: 'not-started' | 'submitted' | 'approved') =>
      withdrawalWaitsForVerification({ amountMinor, currency: 'RUB', state, thresholds });
    expect(at(5_000_000, 'not-started')).toBe(false);
    expect(at(5_000_001, 'not-started')).toBe(true);
    expect(at(5_000_001, 'submitted')).toBe(true);
    expect(at(50_000_000, 'approved')).toBe(false);
  });

  it('waits for every amount in a currency without a threshold', () => {
    expect(
      withdrawalWaitsForVerification({
        amountMinor: 1,
        currency: 'USD',
        state: 'rejected',
        thresholds,
      }),
    ).toBe(true);
  });
});
