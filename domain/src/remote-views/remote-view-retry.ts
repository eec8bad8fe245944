/**
 * spec/shell.md sections 4 and 9: a remote view that fails to load is tried again after a delay
 * that doubles each time: 3 retries from 1000 ms by default; the micro-front variant 5 retries from
 * 1000 ms. The spec gives the micro-front variant only its count and start; it doubles like the
 * default (one mechanism, two settings). Decided here: the micro-front variant serves parcels named
 * in the import map (the micro-frontends), the default serves JSON render-mode views.
 */
export interface RemoteViewRetryPolicy {
  /** Retries after the first attempt. */
  readonly retries: number;
  /** The delay before the first retry; each later one doubles it. */
  readonly startDelayMs: number;
}

export const REMOTE_VIEW_RETRY: RemoteViewRetryPolicy = { retries: 3, startDelayMs: 1000 };
export const MICRO_FRONT_RETRY: RemoteViewRetryPolicy = { retries: 5, startDelayMs: 1000 };

/** The delay before each retry: [1000, 2000, 4000] for the default policy. */
export function remoteViewRetryDelays(policy: RemoteViewRetryPolicy): number[] {
  return Array.from({ length: policy.retries }, (_, index) => policy.startDelayMs * 2 ** index);
}

/**
 * An answer no retry can change: the view does not exist (404) or is refused (403, ...). Time-outs
 * (408), throttling (429) and server errors (5xx) may pass, so they are retried.
 */
export function isFinalRemoteViewStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** A remote view's server answered with an HTTP error status. */
export class RemoteViewStatusError extends Error {
  override readonly name = 'RemoteViewStatusError';

  constructor(readonly status: number) {
    super(`the remote view answered HTTP ${status}`);
  }
}
