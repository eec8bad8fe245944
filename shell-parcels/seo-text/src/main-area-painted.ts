import { Observable } from 'rxjs';

/** index.html's main area, where the page's own view shows in a remote-view frame. */
const MAIN_AREA_ID = 'shell-main';
/** The frame's state attribute (root-config's RemoteViewFrame), there for styles and tests. */
const LOADING_VIEW = '[data-remote-view-state="loading"]';
/** A view still retrying (after 1 s, then 2 s) holds the SEO text back no longer than this. */
export const MAIN_AREA_WAIT_MS = 3000;

/**
 * Emits once, when nothing in the main area is loading any more and the frame that shows it has
 * been painted (or after `waitMs`, or at once in a hidden tab, which paints no frames). The SEO
 * block's calls wait for it: asked together with the page's view, they held up its answer and
 * DOMPurify's on the single-threaded server, and their render and layout fell into the frame of
 * the new page (the route change). The first look is taken after the current task, so
 * a view that starts loading on the same navigation event is seen.
 */
export function mainAreaPainted(
  window: Window & typeof globalThis,
  waitMs = MAIN_AREA_WAIT_MS,
): Observable<void> {
  return new Observable<void>((subscriber) => {
    const { document } = window;
    let frame: number | undefined;
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    let waited: ReturnType<typeof setTimeout> | undefined;
    let observer: MutationObserver | undefined;
    let closed = false;

    const emit = () => {
      subscriber.next();
      subscriber.complete();
    };
    const afterPaint = () => {
      if (closed || frame !== undefined || afterFrame !== undefined) return;
      observer?.disconnect();
      window.clearTimeout(waited);
      if (document.visibilityState === 'hidden') {
        afterFrame = window.setTimeout(emit, 0);
        return;
      }
      // A task queued from the frame's callback runs after that frame is painted.
      frame = window.requestAnimationFrame(() => {
        afterFrame = window.setTimeout(emit, 0);
      });
    };
    const mainArea = () => document.getElementById(MAIN_AREA_ID);
    const loading = () => (mainArea()?.querySelector(LOADING_VIEW) ?? null) !== null;

    queueMicrotask(() => {
      const main = mainArea();
      if (closed) return;
      if (main === null || !loading()) {
        afterPaint();
        return;
      }
      observer = new window.MutationObserver(() => {
        if (!loading()) afterPaint();
      });
      observer.observe(main, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-remote-view-state'],
      });
      waited = window.setTimeout(afterPaint, waitMs);
    });

    return () => {
      closed = true;
      observer?.disconnect();
      window.clearTimeout(waited);
      window.clearTimeout(afterFrame);
      if (frame !== undefined) window.cancelAnimationFrame(frame);
    };
  });
}
