import { NARROW_SCREEN, TOUCH_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// The forms' fields, errors and buttons are the UI kit's (@betshell/ui).
export const officeSecurityStyles = `
.bs-office-security {
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem;
}
.bs-office-security h2 { margin: 0 0 0.75rem; font-size: 1.125rem; }
.bs-office-security__protection,
.bs-office-security__form {
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--ui-color-border);
  border-radius: 0.5rem;
  background: var(--ui-color-surface);
}
.bs-office-security__form .ui-field input { max-width: 22rem; }
.bs-office-security__form .ui-button { align-self: flex-start; }
.bs-office-security__protection[data-status='bad'] strong { color: var(--ui-color-danger); }
.bs-office-security__protection[data-status='normal'] strong { color: var(--ui-color-warning); }
.bs-office-security__protection[data-status='good'] strong,
.bs-office-security__protection[data-status='full'] strong { color: var(--ui-color-success); }
.bs-office-security__secret code { word-break: break-all; }
.bs-office-security__error { color: var(--ui-color-danger); }
.bs-office-security__done { color: var(--ui-color-success); }
.bs-office-security__check { margin: 0 0 0.75rem; }
.bs-office-security__check label { display: flex; gap: 0.5rem; align-items: center; }
.bs-office-security__hint { margin: 0.25rem 0 0 1.5rem; color: var(--ui-color-text-muted); font-size: 0.875rem; }
/* Where a finger presses, the retry button is a touch target of the kit's size; on a phone the page
   gives its width to its forms. */
@media ${TOUCH_SCREEN} {
  .bs-office-security button { min-width: var(--ui-touch-target); min-height: var(--ui-touch-target); }
}
@media (max-width: ${NARROW_SCREEN}) {
  .bs-office-security { padding-left: 0; padding-right: 0; }
}
`;
