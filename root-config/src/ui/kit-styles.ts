import { NARROW_SCREEN, TOUCH_SCREEN } from './design-tokens';

// The look of the kit's components, in the tokens only. Mounted while any of them is on the page
// (use-kit-styles.ts), so a kit swapped in by import-map-overrides brings its own. Every selector
// is inside :where(), so it weighs nothing: a parcel's own class on a component wins whatever the
// order of the stylesheets in <head>. A pseudo-element follows the :where() (inside, it would void
// the whole rule).
export const kitStyles = `
:where(.ui-dialog-backdrop) {
  position: fixed;
  inset: 0;
  z-index: var(--ui-layer-dialog);
  display: flex;
  align-items: center;
  justify-content: center;
  background: var(--ui-color-scrim);
}
:where(.ui-dialog-backdrop--top) { z-index: calc(var(--ui-layer-dialog) + 10); }
:where(.ui-dialog-backdrop--answer) { background: var(--ui-color-scrim-strong); }
:where(.ui-dialog) {
  position: relative;
  width: min(24rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: var(--ui-space-5);
  border-radius: var(--ui-radius-xl);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font-family: var(--ui-font-family);
  box-shadow: var(--ui-elevation-3);
}
:where(.ui-dialog:focus) { outline: none; }
:where(.ui-dialog--modeless) {
  position: fixed;
  right: var(--ui-space-4);
  bottom: var(--ui-space-4);
  z-index: var(--ui-layer-toast);
  width: min(22rem, calc(100vw - 2rem));
}
:where(.ui-dialog__title) { margin: 0 2rem var(--ui-space-4) 0; font-size: var(--ui-font-size-lg); }
:where(.ui-dialog__close) {
  position: absolute;
  top: var(--ui-space-3);
  right: var(--ui-space-3);
  border: 0;
  background: none;
  color: inherit;
  font-size: var(--ui-font-size-xl);
  line-height: 1;
  cursor: pointer;
}
:where(.ui-tabs) { display: flex; gap: var(--ui-space-1); margin-bottom: var(--ui-space-4); }
:where(.ui-tabs__tab) {
  flex: 1;
  padding: var(--ui-space-2);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-muted);
  color: var(--ui-color-text);
  font: inherit;
  font-size: var(--ui-font-size-sm);
  cursor: pointer;
}
:where(.ui-tabs__tab[aria-selected='true']) {
  border-color: var(--ui-color-brand);
  background: var(--ui-color-brand);
  color: var(--ui-color-on-brand);
}
:where(.ui-form) { display: flex; flex-direction: column; gap: var(--ui-space-3); }
:where(.ui-field) { display: flex; flex-direction: column; gap: var(--ui-space-1); font-size: var(--ui-font-size-sm); }
:where(.ui-field--check) { flex-direction: row; align-items: center; gap: var(--ui-space-2); }
:where(.ui-field input:not([type='checkbox']):not([type='radio'])), :where(.ui-field select), :where(.ui-field textarea) {
  padding: var(--ui-space-2);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
  font: inherit;
  font-size: var(--ui-font-size-md);
}
:where(.ui-field [aria-invalid='true']) { border-color: var(--ui-color-danger); }
:where(.ui-field__hint) { margin: 0; color: var(--ui-color-text-muted); font-size: var(--ui-font-size-sm); }
:where(.ui-field__error), :where(.ui-form-error) { margin: 0; color: var(--ui-color-danger); font-size: var(--ui-font-size-sm); }
:where(.ui-button) {
  padding: 0.625rem var(--ui-space-4);
  border: 1px solid transparent;
  border-radius: var(--ui-radius-md);
  font: inherit;
  font-weight: var(--ui-font-weight-strong);
  text-align: center;
  text-decoration: none;
  cursor: pointer;
}
:where(.ui-button--primary) { background: var(--ui-color-accent); color: var(--ui-color-on-accent); }
:where(.ui-button--primary:hover:not(:disabled)) { background: var(--ui-color-accent-strong); }
:where(.ui-button--brand) { background: var(--ui-color-brand); color: var(--ui-color-on-brand); }
:where(.ui-button--secondary) {
  border-color: var(--ui-color-border);
  background: var(--ui-color-surface);
  color: var(--ui-color-text);
}
:where(.ui-button--link) {
  padding: 0;
  border: 0;
  background: none;
  color: var(--ui-color-link);
  font-weight: normal;
  text-decoration: underline;
}
:where(.ui-button:disabled) { opacity: 0.6; cursor: not-allowed; }
:where(.ui-button[aria-busy='true']) { cursor: wait; }
:where(.ui-money), :where(.ui-odds) { font-variant-numeric: tabular-nums; white-space: nowrap; }
:where(.ui-table) { width: 100%; border-collapse: collapse; background: var(--ui-color-surface); }
:where(.ui-table caption) { text-align: left; font-weight: var(--ui-font-weight-strong); }
:where(.ui-table th), :where(.ui-table td) {
  padding: var(--ui-space-2) var(--ui-space-3);
  border-bottom: 1px solid var(--ui-color-divider);
  text-align: left;
}
:where(.ui-table [data-numeric]) { text-align: right; }
:where(.ui-table__toggle) {
  padding: 0;
  border: 0;
  background: none;
  color: var(--ui-color-link);
  font: inherit;
  cursor: pointer;
}
:where(.ui-table__details > td) { background: var(--ui-color-surface-muted); }
@media (max-width: ${NARROW_SCREEN}) {
  :where(.ui-table thead) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  :where(.ui-table), :where(.ui-table tbody), :where(.ui-table tr) { display: block; }
  :where(.ui-table) { background: none; }
  :where(.ui-table tr) {
    margin-bottom: var(--ui-space-3);
    padding: var(--ui-space-2) var(--ui-space-3);
    border: 1px solid var(--ui-color-divider);
    border-radius: var(--ui-radius-lg);
    background: var(--ui-color-surface);
  }
  :where(.ui-table td), :where(.ui-table tbody th) {
    display: flex;
    justify-content: space-between;
    gap: var(--ui-space-4);
    padding: var(--ui-space-1) 0;
    border: 0;
    text-align: right;
  }
  :where(.ui-table td)::before, :where(.ui-table tbody th)::before {
    content: attr(data-label);
    color: var(--ui-color-text-muted);
    text-align: left;
  }
  :where(.ui-table__details) { margin-top: calc(-1 * var(--ui-space-3)); border-top: 0; }
  :where(.ui-table__details > td) { display: block; text-align: left; background: none; }
  :where(.ui-table__details > td)::before { content: none; }
}
:where(.ui-section-nav) { min-width: 0; max-width: 100%; margin-bottom: var(--ui-space-4); }
:where(.ui-section-nav ul) {
  display: flex;
  gap: var(--ui-space-1);
  margin: 0;
  padding: 0 0 var(--ui-space-1);
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
}
:where(.ui-section-nav li) { flex: none; }
:where(.ui-section-nav a) {
  display: flex;
  align-items: center;
  padding: var(--ui-space-2) var(--ui-space-3);
  border-radius: var(--ui-radius-md);
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-sm);
  text-decoration: none;
  white-space: nowrap;
}
:where(.ui-section-nav a:hover) { background: var(--ui-color-surface-muted); }
:where(.ui-section-nav a[aria-current='page']) {
  background: var(--ui-color-brand);
  color: var(--ui-color-on-brand);
}
@media ${TOUCH_SCREEN} {
  :where(.ui-button:not(.ui-button--link)), :where(.ui-tabs__tab), :where(.ui-section-nav a) {
    min-height: var(--ui-touch-target);
  }
  :where(.ui-button:not(.ui-button--link)), :where(.ui-section-nav a) { min-width: var(--ui-touch-target); }
  :where(.ui-field input:not([type='checkbox']):not([type='radio'])), :where(.ui-field select) {
    min-height: var(--ui-touch-target);
  }
  :where(.ui-field--check) { min-height: var(--ui-touch-target); }
  :where(.ui-table__toggle), :where(.ui-dialog__close), :where(.ui-toast__close) {
    min-width: var(--ui-touch-target);
    min-height: var(--ui-touch-target);
  }
}
:where(.ui-toasts) {
  position: fixed;
  top: 4.25rem;
  right: var(--ui-space-4);
  z-index: var(--ui-layer-toast);
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
}
:where(.ui-toasts ul) { display: grid; gap: var(--ui-space-2); margin: 0; padding: 0; list-style: none; }
:where(.ui-toast) {
  display: flex;
  align-items: flex-start;
  gap: var(--ui-space-3);
  padding: var(--ui-space-3) var(--ui-space-3) var(--ui-space-3) var(--ui-space-4);
  border-left: 4px solid var(--ui-color-info);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-elevation-2);
  color: var(--ui-color-text);
  pointer-events: auto;
}
:where(.ui-toast p) { flex: 1; margin: 0; }
:where(.ui-toast--success) { border-left-color: var(--ui-color-success); }
:where(.ui-toast--warning) { border-left-color: var(--ui-color-warning); }
:where(.ui-toast--error) { border-left-color: var(--ui-color-danger); }
:where(.ui-toast__close) {
  padding: 0 var(--ui-space-1);
  border: 0;
  background: none;
  color: var(--ui-color-text-muted);
  font-size: var(--ui-font-size-lg);
  line-height: 1;
  cursor: pointer;
}
:where(.ui-office-menu__open) { margin-bottom: var(--ui-space-3); }
@media (max-width: 1023.98px) {
  :where(.ui-office-menu__side) { display: none; }
}
@media (min-width: 1024px) {
  :where(.ui-office-menu__open) { display: none; }
}
:where(.ui-office-menu__nav) { margin-bottom: 0; }
:where(.ui-office-menu__nav ul) { flex-direction: column; overflow: visible; padding: 0; }
:where(.ui-office-menu__nav a) { white-space: normal; }
:where(.ui-office-menu__facts) {
  display: grid;
  gap: var(--ui-space-2);
  margin: 0 0 var(--ui-space-3);
  padding: var(--ui-space-3);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  font-size: var(--ui-font-size-sm);
}
:where(.ui-office-menu__fact) {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 var(--ui-space-2);
  padding-left: var(--ui-space-2);
  border-left: 3px solid transparent;
}
:where(.ui-office-menu__fact[data-attention]) { border-left-color: var(--ui-color-warning); }
:where(.ui-office-menu__fact dt) { color: var(--ui-color-text-muted); }
:where(.ui-office-menu__fact dd) { margin: 0; font-weight: 600; }
:where(.ui-office-menu__fact a) { color: var(--ui-color-link); }
:where(.ui-office-menu__sheet) {
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(22rem, calc(100vw - 3rem));
  max-height: none;
  border-radius: 0 var(--ui-radius-xl) var(--ui-radius-xl) 0;
}
`;
