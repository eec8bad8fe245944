// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const authStyles = `
.bs-auth__backdrop {
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: var(--ui-color-scrim);
}
.bs-auth__dialog {
  position: relative;
  width: min(24rem, calc(100vw - 2rem));
  padding: 1.5rem;
  border-radius: 0.75rem;
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-family);
  box-shadow: var(--ui-elevation-3);
}
.bs-auth__dialog h2 { margin: 0 2rem 1rem 0; font-size: 1.25rem; }
.bs-auth__close {
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  border: 0;
  background: none;
  font-size: 1.5rem;
  cursor: pointer;
}
.bs-auth__tabs { display: flex; gap: 0.25rem; margin-bottom: 1rem; }
.bs-auth__tabs button {
  flex: 1;
  padding: 0.5rem;
  border: 1px solid var(--ui-color-border);
  border-radius: 0.375rem;
  background: var(--ui-color-surface-muted);
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
}
.bs-auth__tabs button[aria-selected='true'] { background: var(--ui-color-brand); color: var(--ui-color-on-brand); }
.bs-auth__form { display: flex; flex-direction: column; gap: 0.75rem; }
.bs-auth__form label { display: flex; flex-direction: column; gap: 0.25rem; font-size: 0.875rem; }
.bs-auth__form input:not([type='checkbox']) {
  padding: 0.5rem;
  border: 1px solid var(--ui-color-border);
  border-radius: 0.375rem;
  font: inherit;
}
.bs-auth__form .bs-auth__check { flex-direction: row; align-items: center; }
.bs-auth__hint { margin: 0; color: var(--ui-color-text-muted); font-size: 0.875rem; }
.bs-auth__error { margin: 0; color: var(--ui-color-danger); font-size: 0.875rem; }
.bs-auth__submit {
  padding: 0.625rem 1rem;
  border: 0;
  border-radius: 0.375rem;
  background: var(--ui-color-accent);
  color: var(--ui-color-on-accent);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.bs-auth__submit:disabled { opacity: 0.6; cursor: wait; }
.bs-auth__register { margin: 1rem 0 0; text-align: center; font-size: 0.875rem; }
.bs-auth__link {
  padding: 0;
  border: 0;
  background: none;
  color: var(--ui-color-link);
  font: inherit;
  font-size: 0.875rem;
  text-decoration: underline;
  cursor: pointer;
}
.bs-auth__backdrop--top { z-index: 1010; }
.bs-auth__captcha { display: flex; flex-direction: column; gap: 0.5rem; }
.bs-auth__captcha img { align-self: flex-start; border: 1px solid var(--ui-color-border); border-radius: 0.375rem; }
.bs-auth__captcha .bs-auth__link { align-self: flex-start; }
.bs-auth__social { display: flex; justify-content: center; margin-top: 1rem; min-height: 2.75rem; }
`;
