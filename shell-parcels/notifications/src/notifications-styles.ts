// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const notificationsStyles = `
.bs-notifications {
  position: fixed;
  top: 4.25rem;
  right: 1rem;
  z-index: 900;
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
}
.bs-notifications ul { display: grid; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.bs-notifications__item {
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  border-left: 4px solid var(--ui-color-info);
  border-radius: 0.375rem;
  background: var(--ui-color-surface);
  box-shadow: var(--ui-elevation-2);
  color: var(--ui-color-text);
  pointer-events: auto;
}
.bs-notifications__item p { flex: 1; margin: 0; }
.bs-notifications__item--success { border-left-color: var(--ui-color-success); }
.bs-notifications__item--warning { border-left-color: var(--ui-color-warning); }
.bs-notifications__item--error { border-left-color: var(--ui-color-danger); }
.bs-notifications__item button {
  padding: 0 0.25rem;
  border: 0;
  background: none;
  color: var(--ui-color-text-muted);
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
`;
