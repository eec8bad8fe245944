import { followTabVisibility, type VisibleDocument } from './follow-tab-visibility';

function fakeDocument(state: DocumentVisibilityState) {
  const listeners = new Set<() => void>();
  let current = state;
  const doc: VisibleDocument & { show(next: DocumentVisibilityState): void; listeners: number } = {
    get visibilityState() {
      return current;
    },
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    show(next) {
      current = next;
      for (const listener of listeners) listener();
    },
    get listeners() {
      return listeners.size;
    },
  };
  return doc;
}

describe('following whether the tab is visible', () => {
  it('tells the watch the tab’s state at once and on every change, until stopped', () => {
    const doc = fakeDocument('hidden');
    const seen: boolean[] = [];
    const stop = followTabVisibility(doc, { setVisible: (visible) => seen.push(visible) });
    doc.show('visible');
    doc.show('hidden');
    stop();
    doc.show('visible');
    expect(seen).toEqual([false, true, false]);
    expect(doc.listeners).toBe(0);
  });
});
