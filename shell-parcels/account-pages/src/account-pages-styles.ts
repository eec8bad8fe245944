// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// The tabs, fields, errors and buttons are the UI kit's (@betshell/ui); this is the pages' frame.
export const accountPagesStyles = `
.bs-account {
  max-width: 28rem;
  margin: var(--ui-space-6) auto;
  padding: var(--ui-space-5);
  border-radius: var(--ui-radius-xl);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-family);
  box-shadow: var(--ui-elevation-2);
}
.bs-account h1 { margin: 0 0 var(--ui-space-4); font-size: var(--ui-font-size-xl); }
.bs-account > .ui-button { margin-top: var(--ui-space-4); }
.bs-account fieldset { border: 1px solid var(--ui-color-border); border-radius: var(--ui-radius-md); }
.bs-account__credentials { display: grid; grid-template-columns: auto 1fr; gap: var(--ui-space-2) var(--ui-space-4); }
.bs-account__credentials dd { margin: 0; font-family: var(--ui-font-family-mono); font-weight: var(--ui-font-weight-strong); }
.bs-account__welcome { margin-top: var(--ui-space-3); font-size: var(--ui-font-size-sm); }
.bs-account__welcome ul { margin: var(--ui-space-2) 0; padding-left: var(--ui-space-5); }
.bs-account__welcome a { color: var(--ui-color-text); }
.bs-account__secondary { display: inline-block; margin: var(--ui-space-4) var(--ui-space-4) 0 0; color: var(--ui-color-text); }
`;
