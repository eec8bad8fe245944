/**
 * spec/shell.md section 4, "Remote view states": not existing, error, loading, ready, and only
 * these changes between them. Anything else is a defect of the caller, refused with an error.
 */
export type RemoteViewState = 'not-existing' | 'error' | 'loading' | 'ready';

export const REMOTE_VIEW_TRANSITIONS: Readonly<
  Record<RemoteViewState, readonly RemoteViewState[]>
> = {
  'not-existing': ['loading', 'ready'],
  error: ['loading', 'not-existing'],
  loading: ['error', 'ready', 'not-existing'],
  ready: ['not-existing'],
};

export function isRemoteViewTransitionAllowed(from: RemoteViewState, to: RemoteViewState): boolean {
  return REMOTE_VIEW_TRANSITIONS[from].includes(to);
}

/** A change the spec does not allow, e.g. ready -> loading (a reload goes through not existing). */
export class RemoteViewTransitionError extends Error {
  override readonly name = 'RemoteViewTransitionError';

  constructor(
    readonly from: RemoteViewState,
    readonly to: RemoteViewState,
  ) {
    super(`a remote view cannot go from ${from} to ${to}`);
  }
}

/** The state after a change, or the error for a change the spec refuses. */
export function remoteViewTransition(from: RemoteViewState, to: RemoteViewState): RemoteViewState {
  if (!isRemoteViewTransitionAllowed(from, to)) throw new RemoteViewTransitionError(from, to);
  return to;
}
