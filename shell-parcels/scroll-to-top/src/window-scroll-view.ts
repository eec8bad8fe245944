import type { Viewport } from '@betshell/domain/chrome';

/** What the control needs of the page: where it is scrolled, its size, and a way back up. */
export interface ScrollView {
  scrollY(): number;
  viewport(): Viewport;
  /** Calls `listener` on scrolling and resizing, at most once per frame; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  scrollToTop(): void;
}

/** The browser window as a ScrollView. */
export function windowScrollView(window: Window): ScrollView {
  const coarse = window.matchMedia('(pointer: coarse)');
  return {
    scrollY: () => window.scrollY,
    viewport: () => ({
      widthPx: window.innerWidth,
      heightPx: window.innerHeight,
      coarsePointer: coarse.matches,
    }),
    subscribe(listener) {
      let frame: number | null = null;
      const onChange = () => {
        if (frame !== null) return;
        frame = window.requestAnimationFrame(() => {
          frame = null;
          listener();
        });
      };
      window.addEventListener('scroll', onChange, { passive: true });
      window.addEventListener('resize', onChange);
      return () => {
        window.removeEventListener('scroll', onChange);
        window.removeEventListener('resize', onChange);
        if (frame !== null) window.cancelAnimationFrame(frame);
      };
    },
    scrollToTop() {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    },
  };
}
