// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
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
`;
