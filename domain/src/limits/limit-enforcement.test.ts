import { depositVerdict, stakeVerdict, type EnforcedLimit } from './limit-enforcement';
import { NO_LIMIT_VALUE, type LimitType } from './limit-types';

const limit = (
  limitType: LimitType,
  limitValue: number,
  rest: Partial<EnforcedLimit> = {},
): EnforcedLimit => ({
  limitType,
  limitValue,
  currency: 'RUB',
  endsAt: null,
  ...rest,
});
const attempt = (amountMinor: number, currency = 'RUB') => ({
  amountMinor,
  currency,
  nowSeconds: 1_000,
});
const none = () => 0;

describe('deposit verdict', () => {
  it('allows a deposit with no limits', () => {
    expect(depositVerdict([], attempt(100), none)).toEqual({ allowed: true });
  });

  it('allows up to the limit and refuses past it, counting what the window holds', () => {
    const limits = [limit(20, 10_000)];
    expect(depositVerdict(limits, attempt(10_000), none).allowed).toBe(true);
    expect(depositVerdict(limits, attempt(4_000), () => 6_000).allowed).toBe(true);
    expect(depositVerdict(limits, attempt(4_001), () => 6_000)).toEqual({
      allowed: false,
      messageKey: 'responsible_gaming_refused_deposit_limit',
      limitType: 20,
    });
  });

  it('checks every deposit window with its own sum', () => {
    const limits = [limit(20, 10_000), limit(22, 20_000)];
    const sums: Partial<Record<LimitType, number>> = { 20: 0, 22: 19_000 };
    expect(depositVerdict(limits, attempt(5_000), (t) => sums[t] ?? 0)).toMatchObject({
      allowed: false,
      limitType: 22,
    });
  });

  it('ignores the no-limit value', () => {
    expect(depositVerdict([limit(21, NO_LIMIT_VALUE)], attempt(10 ** 12), none).allowed).toBe(true);
  });

  it('refuses a deposit in another currency than a limit', () => {
    expect(depositVerdict([limit(20, 10_000)], attempt(1, 'USD'), none)).toMatchObject({
      allowed: false,
      messageKey: 'responsible_gaming_refused_currency',
    });
  });

  it('refuses every deposit during self-exclusion or a time-out, and none after', () => {
    expect(
      depositVerdict([limit(30, 7, { currency: null, endsAt: 2_000 })], attempt(1), none),
    ).toMatchObject({
      messageKey: 'responsible_gaming_refused_self_excluded',
    });
    expect(
      depositVerdict([limit(33, 7, { currency: null, endsAt: 2_000 })], attempt(1), none),
    ).toMatchObject({
      messageKey: 'responsible_gaming_refused_deposit_timeout',
    });
    expect(
      depositVerdict([limit(33, 7, { currency: null, endsAt: 1_000 })], attempt(1), none).allowed,
    ).toBe(true);
  });
});

describe('stake verdict', () => {
  const usage = (staked: number, loss: number) => ({
    stakedInWindow: () => staked,
    netLossInWindow: () => loss,
  });

  it('refuses a stake over the wagering limit', () => {
    expect(stakeVerdict([limit(1, 1_000)], attempt(600), usage(500, 0))).toMatchObject({
      allowed: false,
      messageKey: 'responsible_gaming_refused_wagering_limit',
      limitType: 1,
    });
    expect(stakeVerdict([limit(1, 1_000)], attempt(500), usage(500, 0)).allowed).toBe(true);
  });

  it('refuses a stake that could take the net loss over the loss limit', () => {
    expect(stakeVerdict([limit(10, 1_000)], attempt(300), usage(0, 800))).toMatchObject({
      allowed: false,
      messageKey: 'responsible_gaming_refused_loss_limit',
    });
    expect(stakeVerdict([limit(10, 1_000)], attempt(200), usage(0, 800)).allowed).toBe(true);
  });

  it('does not let winnings so far widen the loss limit', () => {
    expect(stakeVerdict([limit(10, 1_000)], attempt(1_001), usage(0, -5_000)).allowed).toBe(false);
  });

  it('refuses every stake during self-exclusion but not during a deposit time-out', () => {
    expect(stakeVerdict([limit(30, 1, { endsAt: 5_000 })], attempt(1), usage(0, 0))).toMatchObject({
      messageKey: 'responsible_gaming_refused_self_excluded',
    });
    expect(stakeVerdict([limit(33, 1, { endsAt: 5_000 })], attempt(1), usage(0, 0)).allowed).toBe(
      true,
    );
  });
});
