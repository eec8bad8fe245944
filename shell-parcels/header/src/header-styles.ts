// Mounted and removed with the parcel (platform.mountStyles), so an overridden header brings its
// own look. Class names carry the parcel's prefix; nothing here styles another parcel.
export const headerStyles = `
.bs-header {
  position: relative;
  z-index: 50;
  /* Exactly the height the page reserves for the header (--shell-header-height in the shell's
     styles), whatever the texts, the languages or the player's state: rows of fixed height whose
     contents scroll sideways rather than wrap, so the page below never moves. On a phone one row:
     the navigation, the languages and the display settings are in the mobile menu. */
  display: grid;
  /* The account (a signed-in player's balance and menu) keeps its width; the name gives way. */
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-rows: 3.5rem;
  grid-template-areas: 'brand account';
  column-gap: 0.5rem;
  height: 3.5rem;
  padding: 0 0.5rem;
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
    column-gap: 1rem;
    height: 6.25rem;
    padding: 0 1.5rem;
  }
  .bs-header__player-icon {
    display: none;
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
/* The phone's one row (the layout's rules above come first: these win). */
@media (max-width: 1023.98px) {
  .bs-header > .bs-header__nav,
  .bs-header > .bs-header__languages,
  .bs-header__account > .bs-header__display {
    display: none;
  }
  /* Touch targets of at least 44 x 44 px in the one row. */
  .bs-header__login,
  .bs-header__register,
  .bs-header__player-toggle {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }
  .bs-header__brand {
    display: block;
    line-height: 2.75rem;
    font-size: 1.125rem;
  }
  .bs-header__account {
    gap: 0.25rem;
  }
  /* The account id gives way to a picture; the button keeps it as its name. */
  .bs-header__player-toggle {
    justify-content: center;
    min-width: 2.75rem;
    padding: 0.375rem;
  }
  .bs-header__player-name {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
}
/* The phone's bottom navigation: fixed over the window's bottom edge and its safe area, as high as
   --shell-bottom-nav-height (the shell's styles), which the page keeps free below its content. */
.bs-bottom-nav {
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  /* Over the floating chrome (support, scroll to top), which stands above it on a phone. */
  z-index: 850;
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: var(--ui-color-brand);
  box-shadow: var(--ui-elevation-2);
  color: var(--ui-color-on-brand-muted);
  font-family: var(--ui-font-family);
}
@media (min-width: 1024px) {
  .bs-bottom-nav {
    display: none;
  }
}
.bs-bottom-nav ul {
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  height: 3.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
}
.bs-bottom-nav__item {
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.125rem;
  width: 100%;
  height: 100%;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 0.125rem;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-size: var(--ui-font-size-xs);
  line-height: 1.1;
  text-decoration: none;
  cursor: pointer;
}
.bs-bottom-nav__text {
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.bs-bottom-nav__icon {
  width: 1.375rem;
  height: 1.375rem;
  flex: none;
}
.bs-bottom-nav__item:hover,
.bs-bottom-nav__item:focus-visible {
  background: var(--ui-color-brand-strong);
  color: var(--ui-color-on-brand);
}
.bs-bottom-nav__item[aria-current='page'],
.bs-bottom-nav__item[aria-expanded='true'] {
  color: var(--ui-color-accent);
  box-shadow: inset 0 3px 0 var(--ui-color-accent);
}
.bs-bottom-nav__count {
  position: absolute;
  top: 0.25rem;
  left: calc(50% + 0.25rem);
  min-width: 1.25rem;
  padding: 0 0.3rem;
  border-radius: var(--ui-radius-round);
  background: var(--ui-color-accent);
  color: var(--ui-color-on-accent);
  font-size: var(--ui-font-size-xs);
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
}
.bs-bottom-nav__hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
/* The mobile menu: the kit's dialog as a sheet along the window's right edge. */
.bs-mobile-menu {
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(22rem, calc(100vw - 3rem));
  max-height: none;
  padding: var(--ui-space-4) var(--ui-space-4) calc(var(--ui-space-4) + env(safe-area-inset-bottom, 0px));
  border-radius: var(--ui-radius-xl) 0 0 var(--ui-radius-xl);
}
.bs-mobile-menu .ui-dialog__close {
  top: var(--ui-space-2);
  right: var(--ui-space-2);
  min-width: 2.75rem;
  min-height: 2.75rem;
}
.bs-mobile-menu__heading {
  margin: var(--ui-space-4) 0 var(--ui-space-1);
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-sm);
  font-weight: 600;
}
.bs-mobile-menu__nav ul,
.bs-mobile-menu .bs-header__languages ul {
  display: grid;
  gap: var(--ui-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
}
.bs-mobile-menu .bs-header__languages {
  display: block;
  overflow: visible;
}
.bs-mobile-menu .bs-header__languages ul {
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  white-space: normal;
}
.bs-mobile-menu__nav a,
.bs-mobile-menu .bs-header__languages a {
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 var(--ui-space-3);
  border-radius: var(--ui-radius-md);
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-md);
  text-decoration: none;
}
.bs-mobile-menu__nav a:hover,
.bs-mobile-menu__nav a:focus-visible,
.bs-mobile-menu .bs-header__languages a:hover,
.bs-mobile-menu .bs-header__languages a:focus-visible {
  background: var(--ui-color-surface-muted);
  color: var(--ui-color-text);
}
.bs-mobile-menu__nav a[aria-current='page'] {
  background: var(--ui-color-surface-strong);
  font-weight: 700;
}
.bs-mobile-menu .bs-header__languages a[aria-current='true'] {
  background: var(--ui-color-brand);
  color: var(--ui-color-on-brand);
  font-weight: 600;
}
.bs-mobile-menu__display {
  margin-top: var(--ui-space-4);
}
.bs-mobile-menu .bs-header__display-toggle {
  min-height: 2.75rem;
  border-color: var(--ui-color-border);
  color: var(--ui-color-text);
}
/* In the sheet the display settings open in its flow, not over it. */
.bs-mobile-menu .bs-header__display-menu {
  position: static;
  margin-top: var(--ui-space-2);
  box-shadow: none;
  padding: 0;
}
.bs-mobile-menu .bs-header__display-menu .ui-field {
  min-height: 2.75rem;
}
`;
