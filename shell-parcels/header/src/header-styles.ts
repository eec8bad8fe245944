// Mounted and removed with the parcel (platform.mountStyles), so an overridden header brings its
// own look. Class names carry the parcel's prefix; nothing here styles another parcel.
export const headerStyles = `
.bs-header {
  position: relative;
  z-index: 50;
  /* Exactly the height the page reserves for the header (--shell-header-height in the shell's
     styles), whatever the texts, the languages or the player's state: rows of fixed height whose
     contents scroll sideways rather than wrap, so the page below never moves. */
  display: grid;
  /* The account (a signed-in player's balance and menu) keeps its width; the name gives way. */
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-rows: 3.5rem 2.75rem 2.5rem;
  grid-template-areas:
    'brand account'
    'nav nav'
    'languages languages';
  column-gap: 1rem;
  height: 8.75rem;
  padding: 0 1rem;
  background: var(--ui-color-brand);
  color: var(--ui-color-on-brand);
  font-family: var(--ui-font-family);
}
@media (min-width: 1024px) {
  .bs-header {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-rows: 3.5rem 2.75rem;
    grid-template-areas:
      'brand languages account'
      'nav nav nav';
    height: 6.25rem;
    padding: 0 1.5rem;
  }
}
.bs-header__brand {
  grid-area: brand;
  align-self: center;
  overflow: hidden;
  color: var(--ui-color-accent);
  font-size: 1.375rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.bs-header__nav {
  grid-area: nav;
  display: flex;
  align-items: center;
  gap: 0.25rem;
  overflow-x: auto;
  white-space: nowrap;
  scrollbar-width: thin;
}
.bs-header__nav a {
  padding: 0.375rem 0.75rem;
  border-radius: 0.25rem;
  color: var(--ui-color-on-brand);
  font-weight: 600;
  text-decoration: none;
}
.bs-header__nav a:hover,
.bs-header__nav a:focus-visible {
  background: var(--ui-color-brand-strong);
}
.bs-header__nav a[aria-current='page'] {
  box-shadow: inset 0 -3px 0 var(--ui-color-accent);
}
.bs-header__languages {
  grid-area: languages;
  display: flex;
  align-items: center;
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: thin;
}
@media (min-width: 1024px) {
  .bs-header__languages {
    justify-content: flex-end;
  }
}
.bs-header__languages ul {
  display: flex;
  flex-wrap: nowrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: nowrap;
}
.bs-header__languages a {
  display: block;
  padding: 0.375rem 0.625rem;
  border-radius: 0.25rem;
  color: var(--ui-color-on-brand-muted);
  font-size: 0.875rem;
  text-decoration: none;
}
.bs-header__languages a:hover,
.bs-header__languages a:focus-visible {
  background: var(--ui-color-brand-strong);
  color: var(--ui-color-on-brand);
}
.bs-header__languages a[aria-current='true'] {
  background: var(--ui-color-accent);
  color: var(--ui-color-on-accent);
  font-weight: 600;
}
.bs-header__balance .bs-remote-view__preloader {
  min-height: 0;
}
.bs-header__account {
  grid-area: account;
  display: flex;
  align-items: center;
  justify-self: end;
  gap: 0.5rem;
  min-width: 0;
  white-space: nowrap;
}
.bs-header__login,
.bs-header__register,
.bs-header__player-toggle,
.bs-header__display-toggle {
  padding: 0.375rem 0.875rem;
  border: 1px solid var(--ui-color-accent);
  border-radius: 0.25rem;
  background: none;
  color: var(--ui-color-accent);
  font: inherit;
  font-size: 0.875rem;
  text-decoration: none;
  cursor: pointer;
}
.bs-header__register {
  background: var(--ui-color-accent);
  color: var(--ui-color-on-accent);
  font-weight: 600;
}
.bs-header__player,
.bs-header__display {
  position: relative;
}
.bs-header__display-toggle {
  border-color: var(--ui-color-on-brand-subtle);
  color: var(--ui-color-on-brand);
}
.bs-header__display-menu {
  position: absolute;
  /* Opens rightwards from its button: on a phone the button sits near the left edge. */
  left: 0;
  z-index: 900;
  display: grid;
  gap: 0.75rem;
  min-width: 12rem;
  margin-top: 0.25rem;
  padding: 0.75rem 1rem;
  border-radius: 0.375rem;
  background: var(--ui-color-surface);
  box-shadow: var(--ui-elevation-3);
  color: var(--ui-color-text);
  font-size: 0.875rem;
  white-space: normal;
}
.bs-header__display-menu[hidden] {
  display: none;
}
.bs-header__display-menu fieldset {
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  border: 0;
}
.bs-header__display-menu legend {
  margin-bottom: 0.25rem;
  color: var(--ui-color-text-muted);
  font-weight: 600;
}
.bs-header__player-menu {
  position: absolute;
  right: 0;
  z-index: 900;
  min-width: 12rem;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  border-radius: 0.375rem;
  background: var(--ui-color-surface);
  box-shadow: var(--ui-elevation-3);
  list-style: none;
}
.bs-header__player-menu a,
.bs-header__player-menu button {
  display: block;
  width: 100%;
  padding: 0.5rem 1rem;
  border: 0;
  background: none;
  color: var(--ui-color-text);
  font: inherit;
  font-size: 0.875rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
}
.bs-header__player-menu a:hover,
.bs-header__player-menu button:hover {
  background: var(--ui-color-surface-muted);
}
`;
