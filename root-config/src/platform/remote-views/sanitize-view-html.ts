import type { DOMPurify } from 'dompurify';

/** The head elements a view may add: metas and canonical or language links, nothing else. */
const HEAD_TAGS = ['meta', 'link'];
const HEAD_ATTRIBUTES = ['name', 'property', 'content', 'rel', 'href', 'hreflang'];
const HEAD_LINK_RELS = new Set(['canonical', 'alternate']);
// The page's SEO head (follow-page-head.ts) owns these on every page, views included: a view's
// copy made two descriptions, and which one a crawler read depended on which answer came first.
const PAGE_HEAD_META_NAMES = new Set(['description', 'robots']);

/** A window with its constructors (HTMLAnchorElement, Function, DOMParser, ...), as DOMPurify needs. */
export type BrowserWindow = Window & typeof globalThis;

export interface ViewHtmlSanitizer {
  /** The view's body as inert, sanitised nodes: no scripts, no handlers, no javascript: links. */
  body(html: string): DocumentFragment;
  /** The view's head: meta elements with a name or property (not the page head's description
   * or robots), canonical and alternate links. */
  head(html: string): Element[];
}

/**
 * DOMPurify over the page's window. Its answer is a fragment parsed in an inert document: nothing
 * of it runs or loads until it is sanitised and adopted, and code is never part of it. DOMPurify is
 * a shared library of the import map, imported on first use, so pages without a JSON view never
 * download it.
 */
export async function createViewHtmlSanitizer(window: BrowserWindow): Promise<ViewHtmlSanitizer> {
  const { default: createDOMPurify } = (await import('dompurify')) as {
    default: (window: BrowserWindow) => DOMPurify;
  };
  const purify = createDOMPurify(window);
  return {
    body: (html) =>
      purify.sanitize(html, {
        RETURN_DOM_FRAGMENT: true,
        FORBID_TAGS: ['form', 'style', 'link', 'meta', 'base'],
        FORBID_ATTR: ['srcdoc'],
      }),
    head: (html) =>
      [
        ...purify.sanitize(html, {
          RETURN_DOM_FRAGMENT: true,
          ALLOWED_TAGS: HEAD_TAGS,
          ALLOWED_ATTR: HEAD_ATTRIBUTES,
          // Else the parser moves leading meta and link elements into a head DOMPurify drops.
          FORCE_BODY: true,
        }).children,
      ].filter((element) =>
        element.localName === 'link'
          ? HEAD_LINK_RELS.has(element.getAttribute('rel') ?? '') && element.hasAttribute('href')
          : element.hasAttribute('property') ||
            (element.hasAttribute('name') &&
              !PAGE_HEAD_META_NAMES.has(element.getAttribute('name') ?? '')),
      ),
  };
}
