// @betshell/root-config: the browser entry. It decides every navigation with the guard pipeline of
// domain before anything mounts, registers the shell's applications with single-spa under /{lng}
// from the layout table (layout/shell-layout.ts), and tells the bus about each page that settles.
import { reaction } from 'mobx';
import { getMountedApps, registerApplication, start, triggerAppChange } from 'single-spa';
import {
  SITE_ROUTE_TABLE,
  languageOfPath,
  ofType,
  type RedirectAnswer,
  type SeoPageData,
} from '@betshell/domain';
import { platform } from '@betshell/platform';
import { showFatalView } from './fatal-view';
import { afterFirstPaint } from './first-paint/after-first-paint';
import { deferredLifecycles } from './first-paint/deferred-lifecycles';
import { dropFirstPaintMarkup } from './first-paint/drop-first-paint-markup';
import {
  SHELL_APPLICATIONS,
  keepsBesideColumn,
  keepsSectionMenu,
  unbuiltRouteNames,
  keepsSportsMenu,
} from './layout/shell-layout';
import { navigationStateOf } from './routing/navigation-state-of';
import { ShellRouter } from './routing/shell-router';
import { followPageHead } from './seo/follow-page-head';
import { keepReferralCookies } from './referral/keep-referral-cookies';
import { followPwaSetting } from './pwa/follow-pwa-setting';

function showNoSiteConfig(): void {
  const main = document.getElementById('shell-main') ?? document.body;
  showFatalView(
    main,
    {
      message: platform.i18n.t('shell_no_site_config', {
        defaultValue: 'The site settings could not be loaded. Please refresh the page.',
      }),
      refresh: platform.i18n.t('main_refreshing_button', { defaultValue: 'Refresh' }),
    },
    () => window.location.reload(),
  );
}

/** spec/shell.md section 7: an old link the redirect service knows moves before anything else. */
function followRedirectService(answer: RedirectAnswer | null): boolean {
  if (answer === null) return true;
  const target = new URL(answer.url, window.location.origin);
  if (target.origin !== window.location.origin) {
    window.location.replace(target.href);
    return false;
  }
  window.history.replaceState(window.history.state, '', `${target.pathname}${target.search}`);
  return true;
}

async function main(): Promise<void> {
  const { stores } = platform;
  // The routes this build renders no page for, from the layout table the build wrote them from
  // for the server: every menu leaves them out (linkOpens of the domain).
  stores.navigation.setUnbuiltRoutes(unbuiltRouteNames());
  // The redirect service needs only the address, so it is asked while the platform starts.
  const [moved] = await Promise.all([
    platform.redirects.lookup(window.location.href),
    platform.start(),
  ]);
  // Until the first page settles, an early end leaves nothing the server painted for the chrome.
  const stopped = () => dropFirstPaintMarkup(document, []);
  // The platform shows the dictionary load error over the page (spec/shell.md section 8).
  if (stores.dictionary.state === 'failed') return stopped();
  if (stores.siteConfig.state === 'failed') {
    showNoSiteConfig();
    return stopped();
  }
  if (!followRedirectService(moved)) return stopped();
  // The landing URL's referral parameters, before any redirect of the router drops them.
  keepReferralCookies(window.location.search, platform.cookies);
  followPwaSetting(
    'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    stores.siteConfig.config?.isPwa === true,
    (message, detail) => console.warn(message, detail),
  );

  const router = new ShellRouter({
    routes: SITE_ROUTE_TABLE,
    state: (fromInsideApp) => navigationStateOf(platform, fromInsideApp),
    navigate: (url) => platform.navigate(url),
    replace: (url) => window.history.replaceState(window.history.state, '', url),
    leave: (url) => window.location.replace(url),
    warn: (message) => console.warn(message),
    error: (message) => console.error(message),
  });
  if (!router.settleFirst(() => window.location)) return stopped();

  window.addEventListener('single-spa:before-routing-event', router.beforeRouting);
  const firstPageSettled = new Promise<void>((resolve) =>
    window.addEventListener('single-spa:routing-event', () => resolve(), { once: true }),
  );
  // The floating chrome waits until the first page has painted (the first-load budget), and so
  // does every call the paint does not need: the first call loads axios (platform.http).
  const painted = afterFirstPaint(window, firstPageSettled);
  // Search metadata follows every settled page; the first page's, once it has painted.
  followPageHead({
    bus: platform.bus,
    document,
    origin: window.location.origin,
    pageData: async (url, lng) => {
      await painted;
      return (await platform.http.get<SeoPageData>('/web-api/seo/page', { params: { url, lng } }))
        .data;
    },
    siteName: () => stores.siteConfig.config?.siteName ?? document.title,
    log: (message, detail) => console.warn(message, detail),
  });
  // The release this page runs, learnt after its paint; checks for a newer one start 60 s later.
  void painted.then(() => stores.appVersion.start());
  // The chrome the first page did not mount (another layout) drops what the server painted for it.
  void firstPageSettled.then(() => dropFirstPaintMarkup(document, getMountedApps()));
  window.addEventListener('single-spa:routing-event', () => {
    const { pathname, search } = window.location;
    const page = router.settled(window.location);
    if (page === null) return;
    document.body.dataset.layout = page.layout;
    // The coupon's column (the layout's beside place) is kept free as soon as the page settles.
    document.body.toggleAttribute('data-with-coupon', keepsBesideColumn(page));
    // So is the office menu's place (the section-menu place).
    document.body.toggleAttribute('data-with-section-menu', keepsSectionMenu(page));
    // When that place is the sports menu's (the left panel), a column only (shell.css).
    document.body.toggleAttribute('data-with-sports-menu', keepsSportsMenu(page));
    // A settled page always has an allowed language: the language guard comes first.
    const lng =
      languageOfPath(pathname, stores.settings.availableLanguages) ?? stores.settings.language;
    platform.bus.next({ type: 'navigation', pathname, search, lng, page });
  });

  // A new configuration, block answer or player state (session, ban, terms) may turn the current
  // page away.
  reaction(
    () => [stores.siteConfig.config, stores.blocking.answer, stores.session.player],
    () => router.recheck(window.location),
  );
  reaction(
    () => stores.siteConfig.config?.siteName,
    (siteName) => {
      if (siteName !== undefined) document.title = siteName;
    },
    { fireImmediately: true },
  );

  // Every application loads through the remote-view loader: a preloader, retries, an error block
  // with a refresh button, so one that fails never takes the rest of the page with it.
  const onFinalStatus = (status: number, pathname: string) => {
    if (window.location.pathname !== pathname) return;
    router.markRemoteStatus(window.location, status);
    void triggerAppChange();
  };
  // A parcel's page whose address names nothing (a game route the catalogue lacks) is the 404 page.
  platform.bus
    .pipe(ofType('page-not-found'))
    .subscribe(({ pathname }) => onFinalStatus(404, pathname));
  for (const application of SHELL_APPLICATIONS) {
    const view = platform.remoteViews.application(application.source, { onFinalStatus });
    const lifecycles = application.afterFirstPaint
      ? deferredLifecycles(view, painted, (message, detail) => console.warn(message, detail))
      : view;
    registerApplication({
      name: application.name,
      app: () => Promise.resolve(lifecycles),
      activeWhen: (location) => {
        const page = router.pageAt(location);
        return page !== null && application.isActiveFor(page);
      },
    });
  }

  start({ urlRerouteOnly: true });
}

void main();
