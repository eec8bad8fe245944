import { NARROW_SCREEN, TOUCH_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const casinoStyles = `
.bs-casino { max-width: 1366px; margin: 0 auto; padding: 1.5rem; }
.bs-casino__title { margin: 0 0 1rem; font-size: 1.75rem; }
.bs-casino__nav { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; margin-bottom: 1rem; }
.bs-casino__nav a { color: var(--ui-color-text); text-decoration: none; padding: 0.25rem 0.5rem; border-radius: 4px; }
.bs-casino__nav a[aria-current='page'] { background: var(--ui-color-brand); color: var(--ui-color-on-brand); }
.bs-casino__search { width: 100%; max-width: 24rem; padding: 0.5rem; margin-bottom: 1rem; font: inherit; }
.bs-casino__tiles {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 1rem; list-style: none; margin: 0; padding: 0;
}
.bs-casino__tile {
  position: relative; display: flex; flex-direction: column; gap: 0.25rem;
  background: var(--ui-color-surface-muted); border-radius: 8px; overflow: hidden; padding-bottom: 0.5rem;
}
.bs-casino__tile--skeleton { aspect-ratio: 4 / 3.6; background: linear-gradient(90deg, var(--ui-color-surface-strong), var(--ui-color-surface-muted), var(--ui-color-surface-strong)); }
.bs-casino__image { width: 100%; height: auto; aspect-ratio: 4 / 3; display: block; }
.bs-casino__name { font-weight: 600; padding: 0 0.5rem; }
.bs-casino__provider { font-size: 0.8rem; color: var(--ui-color-text-muted); padding: 0 0.5rem; }
.bs-casino__tag {
  position: absolute; top: 0.5rem; left: 0.5rem; background: var(--ui-color-accent); color: var(--ui-color-on-accent);
  font-size: 0.75rem; font-weight: 700; padding: 0.1rem 0.4rem; border-radius: 4px;
}
.bs-casino__favorite {
  position: absolute; top: 0.4rem; right: 0.4rem; border: 0; border-radius: 50%;
  width: 2rem; height: 2rem; background: var(--ui-color-scrim); color: var(--ui-color-accent); font-size: 1.1rem; cursor: pointer;
}
.bs-casino__open { display: flex; flex-direction: column; gap: 0.25rem; color: var(--ui-color-text); text-decoration: none; }
.bs-casino-game__bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-bottom: 1rem; }
.bs-casino-game__bar .bs-casino__title { margin: 0; flex: 1 1 auto; }
.bs-casino-game__choices { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.bs-casino-game__mode, .bs-casino-game__wait { color: var(--ui-color-text-muted); }
/* The frame fills its stage; the stage is what goes full screen, so the frame follows it. */
.bs-casino-game__stage { width: 100%; height: min(75vh, 48rem); min-height: 28rem; background: var(--ui-color-surface-muted); border-radius: var(--ui-radius-md); overflow: hidden; }
.bs-casino-game__stage:fullscreen { height: 100%; border-radius: 0; }
.bs-casino-game__frame { display: block; width: 100%; height: 100%; border: 0; }
.bs-casino__providers { display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 0.75rem; list-style: none; padding: 0; }
.bs-casino__empty { color: var(--ui-color-text-muted); }
.bs-casino__landings { display: grid; gap: var(--ui-space-3); list-style: none; margin: 0; padding: 0; }
.bs-casino__landings a { color: var(--ui-color-link); font-weight: var(--ui-font-weight-strong); }
.bs-casino__landings p { margin: var(--ui-space-1) 0 0; color: var(--ui-color-text-muted); }
.bs-casino__thanks {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-bottom: 1rem;
  padding: 0.75rem 1rem; border-radius: var(--ui-radius-md); background: var(--ui-color-surface-muted);
}
.bs-casino__thanks p { margin: 0; }
.bs-casino__thanks a { color: var(--ui-color-text); font-weight: var(--ui-font-weight-strong); }
/* A phone: the sections are one row that scrolls sideways; where a finger presses, each is a
   touch target of the kit's size. */
@media (max-width: ${NARROW_SCREEN}) {
  .bs-casino__nav { flex-wrap: nowrap; overflow-x: auto; }
  .bs-casino__nav a { flex: none; white-space: nowrap; }
  /* A phone: the game's frame goes from edge to edge (the main area's padding cancelled) and takes
     most of the screen's height; the title over the two buttons, which share one row. */
  .bs-casino-game { padding: 0; margin: calc(-1 * var(--shell-main-padding, 1.5rem)) calc(-1 * var(--shell-main-padding, 1.5rem)) 0; }
  .bs-casino-game__bar { margin-top: 0.75rem; margin-bottom: 0.75rem; }
  .bs-casino-game__bar .bs-casino__title { flex: 1 1 100%; font-size: 1.5rem; }
  .bs-casino-game__bar .ui-button { flex: 1 1 0; }
  .bs-casino-game__bar, .bs-casino-game__mode, .bs-casino-game__wait, .bs-casino-game__choices, .bs-casino-game .ui-form-error { margin-left: 0.75rem; margin-right: 0.75rem; }
  .bs-casino-game__stage { height: 80vh; min-height: 24rem; border-radius: 0; }
}
@media ${TOUCH_SCREEN} {
  .bs-casino__nav a { display: inline-flex; align-items: center; justify-content: center; min-width: var(--ui-touch-target); min-height: var(--ui-touch-target); }
  .bs-casino__favorite { width: var(--ui-touch-target); height: var(--ui-touch-target); }
  .bs-casino__landings a { display: inline-flex; align-items: center; min-height: var(--ui-touch-target); }
}
`;
