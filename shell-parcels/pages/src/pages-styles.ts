// Mounted and removed with the parcel (platform.mountStyles); class names carry its prefix.
export const pagesStyles = `
.bs-page {
  max-width: 40rem;
  margin: 3rem auto;
  padding: 2rem;
  border-radius: 0.5rem;
  background: var(--ui-color-surface);
  box-shadow: var(--ui-elevation-1);
}
.bs-page__title {
  margin: 0 0 1rem;
  font-size: 1.5rem;
  line-height: 1.25;
}
.bs-page__action {
  display: inline-block;
  margin-top: 0.5rem;
  padding: 0.5rem 1.25rem;
  border: 0;
  border-radius: 0.25rem;
  background: var(--ui-color-brand);
  color: var(--ui-color-on-brand);
  font: inherit;
  text-decoration: none;
  cursor: pointer;
}
.bs-page__params {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 1rem 0 0;
}
.bs-page__param {
  display: contents;
}
.bs-page__params dd {
  margin: 0;
}
`;
