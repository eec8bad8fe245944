// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// The coupon floats at the right edge; while it is mounted (betting pages only) the main area keeps
// that edge free on screens wide enough, so the coupon never covers the odds a player clicks. It is
// placed from the top of the main area, not of the window, so a header that wraps onto more lines
// never ends up under it. Fixed (isCouponFixed) it stays in view at the bottom of the window while
// the page scrolls; the header stays above it either way.
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
  max-height: calc(100vh - 7rem);
  overflow: auto;
  border: 1px solid #d5dde6;
  border-radius: 0.5rem;
  background: #fff;
  box-shadow: 0 4px 16px rgba(16, 32, 64, 0.15);
  font-size: 0.875rem;
}
.bs-coupon--fixed { position: fixed; top: auto; bottom: 1rem; max-height: calc(100vh - 9rem); }
.bs-coupon__header {
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: 0.5rem 0.75rem;
  background: #1d3557;
  color: #fff;
}
.bs-coupon__header button { background: none; border: 0; color: inherit; cursor: pointer; font: inherit; }
.bs-coupon__toggle { font-weight: 700; }
.bs-coupon__count {
  display: inline-block;
  min-width: 1.5em;
  margin-left: 0.25rem;
  padding: 0 0.35em;
  border-radius: 1em;
  background: #e63946;
  text-align: center;
}
.bs-coupon__body { padding: 0.75rem; }
.bs-coupon__empty, .bs-coupon__note { margin: 0 0 0.75rem; color: #4a5a6a; }
.bs-coupon__types { display: flex; flex-wrap: wrap; gap: 0.25rem; margin-bottom: 0.5rem; }
.bs-coupon__types button {
  padding: 0.25rem 0.5rem;
  border: 1px solid #d5dde6;
  border-radius: 0.25rem;
  background: #f4f7fa;
  cursor: pointer;
}
.bs-coupon__types button[aria-selected='true'] { background: #1d3557; border-color: #1d3557; color: #fff; }
.bs-coupon__bets { list-style: none; margin: 0 0 0.5rem; padding: 0; }
.bs-coupon__bet { padding: 0.5rem 0; border-bottom: 1px solid #eef1f5; }
.bs-coupon__bet--blocked { opacity: 0.6; }
.bs-coupon__bet-head, .bs-coupon__bet-line { display: flex; justify-content: space-between; gap: 0.5rem; }
.bs-coupon__bet-champ { color: #4a5a6a; font-size: 0.75rem; }
.bs-coupon__remove { border: 0; background: none; cursor: pointer; font-size: 1rem; line-height: 1; }
.bs-coupon__bet-note, .bs-coupon__field-error, .bs-coupon__problems { color: #b3261e; }
.bs-coupon__live { color: #e63946; font-size: 0.75rem; font-weight: 700; }
.bs-coupon__inline { display: flex; align-items: center; gap: 0.35rem; margin: 0.35rem 0; }
.bs-coupon__field, .bs-coupon__stake-input { display: flex; flex-direction: column; gap: 0.2rem; margin: 0.5rem 0; }
.bs-coupon__stake-row { display: flex; align-items: flex-end; gap: 0.35rem; }
.bs-coupon__stake-row > button { width: 2rem; height: 2rem; }
.bs-coupon__stake-input input { width: 100%; box-sizing: border-box; padding: 0.3rem; }
.bs-coupon__quick { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.bs-coupon__quick button { padding: 0.2rem 0.4rem; cursor: pointer; }
.bs-coupon__bonus-bet { display: flex; gap: 0.5rem; align-items: center; padding: 0.35rem 0; color: #2a7a2a; }
.bs-coupon__totals { display: grid; grid-template-columns: 1fr auto; gap: 0.2rem 0.5rem; margin: 0.75rem 0; }
.bs-coupon__totals dd { margin: 0; font-weight: 700; text-align: right; }
.bs-coupon__problems { margin: 0 0 0.5rem; padding-left: 1.1rem; }
.bs-coupon__place {
  width: 100%;
  padding: 0.6rem;
  border: 0;
  border-radius: 0.35rem;
  background: #2a9d8f;
  color: #fff;
  font-weight: 700;
  cursor: pointer;
}
.bs-coupon__place:disabled { background: #9fb3c0; cursor: not-allowed; }
.bs-coupon__success, .bs-coupon__error, .bs-coupon__dialog {
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: 0.35rem;
}
.bs-coupon__success { background: #eaf7ee; border-left: 3px solid #2a7a2a; }
.bs-coupon__error { background: #fdecea; border-left: 3px solid #b3261e; }
.bs-coupon__dialog { background: #fff8ec; border-left: 3px solid #a15c00; }
.bs-coupon__success p, .bs-coupon__error p, .bs-coupon__dialog p { margin: 0 0 0.35rem; }
.bs-coupon__success a, .bs-coupon__success button, .bs-coupon__dialog button, .bs-coupon__error button { margin-right: 0.5rem; }
.bs-coupon__load { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.35rem; }
.bs-coupon__load label { display: flex; flex-direction: column; flex: 1; }
.bs-coupon__settings { margin-top: 0.75rem; border-top: 1px solid #eef1f5; padding-top: 0.5rem; }
.bs-coupon__settings summary { cursor: pointer; font-weight: 600; }
.bs-coupon__one-click { margin: 0.35rem 0; padding: 0.35rem 0.5rem; border: 1px solid #eef1f5; }
.bs-coupon__bet-coef--up, .bs-coupon__bet-note--up, .bs-coupon__line-odds--up { color: #1e6b1e; }
.bs-coupon__bet-coef--down, .bs-coupon__line-odds--down { color: #b3261e; }
.bs-coupon__line-odds {
  margin: 0 0 0.75rem;
  padding: 0.5rem 0.75rem;
  border-radius: 0.35rem;
  background: #fff8ec;
  border-left: 3px solid #a15c00;
}
.bs-coupon__line-odds p, .bs-coupon__line-odds ul { margin: 0 0 0.35rem; }
.bs-coupon__line-odds ul { padding-left: 1.1rem; }
`;
