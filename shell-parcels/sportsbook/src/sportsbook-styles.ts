import { NARROW_SCREEN, TOUCH_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const sportsbookStyles = `
.bs-sportsbook { max-width: 1366px; margin: 0 auto; padding: 1rem 1.5rem; }
.bs-sportsbook__top { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem 1rem; align-items: flex-start; }
.bs-sportsbook__tabs, .bs-sportsbook__sports { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; margin: 0 0 0.75rem; }
.bs-sportsbook__tabs a, .bs-sportsbook__sports a { color: var(--ui-color-text); text-decoration: none; padding: 0.25rem 0.5rem; border-radius: 4px; }
.bs-sportsbook__tabs a[aria-current='page'], .bs-sportsbook__sports a[aria-current='page'] { background: var(--ui-color-brand); color: var(--ui-color-on-brand); }
.bs-sportsbook__count { font-size: 0.8em; opacity: 0.7; }
.bs-sportsbook__settings { background: var(--ui-color-surface-muted); border-radius: 6px; padding: 0.4rem 0.75rem; }
.bs-sportsbook__settings summary { cursor: pointer; font-weight: 600; }
.bs-sportsbook__settings-body { display: grid; gap: 0.4rem; padding-top: 0.5rem; }
.bs-sportsbook__settings-body select { margin-left: 0.5rem; font: inherit; }
.bs-sportsbook__block { margin-bottom: 1.5rem; }
.bs-sportsbook__block h2 a { color: inherit; }
.bs-sportsbook__champ-title { font-size: 1rem; background: var(--ui-color-surface-strong); padding: 0.35rem 0.5rem; margin: 0.75rem 0 0; }
.bs-sportsbook__champ-title a { color: var(--ui-color-text); text-decoration: none; }
.bs-sportsbook__events { list-style: none; margin: 0; padding: 0; }
.bs-sportsbook__event { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; justify-content: space-between; padding: 0.5rem; border-bottom: 1px solid var(--ui-color-divider); }
.bs-sportsbook__event--compact { padding: 0.2rem 0.5rem; font-size: 0.9rem; }
.bs-sportsbook__event-head { display: flex; gap: 0.5rem; align-items: center; min-width: 18rem; }
.bs-sportsbook__teams { color: var(--ui-color-text); font-weight: 600; text-decoration: none; }
.bs-sportsbook__time { color: var(--ui-color-text-muted); font-size: 0.85rem; }
.bs-sportsbook__game-id { color: var(--ui-color-text-muted); font-size: 0.85rem; }
.bs-sportsbook__periods { color: var(--ui-color-text-muted); font-size: 0.85rem; white-space: nowrap; }
.bs-sportsbook__logo { width: 1.25em; height: 1.25em; vertical-align: -0.25em; margin-right: 0.25em; }
.bs-sportsbook__top-badge { background: var(--ui-color-accent); color: var(--ui-color-on-accent); font-size: 0.7rem; font-weight: 700; padding: 0.05rem 0.3rem; border-radius: 3px; }
.bs-sportsbook__country-title { font-size: 1.05rem; margin: 1rem 0 0; display: flex; gap: 0.4rem; align-items: center; }
.bs-sportsbook__country .bs-sportsbook__champ-title { margin-top: 0.4rem; }
.bs-sportsbook__asian { align-items: center; }
.bs-sportsbook__asian-line { min-width: 3.5rem; text-align: center; font-weight: 700; font-variant-numeric: tabular-nums; }
.bs-sportsbook__score { font-weight: 700; color: var(--ui-color-danger); }
.bs-sportsbook__live { background: var(--ui-color-danger); color: var(--ui-color-on-danger); font-size: 0.7rem; font-weight: 700; padding: 0.05rem 0.3rem; border-radius: 3px; }
.bs-sportsbook__suspended { color: var(--ui-color-warning); font-size: 0.85rem; }
.bs-sportsbook__markets { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.bs-sportsbook__group { display: flex; gap: 0.25rem; }
.bs-sportsbook__odd {
  display: inline-flex; flex-direction: column; align-items: center; min-width: 4.5rem; padding: 0.25rem 0.5rem;
  border: 1px solid var(--ui-color-border); border-radius: 4px; background: var(--ui-color-surface); cursor: pointer; font: inherit; transition: background 0.3s;
}
.bs-sportsbook__odd:disabled { cursor: not-allowed; background: var(--ui-color-surface-muted); color: var(--ui-color-text-subtle); }
.bs-sportsbook__odd--selected { background: var(--ui-color-accent); border-color: var(--ui-color-brand); color: var(--ui-color-on-accent); }
.bs-sportsbook__odd--up .bs-sportsbook__odd-price { color: var(--ui-color-success); }
.bs-sportsbook__odd--up .bs-sportsbook__odd-price::after { content: ' ▲'; }
.bs-sportsbook__odd--down .bs-sportsbook__odd-price { color: var(--ui-color-danger); }
.bs-sportsbook__odd--down .bs-sportsbook__odd-price::after { content: ' ▼'; }
/* On the accent's yellow the words take the accent's own text colour; the arrow says which way the price moved. */
.bs-sportsbook__odd--selected .bs-sportsbook__odd-price,
.bs-sportsbook__odd--selected .bs-sportsbook__odd-name { color: var(--ui-color-on-accent); }
.bs-sportsbook__odd-name { font-size: 0.75rem; color: var(--ui-color-text-muted); }
.bs-sportsbook__odd-price { font-weight: 700; }
.bs-sportsbook__accumulator { border: 2px solid var(--ui-color-accent); border-radius: 8px; padding: 0.5rem 1rem; margin: 0.5rem 0; }
.bs-sportsbook__accumulator ol { margin: 0; padding-left: 1.25rem; }
.bs-sportsbook__accumulator li { display: flex; gap: 1rem; align-items: center; justify-content: space-between; padding: 0.2rem 0; }
.bs-sportsbook__button { font: inherit; padding: 0.35rem 0.9rem; border-radius: 4px; border: 0; background: var(--ui-color-brand); color: var(--ui-color-on-brand); cursor: pointer; }
.bs-sportsbook__button:disabled { opacity: 0.5; cursor: default; }
.bs-sportsbook__game-head h2, .bs-sportsbook__game-head h3 { margin: 0.25rem 0; }
.bs-sportsbook__crumbs { margin: 0; font-size: 0.85rem; }
.bs-sportsbook__game-links { margin: 0.25rem 0 0.5rem; }
.bs-sportsbook__market-group h3 { font-size: 0.95rem; margin: 0.75rem 0 0.25rem; }
.bs-sportsbook__multi { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(22rem, 100%), 1fr)); gap: 1rem; }
.bs-sportsbook__multi .bs-sportsbook__game { border: 1px solid var(--ui-color-divider); border-radius: 8px; padding: 0.5rem 0.75rem; }
.bs-sportsbook__results { width: 100%; border-collapse: collapse; }
.bs-sportsbook__results th, .bs-sportsbook__results td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--ui-color-divider); }
.bs-sportsbook__skeleton-row { height: 2.75rem; margin: 0.35rem 0; border-radius: 4px; background: linear-gradient(90deg, var(--ui-color-surface-strong), var(--ui-color-surface-muted), var(--ui-color-surface-strong)); }
.bs-sportsbook__error, .bs-sportsbook__stale { background: var(--ui-color-danger-surface); color: var(--ui-color-danger); padding: 0.75rem 1rem; border-radius: 6px; }
.bs-sportsbook__stale { background: var(--ui-color-warning-surface); color: var(--ui-color-warning); }
.bs-sportsbook__empty { color: var(--ui-color-text-muted); }
.bs-sportsbook__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
/* A game's page: its market groups, a live game's minute, its tracker, the favourites' star. */
.bs-sportsbook__game-markets { display: grid; gap: 0.75rem; }
.bs-sportsbook__market-group h3 { margin: 0 0 0.25rem; font-size: 0.95rem; }
.bs-sportsbook__market-group .bs-sportsbook__group { flex-wrap: wrap; }
.bs-sportsbook__minute { color: var(--ui-color-danger); font-weight: 600; font-variant-numeric: tabular-nums; margin-inline-end: 0.5rem; }
.bs-sportsbook__star { background: none; border: 0; cursor: pointer; font-size: 1.1rem; line-height: 1; padding: 0.125rem 0.25rem; color: var(--ui-color-text-muted); min-width: 1.75rem; min-height: 1.75rem; }
.bs-sportsbook__star--on { color: var(--ui-color-warning); }
.bs-sportsbook__tracker { border: 1px solid var(--ui-color-divider); border-radius: 8px; padding: 0.5rem 0.75rem; margin: 0.75rem 0; }
.bs-sportsbook__tracker h3 { margin: 0 0 0.5rem; font-size: 0.95rem; }
.bs-sportsbook__tracker-stats { display: grid; gap: 0.25rem; margin: 0; }
.bs-sportsbook__tracker-stat { display: grid; grid-template-columns: 6rem 1fr; align-items: center; gap: 0.5rem; }
.bs-sportsbook__tracker-stat dt { color: var(--ui-color-text-muted); font-size: 0.85rem; }
.bs-sportsbook__tracker-stat dd { display: grid; grid-template-columns: 2ch 1fr 2ch; align-items: center; gap: 0.5rem; margin: 0; font-variant-numeric: tabular-nums; }
.bs-sportsbook__tracker-bar { height: 0.375rem; border-radius: 3px; background: linear-gradient(90deg, var(--ui-color-brand) var(--home-share), var(--ui-color-accent) var(--home-share)); }
.bs-sportsbook__tracker-line { position: relative; height: 2.25rem; margin: 0.75rem 0 0.25rem; border-top: 2px solid var(--ui-color-divider); }
.bs-sportsbook__tracker-mark { position: absolute; transform: translateX(-50%); font-size: 0.8rem; }
.bs-sportsbook__tracker-mark--home { top: -1.35rem; }
.bs-sportsbook__tracker-mark--away { top: 0.25rem; }
.bs-sportsbook__tracker-moments { list-style: none; margin: 0; padding: 0; font-size: 0.85rem; display: grid; gap: 0.125rem; }
.bs-sportsbook__tracker-moment--away { text-align: right; }
/* A phone: each game is one row, when (or the score) and who beside the main market's odds; the
   other markets are on the game's page. The odds are touch targets of the kit's size. */
@media (max-width: ${NARROW_SCREEN}) {
  .bs-sportsbook { padding: 0.75rem 0; }
  .bs-sportsbook__tabs, .bs-sportsbook__sports { flex-wrap: nowrap; overflow-x: auto; }
  .bs-sportsbook__tabs a, .bs-sportsbook__sports a { flex: none; white-space: nowrap; }
  .bs-sportsbook__event { flex-wrap: nowrap; align-items: center; gap: 0.5rem; padding: 0.375rem 0.25rem; }
  .bs-sportsbook__event-head { flex: 1 1 auto; flex-wrap: wrap; gap: 0 0.5rem; min-width: 0; }
  .bs-sportsbook__teams { flex-basis: 100%; font-size: 0.875rem; overflow-wrap: break-word; }
  .bs-sportsbook__markets { flex: none; flex-wrap: nowrap; }
  .bs-sportsbook__group--more { display: none; }
  .bs-sportsbook__asian-line { min-width: 2.75rem; font-size: 0.8rem; }
  .bs-sportsbook__odd { min-width: 3.25rem; padding: 0.125rem 0.25rem; font-size: 0.875rem; }
  .bs-sportsbook__results { display: block; overflow-x: auto; }
}
/* Wherever a finger points: odds, tabs and sports as large as the kit's touch targets. */
@media ${TOUCH_SCREEN} {
  .bs-sportsbook__odd { min-height: var(--ui-touch-target); justify-content: center; }
  .bs-sportsbook__tabs a, .bs-sportsbook__sports a, .bs-sportsbook__button { display: inline-flex; align-items: center; justify-content: center; min-width: var(--ui-touch-target); min-height: var(--ui-touch-target); }
  .bs-sportsbook__settings summary { display: flex; align-items: center; min-height: var(--ui-touch-target); }
  .bs-sportsbook__star { min-width: var(--ui-touch-target); min-height: var(--ui-touch-target); }
}
`;
