// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const balanceStyles = `
.bs-balance { position: relative; display: flex; align-items: center; gap: 0.25rem; color: var(--ui-color-on-brand); }
.bs-balance__current {
  display: flex; gap: 0.375rem; align-items: baseline; padding: 0.375rem 0.625rem;
  border: 1px solid var(--ui-color-brand-strong); border-radius: 0.25rem; background: var(--ui-color-brand-strong); color: var(--ui-color-on-brand); font: inherit; cursor: pointer;
}
.bs-balance__label { color: var(--ui-color-on-brand-subtle); font-size: 0.8rem; }
.bs-balance__amount { font-weight: 700; font-variant-numeric: tabular-nums; }
.bs-balance__hide {
  border: 0; background: transparent; color: var(--ui-color-on-brand-subtle); font-size: 1rem; cursor: pointer; padding: 0.25rem;
}
.bs-balance__deposit {
  padding: 0.375rem 0.75rem; border-radius: 0.25rem; background: var(--ui-color-accent); color: var(--ui-color-on-accent);
  font-weight: 700; text-decoration: none;
}
.bs-balance__loading { color: var(--ui-color-on-brand-subtle); font-size: 0.85rem; }
.bs-balance__switcher {
  position: absolute; top: calc(100% + 0.25rem); left: 0; z-index: 20; min-width: 16rem;
  background: var(--ui-color-surface); color: var(--ui-color-text); border-radius: 0.375rem; box-shadow: var(--ui-elevation-3);
  padding: 0.25rem;
}
.bs-balance__switcher ul { list-style: none; margin: 0; padding: 0; }
.bs-balance__switcher button {
  display: flex; justify-content: space-between; gap: 1rem; width: 100%; padding: 0.5rem 0.625rem;
  border: 0; background: transparent; color: inherit; font: inherit; text-align: left; cursor: pointer; border-radius: 0.25rem;
}
.bs-balance__switcher button:hover:not(:disabled) { background: var(--ui-color-page); }
.bs-balance__switcher button[aria-current='true'] { font-weight: 700; }
.bs-balance__switcher button:disabled { cursor: default; color: var(--ui-color-text-muted); }
.bs-balance__switcher [role='alert'] { margin: 0.25rem 0.625rem; color: var(--ui-color-danger); font-size: 0.85rem; }
.bs-balance__team-cash p { margin: 0 0 var(--ui-space-4); }
.bs-balance__deposit-icon { display: none; }
/* A phone's header is one row: the whole amount shows whatever its length, the account's label and
   the deposit's word give way (both stay the buttons' names), every button is 44 px square at least. */
@media (max-width: 1023.98px) {
  .bs-balance { gap: 0.125rem; }
  .bs-balance__current,
  .bs-balance__hide,
  .bs-balance__deposit { min-width: 2.75rem; min-height: 2.75rem; align-items: center; justify-content: center; }
  .bs-balance__current { padding: 0.25rem 0.5rem; }
  .bs-balance__amount { white-space: nowrap; }
  .bs-balance__label,
  .bs-balance__deposit-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;
  }
  .bs-balance__deposit { display: inline-flex; padding: 0; font-size: 1.5rem; line-height: 1; }
  .bs-balance__deposit-icon { display: inline; }
}
`;
