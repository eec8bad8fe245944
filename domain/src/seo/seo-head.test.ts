import type { SeoPageData } from './seo-page-data';
import { errorPageSeoHead, seoHead, withoutViewOwnedTags } from './seo-head';

const data = (fields: Partial<SeoPageData> = {}): SeoPageData => ({
  title: 'Line',
  description: 'Bets before the match',
  siteName: 'Betshell',
  customCanonical: null,
  metaRobots: null,
  hierarchyMetaRobots: [],
  metas: [],
  alternates: [{ lng: 'ru', hreflang: 'ru', href: 'https://s.test/ru/line' }],
  media: [],
  ...fields,
});

const page = { origin: 'https://s.test', pathname: '/en/line', lng: 'en' } as const;

describe('the SEO head of a page', () => {
  it('carries title, description, default robots, canonical, alternates and Open Graph', () => {
    const head = seoHead(data(), page);
    expect(head.title).toBe('Line');
    expect(head.description).toBe('Bets before the match');
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toBe('https://s.test/en/line');
    expect(head.alternates).toEqual([{ hreflang: 'ru', href: 'https://s.test/ru/line' }]);
    expect(head.openGraph).toEqual([
      { property: 'og:type', content: 'website' },
      { property: 'og:title', content: 'Line' },
      { property: 'og:description', content: 'Bets before the match' },
      { property: 'og:url', content: 'https://s.test/en/line' },
      { property: 'og:site_name', content: 'Betshell' },
      { property: 'og:locale', content: 'en_GB' },
    ]);
  });

  it('adds the first image of the media as og:image', () => {
    const head = seoHead(
      data({
        media: [
          { kind: 'video', url: 'https://s.test/v.mp4' },
          { kind: 'image', url: 'https://s.test/a.png' },
          { kind: 'image', url: 'https://s.test/b.png' },
        ],
      }),
      page,
    );
    expect(head.openGraph.filter((tag) => tag.property === 'og:image')).toEqual([
      { property: 'og:image', content: 'https://s.test/a.png' },
    ]);
  });

  it('turns indexing off when a parent or a robots meta says noindex', () => {
    expect(
      seoHead(data({ metaRobots: 'index', hierarchyMetaRobots: ['noindex'] }), page).robots,
    ).toBe('noindex, follow');
    const head = seoHead(
      data({ metas: [{ name: 'Robots', content: 'noindex, nofollow', urlPath: '/*' }] }),
      page,
    );
    expect(head.robots).toBe('noindex, nofollow');
    expect(head.metas).toEqual([]);
  });

  it('builds the canonical per mode and uses it as og:url', () => {
    const head = seoHead(data({ customCanonical: { mode: 'mirror', domain: 'm.test' } }), page);
    expect(head.canonical).toBe('https://m.test/en/line');
    expect(head.openGraph).toContainEqual({
      property: 'og:url',
      content: 'https://m.test/en/line',
    });
  });

  it('passes other metas through by name', () => {
    const head = seoHead(
      data({ metas: [{ name: 'keywords', content: 'bets', urlPath: '/*' }] }),
      page,
    );
    expect(head.metas).toEqual([{ name: 'keywords', content: 'bets' }]);
  });
});

describe('the SEO head of an error page', () => {
  it('carries the site name and noindex, and nothing to share or link', () => {
    expect(errorPageSeoHead('Betshell')).toEqual({
      title: 'Betshell',
      description: '',
      robots: 'noindex, follow',
      canonical: '',
      alternates: [],
      metas: [],
      openGraph: [],
    });
  });
});

describe('the SEO head of a page whose view brings its own head', () => {
  it('leaves title, canonical and alternates to the view and keeps the rest', () => {
    const head = withoutViewOwnedTags(seoHead(data(), page));
    expect(head.title).toBe('');
    expect(head.canonical).toBe('');
    expect(head.alternates).toEqual([]);
    expect(head.robots).toBe('index, follow');
    expect(head.description).toBe('Bets before the match');
  });
});
