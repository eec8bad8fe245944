/**
 * spec/shell.md section 1 and limits-coupon-signin.md section 9: the scroll-to-top control shows
 * once the page is scrolled past one screen height on desktop, four on mobile.
 */
export const SCROLL_TO_TOP_SCREENS = { desktop: 1, mobile: 4 } as const;

/**
 * A viewport counts as mobile when its primary pointer is coarse (a finger) and it is narrower than
 * the smallest desktop width of spec/shell.md section 9 (1024 px). Ours: the spec does not say what
 * mobile is; a touch laptop or a tablet in desktop mode is as wide as a desktop and scrolls like one.
 */
export const MOBILE_VIEWPORT_MAX_WIDTH_PX = 1023;

export interface Viewport {
  readonly widthPx: number;
  readonly heightPx: number;
  readonly coarsePointer: boolean;
}

export function isMobileViewport(viewport: Viewport): boolean {
  return viewport.coarsePointer && viewport.widthPx <= MOBILE_VIEWPORT_MAX_WIDTH_PX;
}

/** How far the page must be scrolled before the control shows. */
export function scrollToTopThresholdPx(viewport: Viewport): number {
  const screens = isMobileViewport(viewport)
    ? SCROLL_TO_TOP_SCREENS.mobile
    : SCROLL_TO_TOP_SCREENS.desktop;
  return screens * viewport.heightPx;
}

/** Whether the control shows at this scroll position (past the threshold, not at it). */
export function showsScrollToTop(scrollY: number, viewport: Viewport): boolean {
  return viewport.heightPx > 0 && scrollY > scrollToTopThresholdPx(viewport);
}
