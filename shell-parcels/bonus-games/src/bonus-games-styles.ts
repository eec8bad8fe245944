import { NARROW_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix;
// colours are the UI kit's tokens. The wheel is a list of segments turned round its centre, no canvas.
export const bonusGamesStyles = `
.bs-bonus-games {
  max-width: 48rem;
  margin: 0 auto;
  padding: var(--ui-space-4);
  text-align: center;
}
.bs-bonus-games .ui-button { margin: var(--ui-space-3) var(--ui-space-2) 0; }
.bs-bonus-games__won { font-size: 1.25rem; font-weight: var(--ui-font-weight-strong); color: var(--ui-color-success); }
.bs-bonus-games__wheel-frame { position: relative; width: 18rem; height: 18rem; margin: var(--ui-space-4) auto; }
.bs-bonus-games__pointer {
  position: absolute; top: -0.5rem; left: 50%; z-index: 1; transform: translateX(-50%);
  border: 0.75rem solid transparent; border-top: 1.25rem solid var(--ui-color-danger); border-bottom: 0;
}
.bs-bonus-games__wheel {
  list-style: none; margin: 0; padding: 0; position: relative; width: 100%; height: 100%;
  border-radius: 50%; border: 0.5rem solid var(--ui-color-brand);
  background: var(--ui-color-surface-muted);
  box-sizing: border-box;
  transform: rotate(var(--bs-turn));
  transition: transform 3s cubic-bezier(0.2, 0.8, 0.3, 1);
}
.bs-bonus-games__segment {
  position: absolute; top: 0; left: 50%; height: 50%; width: 5rem; margin-left: -2.5rem;
  transform-origin: 50% 100%; transform: rotate(var(--bs-angle));
  padding-top: var(--ui-space-2); box-sizing: border-box;
  border-left: 1px solid var(--ui-color-divider);
  font-size: var(--ui-font-size-sm); color: var(--ui-color-text);
}
.bs-bonus-games__wheel[data-turned] .bs-bonus-games__segment[data-prize] {
  color: var(--ui-color-success); font-weight: var(--ui-font-weight-strong);
}
.bs-bonus-games__pieces {
  list-style: none; margin: var(--ui-space-4) auto; padding: 0;
  display: grid; gap: var(--ui-space-3); grid-template-columns: repeat(3, minmax(0, 8rem));
  justify-content: center;
}
.bs-bonus-games__pieces--safe { grid-template-columns: minmax(0, 12rem); }
.bs-bonus-games__piece {
  width: 100%; min-height: 6rem; min-width: var(--ui-touch-target);
  border: 2px solid var(--ui-color-border); border-radius: var(--ui-radius-md);
  background: var(--ui-color-brand); color: var(--ui-color-on-brand);
  font: inherit; font-size: 1.5rem; cursor: pointer;
  transition: transform 0.4s, background 0.4s;
}
.bs-bonus-games__pieces--chests .bs-bonus-games__piece { border-radius: var(--ui-radius-xl) var(--ui-radius-xl) var(--ui-radius-md) var(--ui-radius-md); }
.bs-bonus-games__pieces--safe .bs-bonus-games__piece { min-height: 10rem; border-radius: 50%; border-width: 0.5rem; }
.bs-bonus-games__pieces--lottery .bs-bonus-games__piece { background: var(--ui-color-accent); color: var(--ui-color-on-accent); border-style: dashed; }
.bs-bonus-games__piece:disabled { cursor: default; }
.bs-bonus-games__piece[data-open] {
  transform: rotateY(360deg); background: var(--ui-color-surface); color: var(--ui-color-text-muted);
  font-size: 1rem;
}
.bs-bonus-games__piece[data-prize] { border-color: var(--ui-color-success); color: var(--ui-color-success); font-weight: var(--ui-font-weight-strong); }
@media (max-width: ${NARROW_SCREEN}) {
  .bs-bonus-games__wheel-frame { width: 16rem; height: 16rem; }
  .bs-bonus-games__piece { min-height: 4.5rem; }
}
@media (prefers-reduced-motion: reduce) {
  .bs-bonus-games__wheel, .bs-bonus-games__piece { transition: none; }
}
`;
