import { NARROW_SCREEN, TOUCH_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// The tables and forms are the UI kit's (@betshell/ui): tables become cards on a narrow screen.
export const officeMoneyStyles = `
.bs-office-money { max-width: 56rem; margin: 0 auto; padding: 1.5rem; }
.bs-office-money h1 { margin: 0 0 1rem; font-size: 1.5rem; }
.bs-office-money__table { margin: 0 0 1rem; }
.bs-office-money__table caption { padding: 0 0 0.5rem; }
.bs-office-money__actions { display: inline-flex; gap: 0.5rem; flex-wrap: wrap; }
.bs-office-money__table tr[data-active='true'] { background: var(--ui-color-success-surface); }
.bs-office-money__form { display: flex; flex-direction: column; align-items: flex-start; gap: 0.375rem; margin: 0 0 1rem; max-width: 24rem; }
.bs-office-money__form .ui-field { font-weight: var(--ui-font-weight-strong); }
.bs-office-money__form input, .bs-office-money__form select { min-width: 12rem; font-weight: normal; }
.bs-office-money button { padding: 0.4rem 0.9rem; font: inherit; cursor: pointer; }
.bs-office-money button:disabled { cursor: default; opacity: 0.6; }
.bs-office-money__error { color: var(--ui-color-danger); }
.bs-office-money__warning { padding: 0.75rem 1rem; background: var(--ui-color-danger-surface); color: var(--ui-color-danger); border-radius: 0.375rem; }
.bs-office-money__bonus { padding: 0.75rem 1rem; background: var(--ui-color-warning-surface); border-radius: 0.375rem; }
.bs-office-money__note { color: var(--ui-color-text-muted); }
.bs-office-money__bonuses { list-style: none; margin: 0 0 1rem; padding: 0; display: grid; gap: 0.75rem; }
.bs-office-money__bonus-card, .bs-office-money__offer { padding: 0.75rem 1rem; border: 1px solid var(--ui-color-border); border-radius: 0.375rem; }
.bs-office-money__bonus-card h2, .bs-office-money__offer h2, .bs-office-money__offer h3 { margin: 0 0 0.25rem; font-size: 1.1rem; }
.bs-office-money__bonus-card small { color: var(--ui-color-text-muted); font-weight: normal; }
.bs-office-money__bonus-card p { margin: 0.25rem 0; }
.bs-office-money__bonus-card progress { width: 100%; max-width: 24rem; }
.bs-office-money__bonus-status { font-weight: var(--ui-font-weight-strong); }
.bs-office-money__terms { margin: 0.25rem 0 0.75rem; padding-left: 1.25rem; }
.bs-office-money__offers { margin: 1rem 0; display: grid; gap: 0.75rem; }
.bs-office-money__offers h2 { margin: 0; font-size: 1.2rem; }
.bs-office-money__paging { display: flex; align-items: center; gap: 1rem; }
.bs-office-money__check { display: block; margin: 0 0 1rem; }
.bs-office-money__result { max-width: 32rem; margin: 4rem auto; text-align: center; font-family: var(--ui-font-family); }
.bs-office-money__result--success h1 { color: var(--ui-color-success); }
.bs-office-money__result--fail h1 { color: var(--ui-color-danger); }
.bs-office-money__links { display: flex; gap: 1rem; justify-content: center; align-items: center; }
/* Where a finger presses, the page's own buttons (make active, remove, paging, retry) are touch
   targets of the kit's size; on a phone the page gives its width to its content. */
@media ${TOUCH_SCREEN} {
  .bs-office-money button { min-width: var(--ui-touch-target); min-height: var(--ui-touch-target); }
}
@media (max-width: ${NARROW_SCREEN}) {
  .bs-office-money { padding: 1rem 0; }
}
`;
