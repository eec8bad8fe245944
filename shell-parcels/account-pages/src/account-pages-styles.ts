// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const accountPagesStyles = `
.bs-account {
  max-width: 28rem;
  margin: 2rem auto;
  padding: 1.5rem;
  border-radius: 0.75rem;
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-family);
  box-shadow: var(--ui-elevation-2);
}
.bs-account h1 { margin: 0 0 1rem; font-size: 1.5rem; }
.bs-account__tabs { display: flex; gap: 0.25rem; margin-bottom: 1rem; }
.bs-account__tabs button {
  flex: 1;
  padding: 0.5rem;
  border: 1px solid var(--ui-color-border);
  border-radius: 0.375rem;
  background: var(--ui-color-surface-muted);
  font: inherit;
  cursor: pointer;
}
.bs-account__tabs button[aria-selected='true'] { background: var(--ui-color-brand); color: var(--ui-color-on-brand); }
.bs-account__form { display: flex; flex-direction: column; gap: 0.75rem; }
.bs-account__form label { display: flex; flex-direction: column; gap: 0.25rem; font-size: 0.875rem; }
.bs-account__form .bs-account__check { flex-direction: row; align-items: center; gap: 0.5rem; }
.bs-account__form input:not([type='radio']),
.bs-account__form select {
  padding: 0.5rem;
  border: 1px solid var(--ui-color-border);
  border-radius: 0.375rem;
  font: inherit;
}
.bs-account__form fieldset { border: 1px solid var(--ui-color-border); border-radius: 0.375rem; }
.bs-account__credentials { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
.bs-account__credentials dd { margin: 0; font-family: var(--ui-font-family-mono); font-weight: 600; }
.bs-account__error { margin: 0; color: var(--ui-color-danger); }
.bs-account__submit {
  margin-top: 1rem;
  padding: 0.625rem 1rem;
  border: 0;
  border-radius: 0.375rem;
  background: var(--ui-color-accent);
  color: var(--ui-color-on-accent);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.bs-account__secondary { display: inline-block; margin: 1rem 1rem 0 0; color: var(--ui-color-text); }
`;
