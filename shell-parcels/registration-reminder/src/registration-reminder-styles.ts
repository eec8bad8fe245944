// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const registrationReminderStyles = `
.bs-reminder {
  position: fixed;
  right: 1rem;
  bottom: 7.5rem;
  z-index: 920;
  width: min(20rem, calc(100vw - 2rem));
  padding: 1.25rem;
  border-radius: 0.75rem;
  background: var(--ui-color-brand);
  box-shadow: var(--ui-elevation-3);
  color: var(--ui-color-on-brand);
}
.bs-reminder h2 { margin: 0 1.5rem 0.5rem 0; color: var(--ui-color-accent); font-size: 1.125rem; }
.bs-reminder p { margin: 0 0 1rem; color: var(--ui-color-on-brand-muted); }
.bs-reminder__register {
  width: 100%;
  padding: 0.625rem 1rem;
  border: 0;
  border-radius: 0.375rem;
  background: var(--ui-color-accent);
  color: var(--ui-color-on-accent);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.bs-reminder__close {
  float: right;
  border: 0;
  background: none;
  color: var(--ui-color-on-brand-muted);
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
`;
