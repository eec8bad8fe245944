import { NARROW_SCREEN, TOUCH_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// Fields, buttons and dialogs are the UI kit's (@betshell/ui); colours are its tokens.
export const supportStyles = `
.bs-support-office { max-width: 48rem; margin: 0 auto; padding: 1.5rem; }
.bs-support-office h2 { margin: 1.5rem 0 0.75rem; font-size: 1.125rem; }
.bs-support-office__actions, .bs-support-office__choices { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.bs-support-office__choices { flex-direction: column; align-items: flex-start; }
.bs-support-office__form {
  padding: 1rem 1.25rem;
  border: 1px solid var(--ui-color-border);
  border-radius: 0.5rem;
  background: var(--ui-color-surface);
}
.bs-support-office__form textarea, .bs-support-office__form select { width: 100%; font: inherit; }
.bs-support-office__list, .bs-support-office__messages, .bs-support-office__files { list-style: none; margin: 0; padding: 0; }
.bs-support-office__item {
  display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: baseline;
  padding: 0.75rem 0; border-bottom: 1px solid var(--ui-color-border);
}
.bs-support-office__status, .bs-support-office__time, .bs-support-office__meta { color: var(--ui-color-text-muted); font-size: 0.875rem; }
.bs-support-office__unread { color: var(--ui-color-danger); font-size: 0.875rem; }
.bs-support-office__preview { flex-basis: 100%; margin: 0; overflow-wrap: anywhere; }
.bs-support-office__message {
  margin: 0 0 0.75rem; padding: 0.75rem 1rem;
  border-radius: 0.5rem; background: var(--ui-color-surface);
  border: 1px solid var(--ui-color-border);
}
.bs-support-office__message[data-author='operator'] { border-color: var(--ui-color-success); }
.bs-support-office__body { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.25rem 0 0; }
.bs-support-office__meta { margin: 0; }
@media ${TOUCH_SCREEN} {
  .bs-support-office button, .bs-support-office input[type='file'] { min-height: var(--ui-touch-target); }
}
@media (max-width: ${NARROW_SCREEN}) {
  .bs-support-office { padding-left: 0; padding-right: 0; }
  .bs-support-office__form { padding: 0.75rem; }
}
`;
