// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const cookieBannerStyles = `
.bs-cookies {
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: 950;
  width: min(34rem, calc(100vw - 2rem));
  padding: 1.25rem;
  border-radius: 0.75rem;
  background: #fff;
  box-shadow: 0 8px 30px rgb(15 34 56 / 30%);
  color: #14202e;
  font-size: 0.9375rem;
}
.bs-cookies h2 { margin: 0 0 0.5rem; font-size: 1.0625rem; }
.bs-cookies p { margin: 0 0 1rem; }
.bs-cookies a { color: #1d4ed8; }
.bs-cookies__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.bs-cookies button {
  padding: 0.5rem 1rem;
  border: 1px solid #0f2238;
  border-radius: 0.375rem;
  background: #fff;
  color: #0f2238;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.bs-cookies__actions button:first-child, .bs-cookies__choices button {
  border-color: #ffd23f;
  background: #ffd23f;
}
.bs-cookies__choices { display: grid; gap: 0.625rem; }
.bs-cookies__choices label { display: flex; align-items: flex-start; gap: 0.5rem; }
.bs-cookies__choices input { margin-top: 0.25rem; }
.bs-cookies__choices button { justify-self: start; }
`;
