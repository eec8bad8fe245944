import { SEO_HEAD_ATTRIBUTE, type SeoHead } from '@betshell/domain';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * The head tags of a page as HTML, for the index.html the server answers, so a crawler that runs
 * no JavaScript reads them. Each carries data-seo, so the browser's updates replace exactly them.
 */
export function renderSeoHead(head: SeoHead): string {
  const mark = SEO_HEAD_ATTRIBUTE;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${mark} ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    ...(head.canonical === ''
      ? []
      : [`<link ${mark} rel="canonical" href="${escapeHtml(head.canonical)}" />`]),
    ...head.alternates.map(
      (link) =>
        `<link ${mark} rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}" />`,
    ),
    ...head.metas.map((item) => meta('name', item.name, item.content)),
    ...head.openGraph.map((item) => meta('property', item.property, item.content)),
  ].join('\n    ');
}
