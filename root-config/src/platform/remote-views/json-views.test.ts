import type { RemoteViewsConfig } from '@betshell/domain';
import { fakeScheduler, rootStoreFixture } from '@betshell/domain/testing';
import { remoteViewsHarness, type Answer } from './remote-views-harness';

const ABOUT = {
  appName: 'information',
  title: 'About us',
  body: '<article class="info"><h1>About us</h1><p>A licensed bookmaker.</p></article>',
  style: '.info { color: navy; }',
  cssToLoad: [],
  codeToEval: '',
  scriptsToLoad: [],
  head: '',
};

async function harness(
  answers: Answer[] | ((url: string) => Answer),
  remoteViews?: RemoteViewsConfig,
) {
  const fixture = await rootStoreFixture({
    language: 'en',
    config: remoteViews === undefined ? {} : { remoteViews },
  });
  const queue = Array.isArray(answers) ? [...answers] : [];
  const clock = fakeScheduler();
  const views = await remoteViewsHarness({
    fixture,
    scheduler: clock.scheduler,
    answer: (config) =>
      typeof answers === 'function'
        ? answers(config.url ?? '')
        : ((queue.length > 1 ? queue.shift() : queue[0]) ?? 'network-error'),
  });
  return { ...views, clock };
}

const frame = (element: HTMLElement) =>
  element.querySelector<HTMLElement>('[data-remote-view="information"]');
const stateOf = (element: HTMLElement) => frame(element)?.dataset.remoteViewState;
const visible = (element: HTMLElement, selector: string) => {
  const found = element.querySelector<HTMLElement>(selector);
  return found !== null && !found.hidden;
};

describe('a JSON render-mode view', () => {
  // Failures are logged as the spec says; the tests look at what the player sees.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.querySelectorAll('[data-remote-view]').forEach((node) => node.remove());
    document.body.replaceChildren();
    document.title = '';
  });

  it('asks GET /views/{appName}/{path} in JSON mode, API v2, and shows the answer', async () => {
    const { views, element, requests, clock } = await harness([{ status: 200, data: ABOUT }]);
    views.show(element, { kind: 'json', appName: 'information' }, { pathname: '/en/about' });
    expect(stateOf(element)).toBe('loading');
    expect(visible(element, '[role="status"]')).toBe(true);
    await clock.advance(0);

    expect(requests[0]?.url).toBe('http://localhost/views/information/en/about');
    expect(requests[0]?.headers.get('X-Render-Mode')).toBe('json');
    expect(requests[0]?.headers.get('X-Api-Version')).toBe('v2');
    expect(stateOf(element)).toBe('ready');
    expect(visible(element, '[role="status"]')).toBe(false);
    expect(element.querySelector('h1')?.textContent).toBe('About us');
    expect(document.title).toBe('About us');
    expect(document.head.querySelector('style[data-remote-view]')?.textContent).toBe(ABOUT.style);
  });

  it('sends the force-spa header when the source asks for it', async () => {
    const { views, element, requests, clock } = await harness([{ status: 200, data: ABOUT }]);
    views.show(
      element,
      { kind: 'json', appName: 'information', forceSpa: true },
      { pathname: '/en/about' },
    );
    await clock.advance(0);
    expect(requests[0]?.headers.get('X-Force-Spa')).toBe('1');
  });

  it('retries a failing view after 1 s and 2 s and shows it when the third attempt answers', async () => {
    const { views, element, requests, clock } = await harness([
      { status: 503 },
      'network-error',
      { status: 200, data: ABOUT },
    ]);
    views.show(element, { kind: 'json', appName: 'information' }, { pathname: '/en/about' });
    await clock.advance(999);
    expect(requests).toHaveLength(1);
    expect(stateOf(element)).toBe('loading');
    await clock.advance(1);
    expect(requests).toHaveLength(2);
    await clock.advance(2000);
    expect(requests).toHaveLength(3);
    expect(stateOf(element)).toBe('ready');
    expect(element.textContent).toContain('A licensed bookmaker.');
  });

  it('shows the error block after three retries, and refresh loads it once the fault clears', async () => {
    let down = true;
    const { views, element, requests, clock } = await harness(() =>
      down ? { status: 502 } : { status: 200, data: ABOUT },
    );
    views.show(element, { kind: 'json', appName: 'information' }, { pathname: '/en/about' });
    await clock.advance(7000);
    expect(requests).toHaveLength(4);
    expect(stateOf(element)).toBe('error');
    expect(visible(element, '[role="alert"]')).toBe(true);
    expect(element.querySelector('[role="alert"]')?.textContent).toContain(
      'This part of the page did not load',
    );

    down = false;
    element.querySelector<HTMLButtonElement>('button')?.click();
    expect(stateOf(element)).toBe('loading');
    await clock.advance(0);
    expect(stateOf(element)).toBe('ready');
    expect(visible(element, '[role="alert"]')).toBe(false);
  });

  it('reports a page the server does not have once, without retrying', async () => {
    const { views, element, requests, clock } = await harness([{ status: 404 }]);
    const onFinalStatus = jest.fn();
    views.show(
      element,
      { kind: 'json', appName: 'information' },
      { pathname: '/en/news/nothing', onFinalStatus },
    );
    await clock.advance(10_000);
    expect(requests).toHaveLength(1);
    expect(onFinalStatus).toHaveBeenCalledTimes(1);
    expect(onFinalStatus).toHaveBeenCalledWith(404);
  });

  it('treats an answer without its fields as a failure', async () => {
    const { views, element, clock } = await harness([{ status: 200, data: { appName: 'x' } }]);
    views.show(element, { kind: 'json', appName: 'information' }, { pathname: '/en/about' });
    await clock.advance(7000);
    expect(stateOf(element)).toBe('error');
    expect(String(jest.mocked(console.warn).mock.calls.at(-1)?.[1])).toContain(
      'title must be a string',
    );
  });

  it('puts only sanitised HTML on the page: no scripts, no handlers, no javascript: links', async () => {
    const { views, element, clock } = await harness([
      {
        status: 200,
        data: {
          ...ABOUT,
          body: '<p onclick="window.hacked = 1">Hi</p><script>window.hacked = 2</script><a href="javascript:alert(1)">x</a><img src=x onerror="window.hacked = 3">',
        },
      },
    ]);
    views.show(element, { kind: 'json', appName: 'information' }, { pathname: '/en/about' });
    await clock.advance(0);
    const content = element.querySelector('.bs-remote-view__content');
    expect(content?.innerHTML).toBe('<p>Hi</p><a>x</a><img src="x">');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("keeps only metas and canonical or alternate links of the head, not the page head's description", async () => {
    const { views, element, clock } = await harness([
      {
        status: 200,
        data: {
          ...ABOUT,
          head: '<meta name="description" content="About the bookmaker"><meta name="keywords" content="bookmaker"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="canonical" href="/en/about"><link rel="stylesheet" href="https://evil.example/x.css"><script>1</script>',
        },
      },
    ]);
    views.show(element, { kind: 'json', appName: 'information' }, { pathname: '/en/about' });
    await clock.advance(0);
    const added = [...document.head.querySelectorAll('[data-remote-view]')].map(
      (node) => node.outerHTML,
    );
    expect(added).toEqual([
      '<style data-remote-view="information">.info { color: navy; }</style>',
      '<meta name="keywords" content="bookmaker" data-remote-view="information">',
      '<link rel="canonical" href="/en/about" data-remote-view="information">',
    ]);
  });

  it('loads stylesheets from trusted origins only', async () => {
    const { views, element, clock } = await harness(
      [
        {
          status: 200,
          data: {
            ...ABOUT,
            cssToLoad: [
              '/assets/info.css',
              'https://cdn.partner.example/a.css',
              'https://evil.example/b.css',
            ],
          },
        },
      ],
      { codeToEval: true, trustedOrigins: ['self', 'https://cdn.partner.example'] },
    );
    views.show(element, { kind: 'json', appName: 'information' }, { pathname: '/en/about' });
    await clock.advance(0);
    const hrefs = [...document.head.querySelectorAll('link[rel="stylesheet"]')].map(
      (link) => (link as HTMLLinkElement).href,
    );
    expect(hrefs).toEqual([
      'http://localhost/assets/info.css',
      'https://cdn.partner.example/a.css',
    ]);
    expect(console.warn).toHaveBeenCalledWith(
      'remote view information: refused https://evil.example/b.css',
      null,
    );
  });

  it('takes everything it added off the page when released, and gives the title back', async () => {
    document.title = 'betshell';
    const { views, element, clock } = await harness([{ status: 200, data: ABOUT }]);
    const handle = views.show(
      element,
      { kind: 'json', appName: 'information' },
      { pathname: '/en/about' },
    );
    await clock.advance(0);
    handle.release();
    expect(handle.store.state).toBe('not-existing');
    expect(element.children).toHaveLength(0);
    expect(document.head.querySelectorAll('[data-remote-view]')).toHaveLength(0);
    expect(document.title).toBe('betshell');
  });

  it('follows its links inside the site without reloading the page', async () => {
    const { views, element, clock, navigate } = await harness([
      {
        status: 200,
        data: {
          ...ABOUT,
          body: '<a href="/en/rules/sport">Rules</a><a href="https://other.example/">Out</a>',
        },
      },
    ]);
    views.show(element, { kind: 'json', appName: 'information' }, { pathname: '/en/about' });
    await clock.advance(0);
    const [inside, outside] = [...element.querySelectorAll('a')];
    inside?.click();
    expect(navigate).toHaveBeenCalledWith('/en/rules/sport');
    outside?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('re-initialises on a reload event, at most once a second', async () => {
    const { views, element, clock, requests, bus } = await harness([{ status: 200, data: ABOUT }]);
    views.show(element, { kind: 'json', appName: 'information' }, { pathname: '/en/about' });
    await clock.advance(5000);
    bus.next({ type: 'remote-view-reload', view: 'information' });
    expect(stateOf(element)).toBe('loading');
    await clock.advance(0);
    bus.next({ type: 'remote-view-reload' });
    bus.next({ type: 'remote-view-reload', view: 'casino' });
    await clock.advance(999);
    bus.next({ type: 'remote-view-reload' });
    expect(requests).toHaveLength(2);
    await clock.advance(1);
    bus.next({ type: 'remote-view-reload' });
    await clock.advance(0);
    expect(requests).toHaveLength(3);
    expect(stateOf(element)).toBe('ready');
  });

  it('shares a view between two users and unloads it when the second lets go', async () => {
    const { views, element, clock, requests } = await harness([{ status: 200, data: ABOUT }]);
    const source = { kind: 'json', appName: 'information' } as const;
    const first = views.show(element, source, { pathname: '/en/about' });
    const second = views.show(element, source, { pathname: '/en/about' });
    await clock.advance(0);
    expect(requests).toHaveLength(1);
    first.release();
    expect(second.store.state).toBe('ready');
    second.release();
    expect(second.store.state).toBe('not-existing');
  });
});
