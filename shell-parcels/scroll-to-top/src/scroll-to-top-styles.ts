// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// It sits above the support button, which holds the corner.
export const scrollToTopStyles = `
.bs-scroll-top {
  position: fixed;
  right: 1rem;
  bottom: 4.25rem;
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
`;
