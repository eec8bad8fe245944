import type { Database, Queryable } from './database';

/**
 * PostgreSQL's SQLSTATEs that mean "this transaction lost a race, run it again": a deadlock
 * (40P01), where PostgreSQL rolls back one of the waiting transactions, and a serialization failure
 * (40001). Either leaves nothing behind, since the whole transaction was rolled back.
 */
export const RETRIED_TRANSACTION_CODES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** How many times a transaction runs at most (ours): a race lost three times in a row is a bug. */
export const TRANSACTION_ATTEMPTS = 3;

/** Whether an error is a race that running the whole transaction again can win. */
export function isRetriedTransactionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRIED_TRANSACTION_CODES.has(code);
}

export interface TransactionRetryOptions {
  /** The most runs of `work`, the first included. */
  readonly attempts?: number;
  /**
   * How long to wait before the run after `failedRuns` lost races: a few random milliseconds more
   * each time, so that the two sides of a deadlock do not meet again in step.
   */
  readonly delayMs?: (failedRuns: number) => number;
  /** Told of each lost race that is run again (the caller logs it). */
  readonly onRetry?: (error: unknown, failedRuns: number) => void;
}

const defaultDelayMs = (failedRuns: number) => failedRuns * (5 + Math.random() * 20);

/**
 * Runs `work` in one transaction, and again in a new one when PostgreSQL rolled it back for a
 * deadlock or a serialization failure, at most TRANSACTION_ATTEMPTS times in all; any other error,
 * and the last lost race, is thrown. `work` must do nothing outside the database that a second run
 * would repeat: what it wrote to the database was rolled back with the lost run.
 */
export async function transactionWithRetry<T>(
  database: Pick<Database, 'transaction'>,
  work: (tx: Queryable) => Promise<T>,
  options: TransactionRetryOptions = {},
): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? TRANSACTION_ATTEMPTS);
  const delayMs = options.delayMs ?? defaultDelayMs;
  for (let failedRuns = 0; ; failedRuns += 1) {
    try {
      return await database.transaction(work);
    } catch (error) {
      if (!isRetriedTransactionError(error) || failedRuns + 1 >= attempts) throw error;
      options.onRetry?.(error, failedRuns + 1);
      await new Promise((resolve) => setTimeout(resolve, delayMs(failedRuns + 1)));
    }
  }
}
