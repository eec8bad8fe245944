import {
  ANONYMOUS_PLAYER,
  NavigationStore,
  createShellEventBus,
  routeTableOf,
  type NavigationState,
} from '@betshell/domain';
import { routeFixture, siteConfigFixture } from '@betshell/domain/testing';
import { ShellRouter, type LocationLike } from './shell-router';

const page = routeFixture;

const routes = routeTableOf([
  page('home', '/'),
  page('about', '/about'),
  page('maintenance', '/maintenance', { layout: 'maintenance', area: 'maintenance' }),
  page('old', '/old', { redirect: () => ({ path: '/about' }) }),
  // Two routes that send visitors to each other: only a bad table could, but the router must cope.
  page('ping', '/ping', { redirect: () => ({ path: '/pong' }) }),
  page('pong', '/pong', { redirect: () => ({ path: '/ping' }) }),
]);

function harness(initial: string, overrides: Partial<NavigationState> = {}) {
  let current = initial;
  const at = (): LocationLike => {
    const url = new URL(current, 'https://betshell.test');
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };
  const calls = {
    navigate: [] as string[],
    replace: [] as string[],
    leave: [] as string[],
    errors: [] as string[],
  };
  const state = jest.fn((fromInsideApp: boolean): NavigationState => ({
    availableLanguages: ['ru', 'en'],
    languagePreferences: { browser: ['ru'] },
    config: siteConfigFixture(),
    maintenanceCookie: undefined,
    blockingReason: null,
    player: ANONYMOUS_PLAYER,
    environment: 'production',
    fromInsideApp,
    touchDesktopTablet: false,
    ...overrides,
  }));
  const router = new ShellRouter({
    routes,
    state,
    navigate: (url) => calls.navigate.push(url),
    replace: (url) => {
      calls.replace.push(url);
      current = url;
    },
    leave: (url) => calls.leave.push(url),
    warn: () => undefined,
    error: (message) => calls.errors.push(message),
  });
  const beforeRouting = (newUrl: string) => {
    const cancel = jest.fn();
    router.beforeRouting(
      new CustomEvent('single-spa:before-routing-event', {
        detail: {
          oldUrl: `https://betshell.test${current}`,
          newUrl: `https://betshell.test${newUrl}`,
          cancelNavigation: cancel,
        },
      }),
    );
    return cancel;
  };
  return { router, at, calls, state, beforeRouting, go: (url: string) => (current = url) };
}

/**
 * The router as root-config wires it to single-spa 6 and the navigation store the parcels read:
 * a navigation the router cancels puts the old URL back silently (no routing event), one it lets
 * through routes and tells the bus of the page that settled, and a redirect's own navigation
 * (after a timer) is one more navigation, but to the address shown none at all (navigateToUrl then
 * only sets an empty hash, which Chromium ignores).
 */
function site(initial: string) {
  const harnessed = harness(initial);
  const { router, at, calls, beforeRouting, go } = harnessed;
  const bus = createShellEventBus();
  const navigation = new NavigationStore(bus, at());
  const routed = () => {
    const page = router.settled(at());
    if (page === null) return;
    const { pathname, search } = at();
    bus.next({ type: 'navigation', pathname, search, lng: 'ru', page });
  };
  router.settleFirst(at);
  routed();
  const move = (url: string): void => {
    const { pathname, search } = at();
    if (url === `${pathname}${search}`) return;
    const redirects = calls.navigate.length;
    if (beforeRouting(url).mock.calls.length === 0) {
      go(url);
      routed();
    }
    jest.runOnlyPendingTimers();
    for (const next of calls.navigate.slice(redirects)) move(next);
  };
  return { ...harnessed, navigation, move };
}

describe('the shell router, on the first page', () => {
  it('replaces the URL along a chain of redirects until a page settles', () => {
    const { router, at, calls } = harness('/old');
    expect(router.settleFirst(at)).toBe(true);
    expect(calls.replace).toEqual(['/ru/old', '/ru/about']);
    expect(router.pageAt(at())).toMatchObject({ kind: 'route', name: 'about' });
  });

  it('refuses a redirect cycle, logs it and shows the failed-navigation page', () => {
    const { router, at, calls } = harness('/ru/ping');
    router.settleFirst(at);
    expect(calls.errors).toEqual(['redirect cycle refused: /ru/ping -> /ru/pong -> /ru/ping']);
    expect(router.pageAt(at())).toEqual({ kind: 'error', layout: 'default', status: 500 });
  });

  it('decides the first page as reached from outside the site', () => {
    const { router, at, state } = harness('/ru/about');
    router.settleFirst(at);
    expect(state).toHaveBeenLastCalledWith(false);
  });

  it('sends a touch tablet to the mobile site and reports that the page is left', () => {
    const { router, at, calls } = harness('/ru/about', {
      touchDesktopTablet: true,
      config: siteConfigFixture({ mobileSiteUrl: 'https://m.betshell.test' }),
    });
    expect(router.settleFirst(at)).toBe(false);
    expect(calls.leave).toEqual(['https://m.betshell.test/ru/about?platform_type=mobile']);
  });
});

describe('the shell router, on later navigations', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lets a navigation to a page through', () => {
    const { router, at, beforeRouting } = harness('/ru/about');
    router.settleFirst(at);
    expect(beforeRouting('/ru/').mock.calls).toEqual([]);
  });

  it('cancels a navigation that redirects and makes the redirect a navigation of its own', () => {
    const { router, at, beforeRouting, calls } = harness('/ru/');
    router.settleFirst(at);
    const cancel = beforeRouting('/ru/old');
    expect(cancel).toHaveBeenCalled();
    jest.runAllTimers();
    expect(calls.navigate).toEqual(['/ru/about']);
  });

  it('decides later navigations as reached from inside the site', () => {
    const { router, at, state, go } = harness('/ru/about');
    router.settleFirst(at);
    go('/ru/about');
    router.settled(at());
    router.pageAt(at());
    expect(state).toHaveBeenLastCalledWith(true);
  });

  it('keeps following a chain across the cancelled step, and refuses it when it cycles', () => {
    const { router, at, beforeRouting, calls, go } = harness('/ru/about');
    router.settleFirst(at);
    beforeRouting('/ru/ping');
    // single-spa puts the old URL back and routes again: not the end of the chain.
    expect(router.settled(at())).toBeNull();
    jest.runAllTimers();
    expect(calls.navigate).toEqual(['/ru/pong']);
    go('/ru/pong');
    const cancel = beforeRouting('/ru/pong');
    expect(cancel).toHaveBeenCalled();
    expect(calls.errors).toEqual(['redirect cycle refused: /ru/ping -> /ru/pong -> /ru/ping']);
    jest.runAllTimers();
    expect(calls.navigate).toEqual(['/ru/pong']);
  });

  it('leaves the navigation store on the page of each move, after a redirect to the page shown', () => {
    const { navigation, move, at } = site('/ru/about');
    expect(navigation.routeName).toBe('about');
    // The old address redirects to the page shown: single-spa puts it back, and nothing routes.
    move('/ru/old');
    expect(at().pathname).toBe('/ru/about');
    expect(navigation.routeName).toBe('about');
    move('/ru/');
    expect(navigation.routeName).toBe('home');
    move('/ru/old');
    expect(at().pathname).toBe('/ru/about');
    expect(navigation.routeName).toBe('about');
    move('/ru/');
    expect(navigation).toMatchObject({ pathname: '/ru/', routeName: 'home' });
  });

  it('answers the page that settled, for the bus', () => {
    const { router, at, go } = harness('/ru/');
    router.settleFirst(at);
    go('/ru/about');
    expect(router.settled(at())).toMatchObject({ kind: 'route', name: 'about', layout: 'default' });
  });

  it('answers no page for a URL that only redirects', () => {
    const { router, at, go } = harness('/ru/');
    router.settleFirst(at);
    go('/ru/maintenance');
    expect(router.settled(at())).toBeNull();
  });

  it('moves the current page away when the state turns it away', () => {
    const cookies: { maintenance?: string } = {};
    const { router, at, calls, state } = harness('/ru/about');
    state.mockImplementation((fromInsideApp) => ({
      availableLanguages: ['ru'],
      languagePreferences: { browser: [] },
      config: siteConfigFixture(),
      maintenanceCookie: cookies.maintenance,
      blockingReason: null,
      player: ANONYMOUS_PLAYER,
      environment: 'production',
      fromInsideApp,
      touchDesktopTablet: false,
    }));
    router.settleFirst(at);
    cookies.maintenance = '1';
    router.recheck(at());
    expect(calls.replace).toEqual(['/ru/maintenance']);
  });
});

describe('the shell router, when a remote view answers a final status', () => {
  it('shows "This page could not be found" at the same address for a 404, until another page settles', () => {
    const { router, at, go } = harness('/ru/about');
    router.settleFirst(at);
    router.markRemoteStatus(at(), 404);
    expect(router.pageAt(at())).toEqual({ kind: 'not-found', layout: 'default', status: 404 });
    expect(router.settled(at())).toEqual({ kind: 'not-found', layout: 'default', status: 404 });

    go('/ru/');
    expect(router.settled(at())).toMatchObject({ kind: 'route', name: 'home' });
    go('/ru/about');
    expect(router.pageAt(at())).toMatchObject({ kind: 'route', name: 'about' });
  });

  it('shows the error page of any other status', () => {
    const { router, at } = harness('/ru/about');
    router.settleFirst(at);
    router.markRemoteStatus(at(), 403);
    expect(router.pageAt(at())).toEqual({ kind: 'error', layout: 'default', status: 403 });
  });
});
