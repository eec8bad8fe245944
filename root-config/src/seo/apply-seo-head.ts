import { SEO_HEAD_ATTRIBUTE, type SeoHead } from '@betshell/domain';

/**
 * Puts a page's SEO head into the document: the title (unless empty: a view sets its own), and
 * the tags marked data-seo (those the server rendered, or the previous page's) replaced by this
 * page's.
 */
export function applySeoHead(document: Document, head: SeoHead): void {
  if (head.title !== '') document.title = head.title;
  for (const element of document.head.querySelectorAll(`[${SEO_HEAD_ATTRIBUTE}]`)) element.remove();

  const add = (tag: 'meta' | 'link', attributes: Record<string, string>) => {
    const element = document.createElement(tag);
    element.setAttribute(SEO_HEAD_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.head.append(element);
  };
  add('meta', { name: 'description', content: head.description });
  add('meta', { name: 'robots', content: head.robots });
  if (head.canonical !== '') add('link', { rel: 'canonical', href: head.canonical });
  for (const link of head.alternates) {
    add('link', { rel: 'alternate', hreflang: link.hreflang, href: link.href });
  }
  for (const meta of head.metas) add('meta', { name: meta.name, content: meta.content });
  for (const meta of head.openGraph)
    add('meta', { property: meta.property, content: meta.content });
}
