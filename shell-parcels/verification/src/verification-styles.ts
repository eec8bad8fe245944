import { NARROW_SCREEN, TOUCH_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel. Class names carry the parcel's prefix; fields, errors and
// buttons are the UI kit's (@betshell/ui), colours its tokens.
export const verificationStyles = `
.bs-verification {
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem;
}
.bs-verification h2 { margin: 0 0 0.75rem; font-size: 1.125rem; }
.bs-verification__state,
.bs-verification__form {
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md, 0.5rem);
  background: var(--ui-color-surface);
}
.bs-verification__state[data-state='approved'] strong { color: var(--ui-color-success); }
.bs-verification__state[data-state='submitted'] strong { color: var(--ui-color-warning); }
.bs-verification__state[data-state='rejected'] strong,
.bs-verification__reason { color: var(--ui-color-danger); }
.bs-verification__grid {
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1rem;
}
.bs-verification__grid select { width: 100%; }
.bs-verification__form .ui-button { align-self: flex-start; }
.bs-verification__send { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
.bs-verification__done { color: var(--ui-color-success); }
.bs-verification__documents > p { margin: 0 0 0.75rem; }
.bs-verification__error { color: var(--ui-color-danger); }
@media ${TOUCH_SCREEN} {
  .bs-verification button,
  .bs-verification select { min-height: var(--ui-touch-target); }
}
/* On a phone the fields stand one under another and the page gives its width to the form. */
@media (max-width: ${NARROW_SCREEN}) {
  .bs-verification { padding-left: 0; padding-right: 0; }
  .bs-verification__grid { grid-template-columns: minmax(0, 1fr); }
}
`;
