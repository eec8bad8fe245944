import { defer, firstValueFrom, retry } from 'rxjs';

/** How often and how far apart a failed call is tried again (spec/shell.md sections 8 and 9). */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly count: number;
  readonly delayMs: number;
}

/** Calls `attempt`, and again up to `policy.count` times `policy.delayMs` apart while it fails. */
export function retryWith<T>(policy: RetryPolicy, attempt: () => Promise<T>): Promise<T> {
  return firstValueFrom(defer(attempt).pipe(retry({ count: policy.count, delay: policy.delayMs })));
}
