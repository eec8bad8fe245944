// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// On the pages the coupon floats beside (body[data-with-coupon], root-config), from 1024px the
// coupon holds the right-hand column down to the window's bottom, so the button takes the other
// corner and never covers the coupon's totals or its place button; on narrower screens the coupon
// keeps this corner free instead (shell-parcels/coupon/src/coupon-styles.ts).
export const supportButtonStyles = `
.bs-support {
  position: fixed;
  right: 1rem;
  bottom: 1rem;
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
@media (min-width: 1024px) {
  body[data-with-coupon] .bs-support { right: auto; left: 1rem; }
}
`;
