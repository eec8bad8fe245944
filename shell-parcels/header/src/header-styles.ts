// Mounted and removed with the parcel (platform.mountStyles), so an overridden header brings its
// own look. Class names carry the parcel's prefix; nothing here styles another parcel.
export const headerStyles = `
.bs-header {
  position: relative;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0 1.5rem;
  min-height: 3.5rem;
  background: #0f2238;
  color: #fff;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
}
.bs-header__brand {
  color: #ffd23f;
  font-size: 1.375rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-decoration: none;
}
.bs-header__nav {
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: 0.25rem;
}
.bs-header__nav a {
  padding: 0.375rem 0.75rem;
  border-radius: 0.25rem;
  color: #fff;
  font-weight: 600;
  text-decoration: none;
}
.bs-header__nav a:hover,
.bs-header__nav a:focus-visible {
  background: #1d3a5c;
}
.bs-header__nav a[aria-current='page'] {
  box-shadow: inset 0 -3px 0 #ffd23f;
}
.bs-header__languages ul {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
}
.bs-header__languages a {
  display: block;
  padding: 0.375rem 0.625rem;
  border-radius: 0.25rem;
  color: #d8e2ee;
  font-size: 0.875rem;
  text-decoration: none;
}
.bs-header__languages a:hover,
.bs-header__languages a:focus-visible {
  background: #1d3a5c;
  color: #fff;
}
.bs-header__languages a[aria-current='true'] {
  background: #ffd23f;
  color: #0f2238;
  font-weight: 600;
}
.bs-header__balance .bs-remote-view__preloader {
  min-height: 0;
}
.bs-header__account {
  display: flex;
  align-items: center;
  gap: 0.5rem;
}
.bs-header__login,
.bs-header__register,
.bs-header__player-toggle {
  padding: 0.375rem 0.875rem;
  border: 1px solid #ffd23f;
  border-radius: 0.25rem;
  background: none;
  color: #ffd23f;
  font: inherit;
  font-size: 0.875rem;
  text-decoration: none;
  cursor: pointer;
}
.bs-header__register {
  background: #ffd23f;
  color: #0f2238;
  font-weight: 600;
}
.bs-header__player {
  position: relative;
}
.bs-header__player-menu {
  position: absolute;
  right: 0;
  z-index: 900;
  min-width: 12rem;
  margin: 0.25rem 0 0;
  padding: 0.25rem 0;
  border-radius: 0.375rem;
  background: #fff;
  box-shadow: 0 8px 30px rgb(15 34 56 / 35%);
  list-style: none;
}
.bs-header__player-menu a,
.bs-header__player-menu button {
  display: block;
  width: 100%;
  padding: 0.5rem 1rem;
  border: 0;
  background: none;
  color: #0f2238;
  font: inherit;
  font-size: 0.875rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
}
.bs-header__player-menu a:hover,
.bs-header__player-menu button:hover {
  background: #f3f6f9;
}
`;
