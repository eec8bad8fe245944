import { resolveSeoPage, type SeoPageEntry } from './resolve-seo-page';

const entry = (urlPath: string, fields: Partial<SeoPageEntry> = {}): SeoPageEntry => ({
  urlPath,
  title: `title ${urlPath}`,
  description: `description ${urlPath}`,
  metaRobots: null,
  customCanonical: null,
  media: [],
  ...fields,
});

const query = (pathWithoutLanguage: string) => ({
  pathname: `/en${pathWithoutLanguage}`,
  pathWithoutLanguage,
  origin: 'https://s.test',
  siteName: 'Betshell',
  languages: ['ru', 'en'] as const,
});

describe('resolving the page data of a path', () => {
  it('takes title, description, robots, canonical and media from the most specific entry', () => {
    const data = resolveSeoPage(
      [
        entry('/*'),
        entry('/line/*', {
          metaRobots: 'index, follow',
          customCanonical: { mode: 'mirror', domain: 'm.test' },
          media: [{ kind: 'image', url: 'https://s.test/line.png' }],
        }),
      ],
      [],
      query('/line/1'),
    );
    expect(data).toMatchObject({
      title: 'title /line/*',
      description: 'description /line/*',
      siteName: 'Betshell',
      metaRobots: 'index, follow',
      customCanonical: { mode: 'mirror', domain: 'm.test' },
      media: [{ kind: 'image', url: 'https://s.test/line.png' }],
    });
  });

  it('gathers the robots of the entries above the page as its hierarchy, least specific first', () => {
    const data = resolveSeoPage(
      [
        entry('/office/account', { metaRobots: 'index' }),
        entry('/office/*', { metaRobots: 'noindex' }),
        entry('/*', { metaRobots: 'follow' }),
        entry('/casino/*', { metaRobots: 'nofollow' }),
      ],
      [],
      query('/office/account'),
    );
    expect(data.metaRobots).toBe('index');
    expect(data.hierarchyMetaRobots).toEqual(['follow', 'noindex']);
  });

  it('keeps the most specific meta of each name', () => {
    const data = resolveSeoPage(
      [entry('/*')],
      [
        { name: 'keywords', content: 'all', urlPath: '/*' },
        { name: 'keywords', content: 'line', urlPath: '/line/*' },
        { name: 'author', content: 'casino', urlPath: '/casino/*' },
        { name: 'yandex-verification', content: 'abc', urlPath: '/*' },
      ],
      query('/line/1'),
    );
    expect(data.metas).toEqual([
      { name: 'keywords', content: 'line', urlPath: '/line/*' },
      { name: 'yandex-verification', content: 'abc', urlPath: '/*' },
    ]);
  });

  it('falls back to the site name as the title when no entry covers the path', () => {
    const data = resolveSeoPage([entry('/casino')], [], query('/line'));
    expect(data.title).toBe('Betshell');
    expect(data.description).toBe('');
    expect(data.metaRobots).toBeNull();
    expect(data.hierarchyMetaRobots).toEqual([]);
  });

  it('links the page in every allowed language', () => {
    const data = resolveSeoPage([], [], query('/line'));
    expect(data.alternates.map((link) => link.href)).toEqual([
      'https://s.test/ru/line',
      'https://s.test/en/line',
      'https://s.test/ru/line',
    ]);
  });
});
