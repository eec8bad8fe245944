// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// It never covers the coupon: on the pages the coupon is a column beside (body[data-with-coupon],
// root-config), from 1024px, the coupon holds the right-hand column down to the window's bottom,
// so the button takes the other corner, clear of the coupon's totals and its place button. Below
// 1024px it stands above what holds the window's bottom: the bottom navigation
// (--shell-bottom-nav-height) and the coupon's bar (--shell-coupon-bar-height, set while the bar
// shows; shell-parcels/coupon/src/coupon-styles.ts).
export const supportButtonStyles = `
.bs-support {
  position: fixed;
  right: 1rem;
  bottom: calc(1rem + var(--shell-bottom-nav-height, 0px) + var(--shell-coupon-bar-height, 0px));
  z-index: 800;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.625rem 1rem;
  border-radius: 999px;
  background: var(--ui-color-accent);
  box-shadow: var(--ui-elevation-2);
  color: var(--ui-color-on-accent);
  font-weight: 600;
  text-decoration: none;
}
.bs-support:hover, .bs-support:focus-visible { background: var(--ui-color-accent-strong); }
.bs-support__badge {
  min-width: 1.25rem;
  padding: 0 0.375rem;
  border-radius: 999px;
  background: var(--ui-color-danger);
  color: var(--ui-color-on-accent);
  font-size: 0.75rem;
  text-align: center;
}
@media (min-width: 1024px) {
  body[data-with-coupon] .bs-support { right: auto; left: 1rem; }
}
`;
