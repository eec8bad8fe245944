import {
  APPROVAL_WINDOW_SECONDS,
  COOLING_OFF_HOURS_BY_JURISDICTION,
  LIMIT_ACTION,
  approvalDeadline,
  changeDirection,
  changeWhilePending,
  coolingOffSeconds,
  needsCoolingOff,
  pendingPhase,
  pendingWindow,
  rejectCall,
  valuesLoweringNow,
} from './limit-change';
import { NO_LIMIT_VALUE, SESSION_LIMIT_NOT_SET } from './limit-types';

describe('limit changes', () => {
  it('gives a pending change 86400 s from its start to be approved', () => {
    expect(APPROVAL_WINDOW_SECONDS).toBe(86400);
    expect(approvalDeadline(1_000)).toBe(87_400);
  });

  it('cools off 24 hours by default and in every named jurisdiction', () => {
    expect(coolingOffSeconds('default')).toBe(86_400);
    for (const name of Object.keys(COOLING_OFF_HOURS_BY_JURISDICTION)) {
      expect(coolingOffSeconds(name)).toBeGreaterThanOrEqual(86_400);
    }
    expect(coolingOffSeconds('unknown-place')).toBe(86_400);
  });

  it('lets a jurisdiction lengthen the cooling-off but never shorten it below 24 hours', () => {
    expect(coolingOffSeconds('strict', { default: 24, strict: 72 })).toBe(72 * 3600);
    expect(coolingOffSeconds('lax', { default: 24, lax: 1 })).toBe(24 * 3600);
  });

  it('treats no limit and the no-limit value as unlimited', () => {
    expect(changeDirection(null, 5_000)).toBe('lower');
    expect(changeDirection(NO_LIMIT_VALUE, 5_000)).toBe('lower');
    expect(changeDirection(5_000, NO_LIMIT_VALUE)).toBe('raise');
    expect(changeDirection(5_000, 6_000)).toBe('raise');
    expect(changeDirection(5_000, 4_000)).toBe('lower');
    expect(changeDirection(5_000, 5_000)).toBeNull();
    expect(changeDirection(null, NO_LIMIT_VALUE)).toBeNull();
    expect(changeDirection(2, -1)).toBe('raise');
    expect(changeDirection(-1, 2)).toBe('lower');
  });

  it('makes raises of money and session limits wait, and nothing else', () => {
    expect(needsCoolingOff(20, 'raise')).toBe(true);
    expect(needsCoolingOff(1, 'raise')).toBe(true);
    expect(needsCoolingOff(12, 'raise')).toBe(true);
    expect(needsCoolingOff(31, 'raise')).toBe(true);
    expect(needsCoolingOff(20, 'lower')).toBe(false);
    expect(needsCoolingOff(20, null)).toBe(false);
    expect(needsCoolingOff(32, 'raise')).toBe(false);
  });

  it('walks a pending change from cooling-off to awaiting approval to lapsed', () => {
    const window = pendingWindow(1_000, 86_400);
    expect(window).toEqual({ startedAt: 87_400, endsAt: 173_800 });
    expect(pendingPhase(window, 1_000)).toBe('cooling-off');
    expect(pendingPhase(window, 87_399)).toBe('cooling-off');
    expect(pendingPhase(window, 87_400)).toBe('awaiting-approval');
    expect(pendingPhase(window, 173_799)).toBe('awaiting-approval');
    expect(pendingPhase(window, 173_800)).toBe('lapsed');
  });

  it('approves with action 1 and rejects with 0, by the action call only when the config says 1', () => {
    expect(LIMIT_ACTION).toEqual({ reject: 0, approve: 1 });
    expect(rejectCall(1)).toBe('action');
    expect(rejectCall(0)).toBe('delete');
    expect(rejectCall(null)).toBe('delete');
    expect(rejectCall(undefined)).toBe('delete');
  });

  describe('while a raise is pending', () => {
    it('lowers the limit now with any value below the limit in force', () => {
      expect(changeWhilePending(10_000, 5_000)).toBe('lower-now');
      expect(changeWhilePending(4, 1)).toBe('lower-now');
      expect(changeWhilePending(null, 5_000)).toBe('lower-now');
    });

    it('refuses the same value, a smaller raise and a removal: only the cooling-off loosens a limit', () => {
      expect(changeWhilePending(10_000, 10_000)).toBe('refused');
      expect(changeWhilePending(10_000, 15_000)).toBe('refused');
      expect(changeWhilePending(10_000, NO_LIMIT_VALUE)).toBe('refused');
      expect(changeWhilePending(4, SESSION_LIMIT_NOT_SET)).toBe('refused');
    });

    it('offers only the values below the limit in force', () => {
      expect(valuesLoweringNow(5, [1, 2, 5, 8, 24])).toEqual([1, 2]);
      expect(valuesLoweringNow(5, [SESSION_LIMIT_NOT_SET, 1, 6])).toEqual([1]);
      expect(valuesLoweringNow(1, [1, 2])).toEqual([]);
    });
  });
});
