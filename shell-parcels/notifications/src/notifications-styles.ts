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
  border-left: 4px solid #3b82f6;
  border-radius: 0.375rem;
  background: #fff;
  box-shadow: 0 4px 14px rgb(15 34 56 / 18%);
  color: #14202e;
  pointer-events: auto;
}
.bs-notifications__item p { flex: 1; margin: 0; }
.bs-notifications__item--success { border-left-color: #16a34a; }
.bs-notifications__item--warning { border-left-color: #f59e0b; }
.bs-notifications__item--error { border-left-color: #dc2626; }
.bs-notifications__item button {
  padding: 0 0.25rem;
  border: 0;
  background: none;
  color: #52627a;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
`;
