/** Where the floating chrome begins to load: the first-load budget counts what comes before it. */
export const AFTER_FIRST_PAINT_MARK = 'betshell:after-first-paint';

/**
 * The longest the chrome waits for the page's load event after the first page settled: a parcel
 * that hangs must not keep the notifications and the cookie banner away for good.
 */
export const LOAD_EVENT_WAIT_MS = 3000;

/**
 * How long an idle moment is awaited before the chrome loads anyway: the spec's idle timeout for
 * prefetching (spec/shell.md section 9, 2000 ms), which this is a kind of.
 */
export const IDLE_TIMEOUT_MS = 2000;

export interface FirstPaintWindow {
  readonly document: { readonly readyState: string };
  addEventListener(type: string, listener: () => void, options?: { once?: boolean }): void;
  setTimeout(run: () => void, ms: number): unknown;
  requestIdleCallback?: (run: () => void, options?: { timeout?: number }) => unknown;
  requestAnimationFrame(run: () => void): unknown;
  readonly performance: { mark(name: string): unknown };
}

/**
 * Resolves once the first page has painted and the browser has a moment: after `firstPageSettled`,
 * the load event (or LOAD_EVENT_WAIT_MS), a frame, then an idle callback (or IDLE_TIMEOUT_MS).
 * It leaves a performance mark, so that measurements can tell the first load from what follows.
 */
export async function afterFirstPaint(
  window: FirstPaintWindow,
  firstPageSettled: Promise<void>,
): Promise<void> {
  await firstPageSettled;
  if (window.document.readyState !== 'complete') {
    await new Promise<void>((resolve) => {
      window.addEventListener('load', () => resolve(), { once: true });
      window.setTimeout(resolve, LOAD_EVENT_WAIT_MS);
    });
  }
  await new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));
  await new Promise<void>((resolve) => {
    if (window.requestIdleCallback !== undefined) {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(resolve, 0);
    }
  });
  window.performance.mark(AFTER_FIRST_PAINT_MARK);
}
