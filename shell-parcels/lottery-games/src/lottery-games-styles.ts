import { NARROW_SCREEN, TOUCH_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix;
// buttons, errors and amounts are the UI kit's (@betshell/ui), colours its tokens.
export const lotteryGamesStyles = `
.bs-lottery { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
.bs-lottery h1 { margin: 0 0 1rem; font-size: 1.5rem; }
.bs-lottery h2 { margin: 1.25rem 0 0.5rem; font-size: 1.125rem; }
.bs-lottery h3 { margin: 0 0 0.5rem; font-size: 1rem; }
.bs-lottery__muted { color: var(--ui-color-text-muted); font-size: 0.875rem; }
.bs-lottery__card {
  margin: 0 0 1rem;
  padding: 1rem 1.25rem;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
}
.bs-lottery__list, .bs-lottery__catalog, .bs-lottery__matches { list-style: none; margin: 0; padding: 0; }
.bs-lottery__catalog { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1rem; }
.bs-lottery__match {
  display: flex; align-items: center; justify-content: space-between; gap: 0.75rem;
  padding: 0.375rem 0; border-bottom: 1px solid var(--ui-color-border);
}
.bs-lottery__match-name { min-width: 0; overflow-wrap: anywhere; }
.bs-lottery__outcomes { display: flex; gap: 0.375rem; flex: none; }
.bs-lottery__pick {
  min-width: 2.5rem; min-height: 2.5rem; font: inherit; font-weight: 600; cursor: pointer;
  border: 1px solid var(--ui-color-border); border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface); color: var(--ui-color-text);
}
.bs-lottery__pick[aria-pressed='true'] {
  background: var(--ui-color-accent); border-color: var(--ui-color-accent); color: var(--ui-color-on-accent);
}
.bs-lottery__numbers { display: grid; grid-template-columns: repeat(auto-fill, minmax(2.75rem, 1fr)); gap: 0.375rem; margin: 1rem 0; }
.bs-lottery__sum { margin: 1rem 0; }
.bs-lottery__actions, .bs-lottery__links { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.bs-lottery__done { color: var(--ui-color-success); }
.bs-lottery__picks { font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.bs-lottery__hash code { overflow-wrap: anywhere; word-break: break-all; font-size: 0.8125rem; }
.bs-lottery__drawn { display: flex; flex-wrap: wrap; gap: 0.375rem; }
.bs-lottery__ball {
  display: inline-flex; align-items: center; justify-content: center; width: 2.25rem; height: 2.25rem;
  border-radius: 50%; font-weight: 600; background: var(--ui-color-accent); color: var(--ui-color-on-accent);
}
.bs-lottery__table { width: 100%; border-collapse: collapse; }
.bs-lottery__table th, .bs-lottery__table td { text-align: left; padding: 0.375rem 0.5rem; border-bottom: 1px solid var(--ui-color-border); }
.bs-lottery__alphabet dt { font-weight: 600; margin-top: 0.75rem; }
.bs-lottery__alphabet dd { margin: 0.25rem 0 0; }
@media ${TOUCH_SCREEN} {
  .bs-lottery button, .bs-lottery a { min-height: var(--ui-touch-target); }
  .bs-lottery__pick { min-width: var(--ui-touch-target); }
}
@media (max-width: ${NARROW_SCREEN}) {
  .bs-lottery { padding-left: 0.75rem; padding-right: 0.75rem; }
}
`;
