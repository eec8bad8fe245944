// Mounted and removed with the parcel (platform.mountStyles), and in the page's critical CSS after
// the design tokens (the server paints the banner with the HTML). Class names carry the parcel's
// prefix; spaces, radii and colours are the kit's tokens. Like the other floating chrome it stands
// on the phone's bottom navigation and the coupon's bar (--shell-bottom-nav-height from the shell's
// styles, also in the critical CSS; --shell-coupon-bar-height while the bar shows) rather than over
// them, so the bar stays usable before the visitor answers.
export const cookieBannerStyles = `
.bs-cookies {
  position: fixed;
  left: var(--ui-space-4);
  bottom: calc(var(--ui-space-4) + var(--shell-bottom-nav-height, 0px) + var(--shell-coupon-bar-height, 0px));
  z-index: 950;
  width: min(34rem, calc(100vw - 2rem));
  padding: 1.25rem;
  border-radius: var(--ui-radius-xl);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-elevation-3);
  color: var(--ui-color-text);
  font-size: 0.9375rem;
}
.bs-cookies h2 { margin: 0 0 var(--ui-space-2); font-size: 1.0625rem; }
.bs-cookies p { margin: 0 0 var(--ui-space-4); }
.bs-cookies a { color: var(--ui-color-link); }
.bs-cookies__actions { display: flex; flex-wrap: wrap; gap: var(--ui-space-2); }
.bs-cookies__actions button {
  padding: var(--ui-space-2) var(--ui-space-4);
  border: 1px solid var(--ui-color-brand);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.bs-cookies__actions button:first-child {
  border-color: var(--ui-color-accent);
  background: var(--ui-color-accent);
  color: var(--ui-color-on-accent);
}
.bs-cookies__save { align-self: flex-start; }
`;
