import { defer, firstValueFrom, retry, throwError, timer } from 'rxjs';

/** How often and how far apart a failed call is tried again (spec/shell.md sections 8 and 9). */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly count: number;
  readonly delayMs: number;
  /** Which failures are worth another attempt; every failure when absent. */
  readonly retryable?: (error: unknown) => boolean;
}

/** Calls `attempt`, and again up to `policy.count` times `policy.delayMs` apart while it fails. */
export function retryWith<T>(policy: RetryPolicy, attempt: () => Promise<T>): Promise<T> {
  const retryable = policy.retryable ?? (() => true);
  return firstValueFrom(
    defer(attempt).pipe(
      retry({
        count: policy.count,
        delay: (error: unknown) =>
          retryable(error) ? timer(policy.delayMs) : throwError(() => error),
      }),
    ),
  );
}
