import { isExclusionActive, isLimitFieldDisabled, showsSelfExclusionWarning } from './limit-fields';

const field = (
  limitType: 20 | 30 | 31 | 33,
  rest: Partial<{ activeEndsAt: number | null; hasPending: boolean; lockedByFlag: boolean }> = {},
) => ({
  limitType,
  activeEndsAt: null,
  hasPending: false,
  lockedByFlag: false,
  ...rest,
});

describe('disabled limit fields', () => {
  it('disables a money limit while a change is pending or a flag locks it', () => {
    expect(isLimitFieldDisabled(field(20), 100)).toBe(false);
    expect(isLimitFieldDisabled(field(20, { hasPending: true }), 100)).toBe(true);
    expect(isLimitFieldDisabled(field(20, { lockedByFlag: true }), 100)).toBe(true);
  });

  it('disables self-exclusion and time-out while active, and frees them once ended', () => {
    expect(isLimitFieldDisabled(field(30, { activeEndsAt: 200 }), 100)).toBe(true);
    expect(isLimitFieldDisabled(field(33, { activeEndsAt: 200 }), 100)).toBe(true);
    expect(isLimitFieldDisabled(field(30, { activeEndsAt: 200 }), 200)).toBe(false);
    expect(isLimitFieldDisabled(field(33), 100)).toBe(false);
  });

  it('disables the session limit only by a flag', () => {
    expect(isLimitFieldDisabled(field(31, { hasPending: true }), 100)).toBe(false);
    expect(isLimitFieldDisabled(field(31, { lockedByFlag: true }), 100)).toBe(true);
  });

  it('warns about self-exclusion once chosen and until it has started', () => {
    expect(showsSelfExclusionWarning(null, null, 100)).toBe(false);
    expect(showsSelfExclusionWarning(7, null, 100)).toBe(true);
    expect(showsSelfExclusionWarning(7, 200, 100)).toBe(false);
    expect(showsSelfExclusionWarning(7, 50, 100)).toBe(true);
  });

  it('counts an exclusion active from start to end only when ACTIVE', () => {
    expect(isExclusionActive(undefined, 100)).toBe(false);
    expect(isExclusionActive({ limitState: 'ACTIVE', endsAt: 101 }, 100)).toBe(true);
    expect(isExclusionActive({ limitState: 'ACTIVE', endsAt: 100 }, 100)).toBe(false);
    expect(isExclusionActive({ limitState: 'PENDING', endsAt: 101 }, 100)).toBe(false);
  });
});
