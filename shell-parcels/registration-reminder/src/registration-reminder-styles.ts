// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// The popup is the kit's dialog (not modal); this places it above the floating buttons of the
// bottom right corner and under the cookie banner, and gives it the brand's ground.
export const registrationReminderStyles = `
.bs-reminder {
  bottom: 7.5rem;
  z-index: 920;
  width: min(20rem, calc(100vw - 2rem));
  background: var(--ui-color-brand);
  color: var(--ui-color-on-brand);
}
.bs-reminder .ui-dialog__title { color: var(--ui-color-accent); }
.bs-reminder p { margin: 0 0 var(--ui-space-4); color: var(--ui-color-on-brand-muted); }
.bs-reminder__register { width: 100%; }
`;
