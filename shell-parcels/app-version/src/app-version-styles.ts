// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const appVersionStyles = `
.bs-version {
  position: fixed;
  top: 4.25rem;
  left: 50%;
  z-index: 960;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: max-content;
  max-width: calc(100vw - 2rem);
  padding: 0.625rem 0.75rem 0.625rem 1rem;
  border-radius: 0.5rem;
  background: var(--ui-color-brand);
  box-shadow: var(--ui-elevation-3);
  color: var(--ui-color-on-brand);
  transform: translateX(-50%);
}
.bs-version p { margin: 0; }
.bs-version__reload {
  padding: 0.375rem 0.875rem;
  border: 0;
  border-radius: 0.375rem;
  background: var(--ui-color-accent);
  color: var(--ui-color-on-accent);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.bs-version__close {
  border: 0;
  background: none;
  color: var(--ui-color-on-brand-muted);
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
`;
