/**
 * What the bonus section's pages add to the information pages' stylesheet (they share its frame):
 * the section's links, a tournament's phase and its tables. Colours only through the site's design
 * tokens, so the pages follow the player's theme.
 */
export const PROMOTION_PAGE_STYLE = `
.promo-page__nav { margin: 0 0 1rem; font-size: 0.875rem; }
.promo-page__summary { font-size: 1.125rem; }
.promo-page__empty { color: var(--ui-color-text-muted); }
.promo-page__games { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; padding: 0; list-style: none; }
.promo-page__phase { display: inline-block; padding: 0.125rem 0.5rem; border-radius: var(--ui-radius-lg); background: var(--ui-color-divider); font-size: 0.875rem; }
.promo-page__picture { display: block; width: 100%; max-width: 20rem; height: auto; border-radius: var(--ui-radius-lg); }
.promo-page__plays { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.promo-page__play { display: inline-flex; align-items: center; min-height: var(--ui-touch-target); padding: 0 1.25rem; border-radius: var(--ui-radius-lg); background: var(--ui-color-accent); color: var(--ui-color-on-accent); font-weight: 600; text-decoration: none; }
.promo-page table { display: block; max-width: 100%; overflow-x: auto; }
`;
