/**
 * The block sits in its slot between the main area and the footer (index.html), as wide as the
 * main area; quiet type, as text for search engines should not compete with the page.
 */
export const seoTextStyles = `
.bs-seo-text {
  max-width: 1366px;
  margin: 0 auto;
  padding: 0 1.5rem 1.5rem;
  color: var(--ui-color-text-muted);
  font-size: 0.875rem;
}
.bs-seo-text__h1 { margin: 0 0 0.75rem; font-size: 1.375rem; color: var(--ui-color-text); }
.bs-seo-text__image {
  display: block;
  /* A picture beside the text, not a banner: at most 720px, never wider than the block. */
  max-width: min(100%, 720px);
  height: auto;
  margin: 0 0 0.75rem;
  border-radius: 0.5rem;
}
.bs-seo-text__heading { margin: 0 0 0.5rem; font-size: 1rem; color: var(--ui-color-text); }
.bs-seo-text__paragraph { margin: 0 0 0.5rem; }
`;
