import type { SettledPage } from '@betshell/domain';
import type { SeoContentAnswer, SeoVisualAnswer } from '@betshell/domain/seo';
import { Subject, of, type Observable } from 'rxjs';
import { followSeoText, type SeoTextOfPage, type SeoTextPage } from './follow-seo-text';

const route: SettledPage = {
  kind: 'route',
  name: 'home',
  area: 'betting',
  layout: 'default',
  status: 200,
} as SettledPage;
const notFound: SettledPage = { kind: 'not-found', layout: 'default', status: 404 };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const contentOf = (heading: string): SeoContentAnswer => ({
  content: { urlPath: '/', heading, paragraphs: [`${heading} text`] },
});
const visualOf = (h1: string): SeoVisualAnswer => ({ visual: { urlPath: '/', h1, image: null } });

function setUp(pageShown: () => Observable<unknown> = () => of(undefined)) {
  const pages = new Subject<SeoTextPage>();
  const calls: string[] = [];
  const answers = new Map<string, ReturnType<typeof deferred<SeoContentAnswer>>>();
  const api = {
    content: jest.fn((url: string, lng: string) => {
      calls.push(`${lng} ${url}`);
      const answer = deferred<SeoContentAnswer>();
      answers.set(url, answer);
      return answer.promise;
    }),
    visual: jest.fn((url: string) => Promise.resolve(visualOf(`h1 of ${url}`))),
  };
  const log = jest.fn();
  const shown: SeoTextOfPage[] = [];
  const subscription = followSeoText(pages, api, log, pageShown).subscribe((text) =>
    shown.push(text),
  );
  return { pages, calls, answers, api, log, shown, subscription };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('following the SEO text of the settled page', () => {
  it('asks both calls for each new page and shows their answers', async () => {
    const { pages, answers, shown, calls } = setUp();
    pages.next({ pathname: '/en/', lng: 'en', page: route });
    answers.get('/en/')?.resolve(contentOf('Home'));
    await flush();

    expect(calls).toEqual(['en /en/']);
    expect(shown.at(-1)).toEqual({
      pathname: '/en/',
      content: { urlPath: '/', heading: 'Home', paragraphs: ['Home text'] },
      visual: { urlPath: '/', h1: 'h1 of /en/', image: null },
    });
  });

  it("removes the page before's text the moment a new page settles, before anything is asked", async () => {
    const shown$ = new Subject<void>();
    const { pages, answers, shown, calls } = setUp(() => shown$);
    pages.next({ pathname: '/en/', lng: 'en', page: route });
    shown$.next();
    answers.get('/en/')?.resolve(contentOf('Home'));
    await flush();
    expect(shown.at(-1)?.visual?.h1).toBe('h1 of /en/');

    pages.next({ pathname: '/en/registration', lng: 'en', page: route });
    // Nothing asked yet (the new page has not painted), and already no h1 of home beside its own.
    expect(calls).toEqual(['en /en/']);
    expect(shown.at(-1)).toEqual({ pathname: '/en/registration', content: null, visual: null });
  });

  it('removes the text of the language before when only the language changes', async () => {
    const shown$ = new Subject<void>();
    const { pages, answers, shown } = setUp(() => shown$);
    pages.next({ pathname: '/ru/live', lng: 'ru', page: route });
    shown$.next();
    answers.get('/ru/live')?.resolve(contentOf('Лайв'));
    await flush();

    pages.next({ pathname: '/en/live', lng: 'en', page: route });
    expect(shown.at(-1)).toEqual({ pathname: '/en/live', content: null, visual: null });
  });

  it('asks only once the page has painted, and shows its text after the answer', async () => {
    const shown$ = new Subject<void>();
    const { pages, answers, shown, calls } = setUp(() => shown$);
    pages.next({ pathname: '/en/', lng: 'en', page: route });
    expect(calls).toEqual([]);
    shown$.next();
    answers.get('/en/')?.resolve(contentOf('Home'));
    await flush();
    expect(calls).toEqual(['en /en/']);

    pages.next({ pathname: '/en/live', lng: 'en', page: route });
    await flush();
    expect(calls).toEqual(['en /en/']);
    // Painted twice (another view of the page settling) is still one pair of calls.
    shown$.next();
    shown$.next();
    answers.get('/en/live')?.resolve(contentOf('Live'));
    await flush();
    expect(calls).toEqual(['en /en/', 'en /en/live']);
    expect(shown.map((text) => [text.pathname, text.content?.heading ?? null])).toEqual([
      ['/en/', null],
      ['/en/', 'Home'],
      ['/en/live', null],
      ['/en/live', 'Live'],
    ]);
  });

  it('never asks for a page left before it painted', async () => {
    const shown$ = new Subject<void>();
    const { pages, answers, calls, shown } = setUp(() => shown$);
    pages.next({ pathname: '/en/', lng: 'en', page: route });
    pages.next({ pathname: '/en/casino', lng: 'en', page: route });
    shown$.next();
    answers.get('/en/casino')?.resolve(contentOf('Casino'));
    await flush();
    expect(calls).toEqual(['en /en/casino']);
    expect(shown.at(-1)?.content?.heading).toBe('Casino');
  });

  it('drops the answer of a page already left', async () => {
    const { pages, answers, shown } = setUp();
    pages.next({ pathname: '/en/', lng: 'en', page: route });
    pages.next({ pathname: '/en/casino', lng: 'en', page: route });
    answers.get('/en/casino')?.resolve(contentOf('Casino'));
    answers.get('/en/')?.resolve(contentOf('Home'));
    await flush();

    expect(shown.flatMap((text) => text.content?.heading ?? [])).toEqual(['Casino']);
    expect(shown.at(-1)?.pathname).toBe('/en/casino');
  });

  it('asks again for the same path in another language, not for the same page twice', () => {
    const { pages, calls } = setUp();
    pages.next({ pathname: '/en/', lng: 'en', page: route });
    pages.next({ pathname: '/en/', lng: 'en', page: route });
    pages.next({ pathname: '/ru/', lng: 'ru', page: route });
    expect(calls).toEqual(['en /en/', 'ru /ru/']);
  });

  it('shows nothing on an error page without asking, not even the text of the page before', async () => {
    const { pages, shown, calls, answers } = setUp();
    pages.next({ pathname: '/en/', lng: 'en', page: route });
    answers.get('/en/')?.resolve(contentOf('Home'));
    await flush();
    pages.next({ pathname: '/en/nowhere', lng: 'en', page: notFound });
    await flush();
    expect(calls).toEqual(['en /en/']);
    expect(shown.at(-1)).toEqual({ pathname: '/en/nowhere', content: null, visual: null });
  });

  it('shows nothing rather than the page before when a call fails, and logs it', async () => {
    const { pages, answers, shown, log } = setUp();
    pages.next({ pathname: '/en/', lng: 'en', page: route });
    answers.get('/en/')?.resolve(contentOf('Home'));
    await flush();
    pages.next({ pathname: '/en/live', lng: 'en', page: route });
    answers.get('/en/live')?.reject(new Error('503'));
    await flush();

    expect(shown.at(-1)).toEqual({ pathname: '/en/live', content: null, visual: null });
    expect(log).toHaveBeenCalledWith('SEO text failed', expect.any(Error));
  });
});
