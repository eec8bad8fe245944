// Mounted and removed with the parcel (platform.mountStyles). The column it stands in is the
// shell's (root-config's shell.css: the section menu's place, 15rem from 1024 px); the button and
// the sheet are for a phone and for a desktop whose player hid the left panel (html[data-hide-left]).
// Looks from the kit's tokens only.
export const sportsMenuStyles = `
.bs-sports-menu { font-size: var(--ui-font-size-sm); }
.bs-sports-menu__side { display: none; }
@media (min-width: 1024px) {
  html:not([data-hide-left]) .bs-sports-menu__side { display: block; }
  html:not([data-hide-left]) .bs-sports-menu__open { display: none; }
}
.bs-sports-menu__open {
  min-height: 2.75rem;
  margin-bottom: var(--ui-space-3);
  padding: 0 var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.bs-sports-menu__sheet {
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(22rem, calc(100vw - 3rem));
  max-height: none;
  border-radius: 0 var(--ui-radius-xl) var(--ui-radius-xl) 0;
  font-size: var(--ui-font-size-sm);
}
.bs-sports-menu__search { margin-bottom: var(--ui-space-3); }
.bs-sports-menu__search input { width: 100%; }
.bs-sports-menu__results ul,
.bs-sports-menu__sports,
.bs-sports-menu__champs { margin: 0; padding: 0; list-style: none; }
.bs-sports-menu__results a {
  display: flex;
  flex-direction: column;
  padding: var(--ui-space-2);
  border-bottom: 1px solid var(--ui-color-divider);
  color: var(--ui-color-link);
  text-decoration: none;
}
.bs-sports-menu__detail { color: var(--ui-color-text-muted); }
.bs-sports-menu__nav {
  padding: var(--ui-space-2);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
}
.bs-sports-menu__heading { margin: 0 0 var(--ui-space-2); font-size: var(--ui-font-size-md); }
.bs-sports-menu__note { margin: var(--ui-space-2) 0; color: var(--ui-color-text-muted); }
.bs-sports-menu__row { display: flex; align-items: stretch; }
.bs-sports-menu__row > a,
.bs-sports-menu__champs a {
  display: flex;
  flex: 1;
  justify-content: space-between;
  gap: var(--ui-space-2);
  min-height: 2.25rem;
  align-items: center;
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  color: var(--ui-color-text);
  text-decoration: none;
}
.bs-sports-menu__champs a { padding-left: var(--ui-space-4); }
.bs-sports-menu a:hover { background: var(--ui-color-surface-muted); }
.bs-sports-menu a[aria-current='page'] { font-weight: 700; color: var(--ui-color-link); }
.bs-sports-menu__count { color: var(--ui-color-text-muted); font-variant-numeric: tabular-nums; }
.bs-sports-menu__expand {
  min-width: 2.25rem;
  border: 0;
  background: none;
  color: var(--ui-color-text);
  font: inherit;
  cursor: pointer;
}
@media (pointer: coarse) {
  .bs-sports-menu__row > a, .bs-sports-menu__champs a, .bs-sports-menu__expand { min-height: var(--ui-touch-target); min-width: var(--ui-touch-target); }
}
`;
