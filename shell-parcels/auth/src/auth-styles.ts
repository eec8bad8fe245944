// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// The dialogs, tabs, fields and buttons are the UI kit's (@betshell/ui); this is what is the
// sign-in's own.
export const authStyles = `
.bs-auth__hint { margin: 0; color: var(--ui-color-text-muted); font-size: var(--ui-font-size-sm); }
.bs-auth__register { margin: var(--ui-space-4) 0 0; text-align: center; font-size: var(--ui-font-size-sm); }
.bs-auth__captcha { display: flex; flex-direction: column; gap: var(--ui-space-2); }
.bs-auth__captcha img {
  align-self: flex-start;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
}
.bs-auth__captcha .ui-button--link { align-self: flex-start; }
`;
