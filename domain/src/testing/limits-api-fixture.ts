import type { LimitsApi } from '../limits/limits-api';

/**
 * A limits transport for tests: every call the test does not give fails loudly, so a test that
 * reaches the server where it should not sees it at once.
 */
export function limitsApiFixture(over: Partial<LimitsApi> = {}): LimitsApi {
  const unexpected = () => Promise.reject(new Error('not expected in this test'));
  return {
    limits: unexpected,
    availableLimits: unexpected,
    save: unexpected,
    testAnswers: unexpected,
    limitAction: unexpected,
    cancel: unexpected,
    selfExcludeReasons: unexpected,
    ping: unexpected,
    ...over,
  };
}
