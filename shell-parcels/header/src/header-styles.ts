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
  background: #0f2238;
  color: #fff;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
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
  color: #ffd23f;
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
  color: #fff;
  font-weight: 600;
  text-decoration: none;
}
.bs-header__nav a:hover,
.bs-header__nav a:focus-visible {
  background: #1d3a5c;
}
.bs-header__nav a[aria-current='page'] {
  box-shadow: inset 0 -3px 0 #ffd23f;
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
  color: #d8e2ee;
  font-size: 0.875rem;
  text-decoration: none;
}
.bs-header__languages a:hover,
.bs-header__languages a:focus-visible {
  background: #1d3a5c;
  color: #fff;
}
.bs-header__languages a[aria-current='true'] {
  background: #ffd23f;
  color: #0f2238;
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
.bs-header__player-toggle {
  padding: 0.375rem 0.875rem;
  border: 1px solid #ffd23f;
  border-radius: 0.25rem;
  background: none;
  color: #ffd23f;
  font: inherit;
  font-size: 0.875rem;
  text-decoration: none;
  cursor: pointer;
}
.bs-header__register {
  background: #ffd23f;
  color: #0f2238;
  font-weight: 600;
}
.bs-header__player {
  position: relative;
}
.bs-header__player-menu {
  position: absolute;
  right: 0;
  z-index: 900;
  min-width: 12rem;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  border-radius: 0.375rem;
  background: #fff;
  box-shadow: 0 8px 30px rgb(15 34 56 / 35%);
  list-style: none;
}
.bs-header__player-menu a,
.bs-header__player-menu button {
  display: block;
  width: 100%;
  padding: 0.5rem 1rem;
  border: 0;
  background: none;
  color: #0f2238;
  font: inherit;
  font-size: 0.875rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
}
.bs-header__player-menu a:hover,
.bs-header__player-menu button:hover {
  background: #f3f6f9;
}
`;
