import { createShellEventBus, type SeoPageData, type SettledPage } from '@betshell/domain';
import { followPageHead } from './follow-page-head';

const data = (title: string): SeoPageData => ({
  title,
  description: `${title} description`,
  siteName: 'Betshell',
  customCanonical: null,
  metaRobots: null,
  hierarchyMetaRobots: [],
  metas: [{ name: 'keywords', content: 'bets', urlPath: '/*' }],
  alternates: [{ lng: 'ru', hreflang: 'ru', href: 'https://s.test/ru/line' }],
  media: [],
});

const route: SettledPage = {
  kind: 'route',
  name: 'home',
  area: 'betting',
  layout: 'default',
  params: {},
  status: 200,
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page head in the browser', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<title>server</title><meta data-seo name="robots" content="noindex" /><meta name="viewport" content="x" />';
  });

  function start(pageData: (url: string, lng: string) => Promise<SeoPageData>) {
    const bus = createShellEventBus();
    const log = jest.fn();
    const subscription = followPageHead({
      bus,
      document,
      origin: 'https://s.test',
      pageData,
      siteName: () => 'Betshell',
      log,
    });
    return { bus, log, subscription };
  }

  it('replaces the server head with the settled page head: title, description, robots, canonical, alternates, Open Graph', async () => {
    const pageData = jest.fn((url: string) => Promise.resolve(data(`Page ${url}`)));
    const { bus, subscription } = start(pageData);

    bus.next({ type: 'navigation', pathname: '/en/line', search: '', lng: 'en', page: route });
    await settle();

    expect(pageData).toHaveBeenCalledWith('/en/line', 'en');
    expect(document.title).toBe('Page /en/line');
    const seo = (selector: string) => document.head.querySelector(`[data-seo]${selector}`);
    expect(seo('[name="description"]')?.getAttribute('content')).toBe('Page /en/line description');
    expect(document.head.querySelectorAll('[data-seo][name="robots"]')).toHaveLength(1);
    expect(seo('[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(seo('[rel="canonical"]')?.getAttribute('href')).toBe('https://s.test/en/line');
    expect(seo('[rel="alternate"][hreflang="ru"]')?.getAttribute('href')).toBe(
      'https://s.test/ru/line',
    );
    expect(seo('[name="keywords"]')?.getAttribute('content')).toBe('bets');
    expect(seo('[property="og:title"]')?.getAttribute('content')).toBe('Page /en/line');
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    subscription.unsubscribe();
  });

  it('drops the answer of a page the player already left', async () => {
    let answerFirst: (value: SeoPageData) => void = () => undefined;
    const pageData = jest
      .fn<Promise<SeoPageData>, [string, string]>()
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(data('Second'));
    const { bus, subscription } = start(pageData);

    bus.next({ type: 'navigation', pathname: '/en/a', search: '', lng: 'en', page: route });
    bus.next({ type: 'navigation', pathname: '/en/b', search: '', lng: 'en', page: route });
    await settle();
    answerFirst(data('First'));
    await settle();

    expect(document.title).toBe('Second');
    subscription.unsubscribe();
  });

  it('gives a not-found page the site name and noindex without asking the server', async () => {
    const pageData = jest.fn(() => Promise.resolve(data('never')));
    const { bus, subscription } = start(pageData);

    bus.next({
      type: 'navigation',
      pathname: '/en/nothing',
      search: '',
      lng: 'en',
      page: { kind: 'not-found', layout: 'default', status: 404 },
    });
    await settle();

    expect(pageData).not.toHaveBeenCalled();
    expect(document.title).toBe('Betshell');
    expect(document.head.querySelector('[data-seo][name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    );
    expect(document.head.querySelector('[rel="canonical"]')).toBeNull();
    subscription.unsubscribe();
  });

  it('keeps the head and logs when the page data cannot be had, and follows the next page', async () => {
    const pageData = jest
      .fn<Promise<SeoPageData>, [string, string]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(data('Next'));
    const { bus, log, subscription } = start(pageData);

    bus.next({ type: 'navigation', pathname: '/en/a', search: '', lng: 'en', page: route });
    await settle();
    expect(document.title).toBe('server');
    expect(log).toHaveBeenCalledWith('SEO page data failed', expect.any(Error));

    bus.next({ type: 'navigation', pathname: '/en/b', search: '', lng: 'en', page: route });
    await settle();
    expect(document.title).toBe('Next');
    subscription.unsubscribe();
  });

  it('leaves the title, canonical and alternates of an information page to its view', async () => {
    const { bus, subscription } = start(() => Promise.resolve(data('About')));

    bus.next({
      type: 'navigation',
      pathname: '/en/about',
      search: '',
      lng: 'en',
      page: { ...route, name: 'about', area: 'information' },
    });
    await settle();

    expect(document.title).toBe('server');
    expect(document.head.querySelector('[data-seo][rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('[data-seo][rel="alternate"]')).toBeNull();
    expect(
      document.head.querySelector('[data-seo][name="description"]')?.getAttribute('content'),
    ).toBe('About description');
    subscription.unsubscribe();
  });
});
