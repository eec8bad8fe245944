// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix;
// the dialog, the field and the button are the kit's (@betshell/ui), laid out here.
export const ageRestrictionStyles = `
.bs-age { text-align: center; }
.bs-age .ui-dialog__title { margin-right: 0; }
.bs-age p { margin: 0 0 var(--ui-space-4); }
/* More specific than the paragraphs rule: the badge is a paragraph, centred. */
.bs-age .bs-age__badge {
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  margin: 0 auto var(--ui-space-4);
  border: 3px solid var(--ui-color-danger);
  border-radius: var(--ui-radius-round);
  font-size: var(--ui-font-size-lg);
  font-weight: 700;
}
.bs-age__remember { justify-content: center; margin-bottom: var(--ui-space-4); }
.bs-age .ui-button { width: 100%; }
`;
