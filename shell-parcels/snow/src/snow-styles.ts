// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const snowStyles = `
.bs-snow {
  position: fixed;
  inset: 0;
  z-index: 700;
  overflow: hidden;
  pointer-events: none;
}
.bs-snow__flake {
  position: absolute;
  top: -2rem;
  color: var(--ui-color-on-brand);
  text-shadow: 0 0 3px var(--ui-color-shadow);
  opacity: 0.85;
  animation-name: bs-snow-fall;
  animation-timing-function: linear;
  animation-iteration-count: infinite;
  will-change: transform;
}
@keyframes bs-snow-fall {
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(2rem, 105vh, 0); }
}
@media (prefers-reduced-motion: reduce) {
  .bs-snow { display: none; }
}
`;
