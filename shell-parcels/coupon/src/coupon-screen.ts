import { useEffect, useState } from 'react';

/**
 * From this width the coupon is a column beside the page (the main area keeps it free, root-config's
 * shell.css); below it, on phones and small tablets, a bar at the bottom of the window that opens
 * the whole coupon as a sheet.
 */
export const COUPON_BESIDE_MEDIA = '(min-width: 1024px)';

/**
 * The bar's height, which the page keeps free at its bottom while the bar shows (the root's
 * `--shell-coupon-bar-height`, read by root-config's shell.css and the support and scroll-to-top
 * buttons). At least a finger's 44 px.
 */
export const COUPON_BAR_HEIGHT = '3.5rem';

/** The CSS custom property on :root that says how much of the window's bottom the bar takes. */
export const COUPON_BAR_HEIGHT_PROPERTY = '--shell-coupon-bar-height';

/**
 * Whether the window is wide enough for the coupon's column, following the window as it changes
 * (a phone turned, a window resized). Where the page cannot say (no `matchMedia`), the column.
 */
export function useCouponBeside(): boolean {
  const [beside, setBeside] = useState(() => matchesBeside());
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(COUPON_BESIDE_MEDIA);
    const follow = () => setBeside(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return beside;
}

function matchesBeside(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(COUPON_BESIDE_MEDIA).matches;
}
