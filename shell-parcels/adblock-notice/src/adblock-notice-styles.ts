// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const adblockNoticeStyles = `
.bs-adblock {
  position: fixed;
  top: 4.25rem;
  left: 1rem;
  z-index: 910;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  width: min(26rem, calc(100vw - 2rem));
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  border-left: 4px solid var(--ui-color-warning);
  border-radius: 0.375rem;
  background: var(--ui-color-warning-surface);
  box-shadow: var(--ui-elevation-2);
  color: var(--ui-color-text);
}
.bs-adblock p { flex: 1; margin: 0; }
.bs-adblock button {
  border: 0;
  background: none;
  color: var(--ui-color-text-muted);
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
`;
