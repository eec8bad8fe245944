import {
  REMOTE_VIEW_TRANSITIONS,
  RemoteViewTransitionError,
  remoteViewTransition,
  type RemoteViewState,
} from './remote-view-state';

const STATES: readonly RemoteViewState[] = ['not-existing', 'error', 'loading', 'ready'];

// spec/shell.md section 4, written out as a table: from, to, allowed.
const TABLE: ReadonlyArray<readonly [RemoteViewState, RemoteViewState, boolean]> = [
  ['not-existing', 'not-existing', false],
  ['not-existing', 'error', false],
  ['not-existing', 'loading', true],
  ['not-existing', 'ready', true],
  ['error', 'not-existing', true],
  ['error', 'error', false],
  ['error', 'loading', true],
  ['error', 'ready', false],
  ['loading', 'not-existing', true],
  ['loading', 'error', true],
  ['loading', 'loading', false],
  ['loading', 'ready', true],
  ['ready', 'not-existing', true],
  ['ready', 'error', false],
  ['ready', 'loading', false],
  ['ready', 'ready', false],
];

describe('the remote view states', () => {
  it('cover every pair of states in the table', () => {
    expect(TABLE).toHaveLength(STATES.length * STATES.length);
  });

  it.each(TABLE.filter(([, , allowed]) => allowed))('allow %s -> %s', (from, to) => {
    expect(remoteViewTransition(from, to)).toBe(to);
  });

  it.each(TABLE.filter(([, , allowed]) => !allowed))(
    'refuse %s -> %s with an error',
    (from, to) => {
      expect(() => remoteViewTransition(from, to)).toThrow(RemoteViewTransitionError);
      expect(() => remoteViewTransition(from, to)).toThrow(`from ${from} to ${to}`);
    },
  );

  it('list exactly the allowed changes of the spec', () => {
    expect(REMOTE_VIEW_TRANSITIONS).toEqual({
      'not-existing': ['loading', 'ready'],
      error: ['loading', 'not-existing'],
      loading: ['error', 'ready', 'not-existing'],
      ready: ['not-existing'],
    });
  });
});
