import { NARROW_SCREEN } from '@betshell/ui';

// The esports, statistics and special sections' pages (betting-sections-pages.tsx), mounted with
// the sportsbook's styles; kept apart so the first screen the server paints carries none of them.
export const bettingSectionsStyles = `
.bs-sections__cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(min(20rem, 100%), 1fr)); }
.bs-sections__card { display: flex; flex-direction: column; gap: 0.25rem; border: 1px solid var(--ui-color-divider); border-radius: 8px; padding: 0.5rem 0.75rem; }
.bs-sections__disciplines, .bs-sections__links, .bs-sections__teams { list-style: none; margin: 0 0 1rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4rem 1.25rem; }
.bs-sections__links { flex-direction: column; }
.bs-sections__statistics { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr)); }
.bs-sections__panel { border: 1px solid var(--ui-color-divider); border-radius: 8px; padding: 0.5rem 0.75rem; min-width: 0; }
.bs-sections__panel--wide { grid-column: 1 / -1; }
.bs-sections__panel h3, .bs-sections__tracker h3 { font-size: 1rem; margin: 0.25rem 0 0.5rem; }
.bs-sections__minute { color: var(--ui-color-danger); font-weight: 700; }
.bs-sections__figures { width: 100%; border-collapse: collapse; }
.bs-sections__figures th, .bs-sections__figures td { padding: 0.25rem; text-align: center; border-bottom: 1px solid var(--ui-color-divider); }
.bs-sections__figure-value { font-weight: 700; font-variant-numeric: tabular-nums; width: 3.5rem; }
.bs-sections__figure-name { display: block; font-size: 0.85rem; }
.bs-sections__bar { display: block; height: 0.35rem; border-radius: 2px; background: var(--ui-color-accent); overflow: hidden; }
.bs-sections__bar-home { display: block; height: 100%; background: var(--ui-color-brand); }
.bs-sections__form-list, .bs-sections__meetings { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35rem; }
.bs-sections__form-row { display: flex; justify-content: space-between; gap: 0.5rem; flex-wrap: wrap; }
.bs-sections__form { display: inline-flex; gap: 0.2rem; }
.bs-sections__result { display: inline-flex; align-items: center; justify-content: center; min-width: 1.5rem; height: 1.5rem; border-radius: 3px; font-size: 0.8rem; font-weight: 700; text-decoration: none; }
.bs-sections__result--W { background: var(--ui-color-success); color: var(--ui-color-on-success); }
.bs-sections__result--D { background: var(--ui-color-surface-strong); color: var(--ui-color-text); }
.bs-sections__result--L { background: var(--ui-color-danger); color: var(--ui-color-on-danger); }
.bs-sections__scroll { overflow-x: auto; }
.bs-sections__row--playing td { background: var(--ui-color-surface-muted); font-weight: 700; }
.bs-sections__tracker { margin: 0.75rem 0; }
.bs-sections__field { width: 100%; max-width: 40rem; display: block; }
.bs-sections__field-ground { fill: var(--ui-color-success-surface); stroke: var(--ui-color-success); stroke-width: 0.5; }
.bs-sections__field-line { fill: none; stroke: var(--ui-color-success); stroke-width: 0.4; }
.bs-sections__field-team { font-size: 3.2px; fill: var(--ui-color-text); }
.bs-sections__field-score { font-size: 4px; font-weight: 700; fill: var(--ui-color-text); }
.bs-sections__field-moment circle { fill: var(--ui-color-brand); opacity: 0.85; }
.bs-sections__field-moment--away circle { fill: var(--ui-color-accent-strong); }
.bs-sections__field-moment text { font-size: 3px; fill: var(--ui-color-text); }
.bs-sections__moments { margin: 0.5rem 0 0; padding-left: 1.25rem; }
.bs-sections__moment-minute { font-weight: 700; font-variant-numeric: tabular-nums; }
.bs-sections__zone-figures { display: grid; grid-template-columns: repeat(2, 1fr); gap: 0.15rem 0.75rem; margin: 0.25rem 0 0; font-size: 0.85rem; }
.bs-sections__zone-figures div { display: flex; justify-content: space-between; gap: 0.5rem; }
.bs-sections__zone-figures dd { margin: 0; font-weight: 700; }
.bs-sections__ranking { margin: 0 0 0.75rem; padding-left: 1.5rem; }
.bs-sections__team-game { border-bottom: 1px solid var(--ui-color-divider); padding-bottom: 0.5rem; margin-bottom: 0.5rem; }
.bs-sections--popup { max-width: 48rem; }
@media (max-width: ${NARROW_SCREEN}) {
  .bs-sections__panel { padding: 0.5rem; }
  .bs-sections__zone-figures { grid-template-columns: 1fr; }
}
`;
