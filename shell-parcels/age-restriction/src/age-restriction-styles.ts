// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// The dialog is the UI kit's (@betshell/ui): a darker veil, and the age badge above the title.
export const ageRestrictionStyles = `
.bs-age .ui-dialog-backdrop { padding: var(--ui-space-4); background: var(--ui-color-scrim-strong); }
.bs-age__dialog {
  display: flex;
  flex-direction: column;
  width: min(26rem, 100%);
  padding: 1.75rem;
  text-align: center;
}
.bs-age__badge {
  order: -1;
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  margin: 0 auto;
  border: 3px solid var(--ui-color-danger);
  border-radius: var(--ui-radius-round);
  font-size: var(--ui-font-size-lg);
  font-weight: 700;
}
.bs-age__dialog .ui-dialog__title { margin: var(--ui-space-3) 0 var(--ui-space-2); }
.bs-age__dialog p { margin: 0 0 var(--ui-space-4); }
.bs-age__remember { justify-content: center; margin-bottom: var(--ui-space-4); }
.bs-age__dialog .ui-button { width: 100%; padding: var(--ui-space-3) var(--ui-space-4); }
`;
