// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const appVersionStyles = `
.bs-version {
  position: fixed;
  top: 4.25rem;
  left: 50%;
  z-index: 960;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  width: max-content;
  max-width: calc(100vw - 2rem);
  padding: 0.625rem 0.75rem 0.625rem 1rem;
  border-radius: 0.5rem;
  background: #0f2238;
  box-shadow: 0 6px 20px rgb(15 34 56 / 35%);
  color: #fff;
  transform: translateX(-50%);
}
.bs-version p { margin: 0; }
.bs-version__reload {
  padding: 0.375rem 0.875rem;
  border: 0;
  border-radius: 0.375rem;
  background: #ffd23f;
  color: #0f2238;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.bs-version__close {
  border: 0;
  background: none;
  color: #c9d5e3;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
`;
