import { observe } from 'mobx';
import { fakeScheduler, settle } from '../testing';
import { RemoteViewStatusError } from './remote-view-retry';
import { RemoteViewStore } from './remote-view-store';

/** A transport that fails its first `failures` loads, then shows the view. */
function transport(failures: number, error: () => Error = () => new Error('down')) {
  const calls = { loads: [] as number[], unloads: 0, shown: false };
  return {
    calls,
    load: jest.fn((attempt: number) => {
      calls.loads.push(attempt);
      if (calls.loads.length <= failures) return Promise.reject(error());
      calls.shown = true;
      return Promise.resolve();
    }),
    unload: jest.fn(() => {
      calls.unloads += 1;
      calls.shown = false;
    }),
  };
}

function storeWith(failures: number, error?: () => Error) {
  const clock = fakeScheduler();
  const view = transport(failures, error);
  const log = jest.fn();
  const store = new RemoteViewStore('information:/en/about', view, {
    retry: { retries: 3, startDelayMs: 1000 },
    scheduler: clock.scheduler,
    log,
  });
  return { store, view, clock, log };
}

describe('a remote view store', () => {
  it('starts as not existing, loads, and is ready when the view shows', async () => {
    const { store, view } = storeWith(0);
    expect(store.state).toBe('not-existing');
    store.load();
    expect(store.state).toBe('loading');
    await settle();
    expect(store.state).toBe('ready');
    expect(view.calls.shown).toBe(true);
  });

  it('retries after 1, 2 and 4 s and is ready when the third retry succeeds', async () => {
    const { store, view, clock } = storeWith(3);
    store.load();
    await settle();
    expect(clock.pending()).toEqual([1000]);
    await clock.advance(999);
    expect(view.calls.loads).toEqual([0]);
    await clock.advance(1);
    expect(view.calls.loads).toEqual([0, 1]);
    expect(clock.pending()).toEqual([2000]);
    await clock.advance(2000);
    expect(clock.pending()).toEqual([4000]);
    expect(store.state).toBe('loading');
    await clock.advance(4000);
    expect(view.calls.loads).toEqual([0, 1, 2, 3]);
    expect(store.state).toBe('ready');
    expect(store.retries).toBe(3);
  });

  it('ends in error after the three retries fail, logging why, and loads again when asked', async () => {
    const { store, view, clock, log } = storeWith(4);
    store.load();
    await clock.advance(7000);
    expect(store.state).toBe('error');
    expect(store.failedStatus).toBeNull();
    expect(clock.pending()).toEqual([]);
    expect(log).toHaveBeenCalledWith(
      'remote view information:/en/about failed to load',
      expect.any(Error),
    );
    expect(view.calls.unloads).toBe(4);

    store.load();
    expect(store.state).toBe('loading');
    await settle();
    expect(store.state).toBe('ready');
  });

  it('does not retry a view the server says does not exist', async () => {
    const { store, view, clock } = storeWith(1, () => new RemoteViewStatusError(404));
    store.load();
    await settle();
    expect(store.state).toBe('error');
    expect(store.failedStatus).toBe(404);
    expect(clock.pending()).toEqual([]);
    expect(view.calls.loads).toEqual([0]);
  });

  it('retries a server error like any other failure', async () => {
    const { store, clock } = storeWith(1, () => new RemoteViewStatusError(503));
    store.load();
    await settle();
    expect(clock.pending()).toEqual([1000]);
    await clock.advance(1000);
    expect(store.state).toBe('ready');
  });

  it('reloads a ready view through not existing, at most once a second', async () => {
    const { store, view, clock } = storeWith(0);
    store.load();
    await settle();
    const states: string[] = [];
    // observe sees every change, even the ones inside one action.
    const stop = observe(store, 'state', (change) => states.push(change.newValue as string));
    await clock.advance(5000);
    expect(store.reload()).toBe(true);
    await settle();
    expect(states).toEqual(['not-existing', 'loading', 'ready']);
    expect(view.calls.unloads).toBe(1);

    await clock.advance(999);
    expect(store.reload()).toBe(false);
    await clock.advance(1);
    expect(store.reload()).toBe(true);
    stop();
  });

  it('ignores the late answer of a load that a reload replaced', async () => {
    const clock = fakeScheduler();
    const answers: Array<() => void> = [];
    const store = new RemoteViewStore(
      'slow',
      {
        load: () => new Promise<void>((resolve) => answers.push(resolve)),
        unload: () => undefined,
      },
      { retry: { retries: 0, startDelayMs: 1000 }, scheduler: clock.scheduler, log: jest.fn() },
    );
    store.load();
    await clock.advance(2000);
    store.reload();
    answers[0]?.();
    await settle();
    expect(store.state).toBe('loading');
    answers[1]?.();
    await settle();
    expect(store.state).toBe('ready');
  });

  it('unloads: the view leaves the page, pending retries are cancelled', async () => {
    const { store, view, clock } = storeWith(1);
    store.load();
    await settle();
    expect(clock.pending()).toEqual([1000]);
    store.unload();
    expect(store.state).toBe('not-existing');
    expect(clock.pending()).toEqual([]);
    await clock.advance(5000);
    expect(view.calls.loads).toEqual([0]);
  });

  it('does nothing when loaded twice or unloaded when not there', async () => {
    const { store, view } = storeWith(0);
    store.unload();
    expect(view.unload).not.toHaveBeenCalled();
    store.load();
    store.load();
    await settle();
    store.load();
    expect(view.calls.loads).toEqual([0]);
    expect(store.state).toBe('ready');
  });
});
