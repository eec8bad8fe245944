import { isRetryableServiceFailure } from '../http/http-failure';
import type { RetryPolicy } from '../retry/retry-with';

/**
 * spec/shell.md section 8: a redirect or block service failure is "retried (5 times at 1000 ms, or
 * 2 times at 100 ms) and logged". The spec does not say which service gets which; decided here:
 * blocking is a legal duty and must be known before anything shows, so it gets the patient policy;
 * a redirect is a convenience for old links, so it must not hold the first page up for long. Both
 * go through the platform's HTTP client, and retry only the failures isRetryableServiceFailure
 * names (no answer, 408, 429, 5xx).
 */
export const BLOCK_SERVICE_RETRY: RetryPolicy = {
  count: 5,
  delayMs: 1000,
  retryable: isRetryableServiceFailure,
};
export const REDIRECT_SERVICE_RETRY: RetryPolicy = {
  count: 2,
  delayMs: 100,
  retryable: isRetryableServiceFailure,
};
