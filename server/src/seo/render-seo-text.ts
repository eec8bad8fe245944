import type { SeoContent, SeoVisual } from '@betshell/domain/seo';
import { escapeHtml } from './render-seo-head';

/**
 * The SEO block of a page as HTML for the index.html the server answers: the visual's h1 and
 * image, the content's heading and paragraphs, every string escaped (plain text, as the parcel
 * shows it). It is wrapped in <noscript>: a crawler or a browser without JavaScript reads it in
 * the page, and a browser with JavaScript lays out nothing for it before the page's content
 * arrives, so it cannot shift the page (CLS); the @betshell/seo-text parcel shows the same block
 * there after the first paint. Empty when the page has neither.
 */
export function renderSeoText(content: SeoContent | null, visual: SeoVisual | null): string {
  if (content === null && visual === null) return '';
  const parts: string[] = [];
  if (visual !== null) {
    parts.push(`<h1>${escapeHtml(visual.h1)}</h1>`);
    if (visual.image !== null) {
      const { url, alt, width, height } = visual.image;
      parts.push(
        `<img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" width="${width}" height="${height}" ` +
          'style="display:block;max-width:min(100%,720px);height:auto" />',
      );
    }
  }
  if (content !== null) {
    parts.push(`<h2>${escapeHtml(content.heading)}</h2>`);
    for (const paragraph of content.paragraphs) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
  }
  return (
    '<noscript data-seo-text><section style="max-width:1366px;margin:0 auto;padding:0 1.5rem 1.5rem">' +
    `${parts.join('')}</section></noscript>`
  );
}
