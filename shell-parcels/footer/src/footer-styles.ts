import { TOUCH_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const footerStyles = `
.bs-footer {
  margin-top: 2rem;
  padding: 2rem 1.5rem 1.5rem;
  background: var(--ui-color-brand);
  color: var(--ui-color-on-brand-muted);
  font-size: 0.875rem;
}
.bs-footer a { color: var(--ui-color-on-brand); text-decoration: none; }
.bs-footer a:hover, .bs-footer a:focus-visible { color: var(--ui-color-accent); text-decoration: underline; }
.bs-footer__columns {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 1.5rem;
  max-width: 1366px;
  margin: 0 auto;
}
.bs-footer h2 {
  margin: 0 0 0.75rem;
  color: var(--ui-color-on-brand);
  font-size: 0.9375rem;
  font-weight: 600;
}
.bs-footer ul { margin: 0; padding: 0; list-style: none; }
.bs-footer li + li { margin-top: 0.375rem; }
.bs-footer__social ul { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.bs-footer__social li + li { margin-top: 0; }
.bs-footer__social-link { display: block; border-radius: 50%; line-height: 0; }
.bs-footer__social-link img { display: block; }
.bs-footer__legal {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  max-width: 1366px;
  margin: 1.5rem auto 0;
  padding-top: 1.25rem;
  border-top: 1px solid var(--ui-color-brand-strong);
}
.bs-footer__legal p { margin: 0; }
.bs-footer__licence { flex: 1 1 20rem; }
/* A link inside a sentence is told from its words by more than colour. */
.bs-footer__licence a { text-decoration: underline; }
.bs-footer__age {
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 2px solid var(--ui-color-danger);
  border-radius: 50%;
  color: var(--ui-color-on-brand);
  font-weight: 700;
}
.bs-footer__policy img { display: block; }
.bs-footer__cookies {
  padding: 0;
  border: 0;
  background: none;
  color: var(--ui-color-on-brand);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
}
.bs-footer__copyright { flex-basis: 100%; color: var(--ui-color-on-brand-subtle); }
/* Where a finger presses, each link of the footer's menus is a touch target of the kit's size. */
@media ${TOUCH_SCREEN} {
  .bs-footer li + li { margin-top: 0; }
  .bs-footer li a, .bs-footer__cookies { display: inline-flex; align-items: center; min-width: var(--ui-touch-target); min-height: var(--ui-touch-target); }
  .bs-footer__social-link { display: grid; place-items: center; min-width: var(--ui-touch-target); min-height: var(--ui-touch-target); }
}
`;
