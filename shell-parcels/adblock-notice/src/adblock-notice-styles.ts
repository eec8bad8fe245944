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
  border-left: 4px solid #f59e0b;
  border-radius: 0.375rem;
  background: #fff8e6;
  box-shadow: 0 4px 14px rgb(15 34 56 / 18%);
  color: #14202e;
}
.bs-adblock p { flex: 1; margin: 0; }
.bs-adblock button {
  border: 0;
  background: none;
  color: #52627a;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
`;
