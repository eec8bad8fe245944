import { COUPON_BAR_HEIGHT } from './coupon-screen';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
//
// From 1024px (COUPON_BESIDE_MEDIA) the coupon is a column at the right edge; while it is mounted
// (betting pages only) the main area keeps that edge free, so the coupon never covers the odds a
// player clicks. It is placed from the top of the main area, not of the window, so a header that
// wraps onto more lines never ends up under it. Fixed (isCouponFixed) it stays in view at the
// bottom of the window while the page scrolls; the header stays above it either way. Its height is
// what the window leaves below the header (--shell-header-height, root-config's shell.css), so the
// totals and the place button are always in view; the support and scroll-to-top buttons take the
// other corner on coupon pages (shell-parcels/support-button, shell-parcels/scroll-to-top).
//
// Below 1024px it is a bar at the bottom of the window, above the bottom navigation
// (--shell-bottom-nav-height, which includes the safe area; without a bottom navigation the bar
// keeps the safe area itself), and a sheet from the bottom with the whole coupon. While the bar
// shows, the root's --shell-coupon-bar-height (COUPON_BAR_HEIGHT) keeps room for it at the page's
// end (shell.css) and lifts the floating buttons above it. In the sheet every control is at least
// 2.75rem (44px) each way, for a finger.
export const couponStyles = `
#shell-main { position: relative; }
@media (min-width: 1024px) {
  #shell-main { padding-right: 22rem; }
}
.bs-coupon {
  position: absolute;
  top: 1rem;
  right: 1rem;
  z-index: 40;
  width: 20rem;
  max-height: calc(100vh - var(--shell-header-height, 8.75rem) - 2rem);
  overflow: auto;
  border: 1px solid var(--ui-color-border);
  border-radius: 0.5rem;
  background: var(--ui-color-surface);
  box-shadow: var(--ui-elevation-2);
  font-size: 0.875rem;
}
.bs-coupon--fixed { position: fixed; top: auto; bottom: 1rem; }
.bs-coupon-bar {
  position: fixed;
  left: 0;
  right: 0;
  bottom: var(--shell-bottom-nav-height, env(safe-area-inset-bottom, 0px));
  z-index: 700;
  height: ${COUPON_BAR_HEIGHT};
  padding: var(--ui-space-1) var(--ui-space-3);
  border-top: 1px solid var(--ui-color-border);
  background: var(--ui-color-brand-strong);
  box-shadow: var(--ui-elevation-2);
  transition: background-color 0.3s ease;
}
.bs-coupon-bar--added { background: var(--ui-color-success); }
.bs-coupon-bar--added .bs-coupon-bar__open,
.bs-coupon-bar--added .ui-odds { color: var(--ui-color-on-success); }
.bs-coupon-bar__open {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-3);
  width: 100%;
  max-width: 40rem;
  height: 100%;
  margin: 0 auto;
  padding: 0 var(--ui-space-2);
  border: 0;
  background: none;
  color: var(--ui-color-on-brand);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
}
.bs-coupon-bar__coef { white-space: nowrap; font-weight: 400; }
.bs-coupon-bar__coef strong { color: var(--ui-color-accent); font-weight: 700; }
.bs-coupon-bar--added .bs-coupon-bar__coef strong { color: inherit; }
@media (prefers-reduced-motion: reduce) {
  .bs-coupon-bar { transition: none; }
}
.bs-coupon-sheet {
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  width: 100%;
  max-width: 40rem;
  max-height: calc(100dvh - 2rem);
  margin: 0 auto;
  padding: var(--ui-space-4) var(--ui-space-4) calc(var(--ui-space-4) + env(safe-area-inset-bottom, 0px));
  border-radius: var(--ui-radius-xl) var(--ui-radius-xl) 0 0;
  font-size: 0.875rem;
}
.bs-coupon-sheet .ui-dialog__title { display: flex; align-items: center; min-height: 2.75rem; margin-right: 3rem; }
.bs-coupon-sheet .bs-coupon__count { color: var(--ui-color-on-brand); font-size: var(--ui-font-size-sm); }
.bs-coupon-sheet .ui-dialog__close { top: var(--ui-space-2); right: var(--ui-space-2); min-width: 2.75rem; min-height: 2.75rem; }
.bs-coupon-sheet button, .bs-coupon-sheet select, .bs-coupon-sheet summary,
.bs-coupon-sheet input:not([type='checkbox']):not([type='radio']),
.bs-coupon-sheet .bs-coupon__success a, .bs-coupon-sheet .bs-coupon__deposit {
  min-width: 2.75rem;
  min-height: 2.75rem;
}
.bs-coupon-sheet summary, .bs-coupon-sheet .bs-coupon__success a, .bs-coupon-sheet .bs-coupon__deposit { display: inline-flex; align-items: center; }
.bs-coupon-sheet label:has(> input[type='checkbox']), .bs-coupon-sheet label:has(> input[type='radio']),
.bs-coupon-sheet .bs-coupon__inline { min-height: 2.75rem; }
.bs-coupon-sheet input[type='checkbox'] { width: 1.25rem; height: 1.25rem; }
.bs-coupon-sheet .bs-coupon__stake-row > button { width: 2.75rem; height: 2.75rem; }
.bs-coupon-sheet .bs-coupon__quick { gap: var(--ui-space-2); }
.bs-coupon-sheet .bs-coupon__types { gap: var(--ui-space-2); }
.bs-coupon-sheet select, .bs-coupon-sheet input { max-width: 100%; }
.bs-coupon-sheet__clear { margin-top: var(--ui-space-3); }
.bs-coupon-announce {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
.bs-coupon__header {
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 0.5rem 0.75rem;
  background: var(--ui-color-brand-strong);
  color: var(--ui-color-on-brand);
}
.bs-coupon__header button { background: none; border: 0; color: inherit; cursor: pointer; font: inherit; }
.bs-coupon__toggle { font-weight: 700; }
.bs-coupon__count {
  display: inline-block;
  min-width: 1.5em;
  margin-left: 0.25rem;
  padding: 0 0.35em;
  border-radius: 1em;
  background: var(--ui-color-danger);
  color: var(--ui-color-on-danger);
  text-align: center;
}
.bs-coupon__body { padding: 0.75rem; }
.bs-coupon__empty, .bs-coupon__note { margin: 0 0 0.75rem; color: var(--ui-color-text-muted); }
.bs-coupon__types { flex-wrap: wrap; margin-bottom: var(--ui-space-2); }
.bs-coupon__types .ui-tabs__tab { flex: 0 0 auto; padding: var(--ui-space-1) var(--ui-space-2); border-radius: var(--ui-radius-sm); font-size: inherit; }
.bs-coupon__bets { list-style: none; margin: 0 0 0.5rem; padding: 0; }
.bs-coupon__bet { padding: 0.5rem 0; border-bottom: 1px solid var(--ui-color-divider); }
.bs-coupon__bet--blocked { opacity: 0.6; }
.bs-coupon__bet-head, .bs-coupon__bet-line { display: flex; justify-content: space-between; gap: 0.5rem; }
.bs-coupon__bet-champ { color: var(--ui-color-text-muted); font-size: 0.75rem; }
.bs-coupon__remove { border: 0; background: none; cursor: pointer; font-size: 1rem; line-height: 1; }
.bs-coupon__bet-note, .bs-coupon__problems { color: var(--ui-color-danger); }
.bs-coupon__live { color: var(--ui-color-danger); font-size: 0.75rem; font-weight: 700; }
.bs-coupon__inline { display: flex; align-items: center; gap: 0.35rem; margin: 0.35rem 0; }
.bs-coupon__field { display: flex; flex-direction: column; gap: 0.2rem; margin: 0.5rem 0; }
.bs-coupon__stake-input { flex: 1; min-width: 0; margin: 0.5rem 0; }
.bs-coupon__stake-input .ui-field input { width: 100%; }
.bs-coupon__stake-row { display: flex; align-items: flex-end; gap: 0.35rem; }
.bs-coupon__stake-row > button { width: 2rem; height: 2rem; margin-bottom: 0.5rem; }
.bs-coupon__quick { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.bs-coupon__quick button { padding: 0.2rem 0.4rem; cursor: pointer; }
.bs-coupon__bonus-bet { display: flex; gap: 0.5rem; align-items: center; padding: 0.35rem 0; color: var(--ui-color-success); }
.bs-coupon__bonus-coef { font-variant-numeric: tabular-nums; white-space: nowrap; }
.bs-coupon__totals { display: grid; grid-template-columns: 1fr auto; gap: 0.2rem 0.5rem; margin: 0.75rem 0; }
.bs-coupon__totals dd { margin: 0; font-weight: 700; text-align: right; }
.bs-coupon__problems { margin: 0 0 0.5rem; padding-left: 1.1rem; }
.bs-coupon__place {
  width: 100%;
  padding: 0.6rem;
  border: 0;
  border-radius: 0.35rem;
  background: var(--ui-color-success);
  color: var(--ui-color-on-success);
  font-weight: 700;
  cursor: pointer;
}
.bs-coupon__place:disabled { background: var(--ui-color-text-subtle); cursor: not-allowed; }
.bs-coupon__success, .bs-coupon__error, .bs-coupon__dialog {
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: 0.35rem;
}
.bs-coupon__success { background: var(--ui-color-success-surface); border-left: 3px solid var(--ui-color-success); }
.bs-coupon__error { background: var(--ui-color-danger-surface); border-left: 3px solid var(--ui-color-danger); }
.bs-coupon__dialog { background: var(--ui-color-warning-surface); border-left: 3px solid var(--ui-color-warning); }
.bs-coupon__success p, .bs-coupon__error p, .bs-coupon__dialog p { margin: 0 0 0.35rem; }
.bs-coupon__success a, .bs-coupon__success button, .bs-coupon__dialog button, .bs-coupon__error button { margin-right: 0.5rem; }
.bs-coupon__deposit { display: inline-block; margin: 0 0.5rem 0.35rem 0; color: var(--ui-color-link); font-weight: 700; }
.bs-coupon__odds-dialog ul { margin: 0 0 var(--ui-space-4); padding-left: var(--ui-space-5); }
.bs-coupon__dialog-actions { display: flex; flex-wrap: wrap; gap: var(--ui-space-2); }
.bs-coupon__load { flex-direction: row; flex-wrap: wrap; align-items: flex-end; gap: 0.35rem; }
.bs-coupon__load .ui-field { flex: 1; }
.bs-coupon__load .ui-form-error { flex-basis: 100%; }
.bs-coupon__settings { margin-top: 0.75rem; border-top: 1px solid var(--ui-color-divider); padding-top: 0.5rem; }
.bs-coupon__settings summary { cursor: pointer; font-weight: 600; }
.bs-coupon__one-click { margin: 0.35rem 0; padding: 0.35rem 0.5rem; border: 1px solid var(--ui-color-divider); }
.bs-coupon__bet-coef--up, .bs-coupon__bet-note--up, .bs-coupon__line-odds--up { color: var(--ui-color-success); }
.bs-coupon__bet-coef--down, .bs-coupon__line-odds--down { color: var(--ui-color-danger); }
.bs-coupon__line-odds {
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: 0.35rem;
  background: var(--ui-color-warning-surface);
  border-left: 3px solid var(--ui-color-warning);
}
.bs-coupon__line-odds p, .bs-coupon__line-odds ul { margin: 0 0 0.35rem; }
.bs-coupon__line-odds ul { padding-left: 1.1rem; }
.bs-coupon__open-bets { margin-top: 0.75rem; border-top: 1px solid var(--ui-color-divider); padding-top: 0.5rem; }
.bs-coupon__open-bets-title { margin: 0 0 0.5rem; font-size: var(--ui-font-size-sm); }
.bs-coupon__open-list, .bs-coupon__open-selections { margin: 0; padding: 0; list-style: none; }
.bs-coupon__open-bet {
  margin: 0 0 0.5rem;
  padding: 0.5rem;
  border: 1px solid var(--ui-color-divider);
  border-radius: 0.35rem;
}
.bs-coupon__open-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.35rem; margin: 0 0 0.35rem; }
.bs-coupon__open-selections { margin: 0 0 0.5rem; color: var(--ui-color-text-subtle); overflow-wrap: anywhere; }
.bs-coupon__open-now { font-weight: 700; }
.bs-coupon__cash-out { width: 100%; }
.bs-coupon__cash-out-part { margin-top: 0.5rem; }
.bs-coupon__cash-out-part summary { cursor: pointer; }
.bs-coupon__cash-out-part .ui-button { margin-top: 0.35rem; }
.bs-coupon__dismiss { border: 0; background: none; color: inherit; text-decoration: underline; cursor: pointer; padding: 0; }
`;
