// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const cookieBannerStyles = `
.bs-cookies {
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: 950;
  width: min(34rem, calc(100vw - 2rem));
  padding: 1.25rem;
  border-radius: 0.75rem;
  background: var(--ui-color-surface);
  box-shadow: var(--ui-elevation-3);
  color: var(--ui-color-text);
  font-size: 0.9375rem;
}
.bs-cookies h2 { margin: 0 0 0.5rem; font-size: 1.0625rem; }
.bs-cookies p { margin: 0 0 1rem; }
.bs-cookies a { color: var(--ui-color-link); }
.bs-cookies__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.bs-cookies button {
  padding: 0.5rem 1rem;
  border: 1px solid var(--ui-color-brand);
  border-radius: 0.375rem;
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.bs-cookies__actions button:first-child, .bs-cookies__choices button {
  border-color: var(--ui-color-accent);
  background: var(--ui-color-accent);
}
.bs-cookies__choices { display: grid; gap: 0.625rem; }
.bs-cookies__choices label { display: flex; align-items: flex-start; gap: 0.5rem; }
.bs-cookies__choices input { margin-top: 0.25rem; }
.bs-cookies__choices button { justify-self: start; }
`;
