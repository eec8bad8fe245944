// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const ageRestrictionStyles = `
.bs-age {
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: var(--ui-color-scrim-strong);
}
.bs-age__dialog {
  width: min(26rem, 100%);
  padding: 1.75rem;
  border-radius: 0.75rem;
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  text-align: center;
}
.bs-age__badge {
  display: inline-grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  margin: 0 auto;
  border: 3px solid var(--ui-color-danger);
  border-radius: 50%;
  font-size: 1.25rem;
  font-weight: 700;
}
.bs-age__dialog h2 { margin: 0.75rem 0 0.5rem; font-size: 1.25rem; }
.bs-age__dialog p { margin: 0 0 1rem; }
.bs-age__remember { display: flex; justify-content: center; gap: 0.5rem; margin-bottom: 1rem; }
.bs-age__dialog button {
  width: 100%;
  padding: 0.75rem 1rem;
  border: 0;
  border-radius: 0.375rem;
  background: var(--ui-color-accent);
  color: var(--ui-color-on-accent);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
`;
