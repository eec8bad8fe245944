import { NARROW_SCREEN, TOUCH_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// Fields, buttons, tables and amounts are the UI kit's (@betshell/ui).
export const officeSectionsStyles = `
.bs-office-sections {
  max-width: 56rem;
  margin: 0 auto;
  padding: 1.5rem;
}
.bs-office-sections h2 { margin: 1.5rem 0 0.75rem; font-size: 1.125rem; }
.bs-office-sections h3 { margin: 0 0 0.25rem; font-size: 1rem; }
.bs-office-sections__card {
  margin: 0 0 1rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
}
.bs-office-sections__card textarea {
  width: 100%;
  box-sizing: border-box;
  font: inherit;
  padding: 0.5rem;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
}
.bs-office-sections__ideas { list-style: none; margin: 0; padding: 0; }
.bs-office-sections__text { white-space: pre-wrap; overflow-wrap: anywhere; }
.bs-office-sections__muted { color: var(--ui-color-text-muted); font-size: 0.875rem; margin: 0 0 0.5rem; }
.bs-office-sections__answer {
  margin-top: 0.75rem;
  padding-left: 0.75rem;
  border-left: 3px solid var(--ui-color-success);
}
.bs-office-sections__link {
  width: 100%;
  max-width: 32rem;
  box-sizing: border-box;
  font: inherit;
  padding: 0.5rem;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
}
.bs-office-sections__card[aria-current] { border-color: var(--ui-color-success); }
.bs-office-sections__done { color: var(--ui-color-success); }
.bs-office-sections__period { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-end; }
.bs-office-sections__period .ui-field { flex: 1 1 10rem; }
.bs-office-sections__downloads { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.bs-office-sections__downloads a { text-decoration: none; }
@media ${TOUCH_SCREEN} {
  .bs-office-sections a.ui-button,
  .bs-office-sections button { min-width: var(--ui-touch-target); min-height: var(--ui-touch-target); }
}
@media (max-width: ${NARROW_SCREEN}) {
  .bs-office-sections { padding-left: 0; padding-right: 0; }
  .bs-office-sections__period { flex-direction: column; align-items: stretch; }
}
`;
