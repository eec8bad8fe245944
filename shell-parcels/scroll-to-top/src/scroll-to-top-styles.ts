// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// It sits above the support button, which holds the corner, and follows it: to the left-hand corner
// on the coupon's pages from 1024px (body[data-with-coupon]: the coupon holds the right-hand
// column), and above the bottom navigation and the coupon's bar below 1024px (their CSS variables,
// shell-parcels/support-button/src/support-button-styles.ts).
export const scrollToTopStyles = `
.bs-scroll-top {
  position: fixed;
  right: 1rem;
  bottom: calc(4.25rem + var(--shell-bottom-nav-height, 0px) + var(--shell-coupon-bar-height, 0px));
  z-index: 800;
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: var(--ui-color-brand);
  box-shadow: var(--ui-elevation-2);
  color: var(--ui-color-on-brand);
  cursor: pointer;
}
.bs-scroll-top:hover, .bs-scroll-top:focus-visible { background: var(--ui-color-brand-strong); }
@media (min-width: 1024px) {
  body[data-with-coupon] .bs-scroll-top { right: auto; left: 1rem; }
}
`;
