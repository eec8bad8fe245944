import { mainAreaPainted } from './main-area-painted';

/** index.html's main area with one remote-view frame in the given state. */
function mainAreaWith(state: string): HTMLElement {
  const main = document.createElement('main');
  main.id = 'shell-main';
  const frame = document.createElement('section');
  frame.dataset.remoteViewState = state;
  main.append(frame);
  document.body.append(main);
  return frame;
}

describe('the main area painted', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
  });

  // jsdom paints a frame every 16 ms of its clock (pretendToBeVisual).
  const painted = () => jest.advanceTimersByTimeAsync(40);

  function watch(waitMs?: number) {
    const seen: string[] = [];
    const subscription = mainAreaPainted(window, waitMs).subscribe({
      next: () => seen.push('painted'),
      complete: () => seen.push('complete'),
    });
    return { seen, subscription };
  }

  it('comes after the next frame when nothing in the main area loads', async () => {
    mainAreaWith('ready');
    const { seen } = watch();
    expect(seen).toEqual([]);
    await painted();
    expect(seen).toEqual(['painted', 'complete']);
  });

  it('waits for the view that loads, then for its frame', async () => {
    const frame = mainAreaWith('loading');
    const { seen } = watch();
    await painted();
    await jest.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([]);
    frame.dataset.remoteViewState = 'ready';
    await painted();
    expect(seen).toEqual(['painted', 'complete']);
  });

  it('sees a view that starts loading in the same task it was asked in', async () => {
    const { seen } = watch();
    mainAreaWith('loading');
    await painted();
    expect(seen).toEqual([]);
  });

  it('takes a view that failed as shown', async () => {
    const frame = mainAreaWith('loading');
    const { seen } = watch();
    frame.dataset.remoteViewState = 'error';
    await painted();
    expect(seen).toEqual(['painted', 'complete']);
  });

  it('waits no longer than it was told for a view that keeps loading', async () => {
    mainAreaWith('loading');
    const { seen } = watch(3000);
    await jest.advanceTimersByTimeAsync(2900);
    expect(seen).toEqual([]);
    await jest.advanceTimersByTimeAsync(140);
    expect(seen).toEqual(['painted', 'complete']);
  });

  it('stops watching when unsubscribed', async () => {
    const frame = mainAreaWith('loading');
    const { seen, subscription } = watch();
    await painted();
    subscription.unsubscribe();
    frame.dataset.remoteViewState = 'ready';
    await jest.advanceTimersByTimeAsync(5000);
    expect(seen).toEqual([]);
  });
});
