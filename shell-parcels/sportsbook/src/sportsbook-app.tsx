import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { linkOpens, type RootStore } from '@betshell/domain';
import {
  SPORTSBOOK_SKELETON_ROWS,
  sportsbookPaths,
  sportsbookViewOf,
  type BettingSettingsStore,
  type FavouritesStore,
  type SportsbookStore,
  type SportsbookView,
} from '@betshell/domain/sportsbook';
import { AppLink } from './app-link';
import { BettingSectionPage } from './betting-sections-pages';
import { SectionsApiContext, type SectionsApi } from './sections-api';
import { SettingsPanel } from './settings-panel';
import {
  ChampsPage,
  GamePage,
  HomePage,
  ListingPage,
  MultiPage,
  ResultsPage,
} from './sportsbook-pages';
import { SportsbookViewContext, type SportsbookContext } from './view-context';

export interface SportsbookAppProps {
  readonly store: SportsbookStore;
  readonly betting: BettingSettingsStore;
  readonly stores: RootStore;
  readonly navigate: (url: string) => void;
  /** The favourites' store; without it the pages offer no star. */
  readonly favourites?: FavouritesStore;
  /** The statistics and the special sections' lists; without it those pages show the line only. */
  readonly sections?: SectionsApi;
}

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div className="bs-sportsbook__skeleton" aria-busy="true" role="status">
      <span className="bs-sportsbook__sr">{t('sportsbook_loading')}</span>
      {Array.from({ length: SPORTSBOOK_SKELETON_ROWS }, (_, index) => (
        <div key={index} className="bs-sportsbook__skeleton-row" />
      ))}
    </div>
  );
}

const Page = observer(function Page({
  view,
  search,
}: {
  readonly view: SportsbookView;
  readonly search: string;
}) {
  const { t } = useTranslation();
  switch (view.kind) {
    case 'home':
      return <HomePage />;
    case 'listing':
      return <ListingPage view={view} />;
    case 'game':
      return <GamePage />;
    case 'multi':
      return <MultiPage />;
    case 'results':
      return <ResultsPage tab={view.tab} />;
    case 'champs':
      return <ChampsPage champId={view.champId} />;
    case 'section':
      return <BettingSectionPage view={view} search={search} />;
    case 'not-built':
      return <p className="bs-sportsbook__empty">{t('area_not_built_text')}</p>;
  }
});

function tabOf(view: SportsbookView): string {
  switch (view.kind) {
    case 'listing':
      return view.section;
    case 'game':
      return view.section;
    case 'section':
      return view.page === 'results-zone' ? 'results' : view.page;
    default:
      return view.kind;
  }
}

/**
 * The sportsbook app on the betting routes of spec/shell.md section 2.3: the page the
 * route names, the sections' tabs and the betting settings. The page's data and its polling are the
 * store's; this shows what the store holds, in words for each state.
 */
export const SportsbookApp = observer(function SportsbookApp({
  store,
  betting,
  stores,
  navigate,
  favourites,
  sections,
}: SportsbookAppProps) {
  const { t } = useTranslation();
  const settings = stores.settings;
  const lng = settings.language;
  const page = stores.navigation.page;
  const params = page?.kind === 'route' ? page.params : null;
  const routeName = page?.kind === 'route' ? page.name : 'home';
  const view = useMemo(() => sportsbookViewOf(routeName, params ?? {}), [routeName, params]);

  useEffect(() => {
    void store.show(view, lng);
  }, [store, view, lng]);

  // The favourites follow who is signed in: a player's are read, a visitor has none.
  const { authorised, userId } = stores.session;
  useEffect(() => {
    void favourites?.signedInAs(authorised ? String(userId ?? 'player') : null);
  }, [favourites, authorised, userId]);

  const config = stores.siteConfig.config;
  const unbuilt = stores.navigation.unbuiltRoutes;
  const context: SportsbookContext = {
    store,
    betting,
    favourites: favourites ?? null,
    lng,
    coefViewId: settings.coefViewId,
    nameType: betting.marketsNameType,
    compact: betting.compactView,
    timeDisplay: settings.timeDisplay,
    showGameId: settings.showGameId,
    appViewType: settings.appViewType,
    groupByCountry: settings.isGroupByCountry,
    teamLogos: settings.teamLogos,
    detailedScore: settings.detailedScore,
    bestMatchesOnTop: settings.bestMatchesOnTop,
    linkOpens: (path) => config !== null && linkOpens(config, unbuilt, path),
    navigate,
  };
  const tab = tabOf(view);
  const tabs: readonly [string, string, string][] = [
    ['home', sportsbookPaths.home(lng), t('sportsbook_home')],
    ['line', sportsbookPaths.section(lng, 'line'), t('sportsbook_line')],
    ['live', sportsbookPaths.section(lng, 'live'), t('sportsbook_live')],
    ['multi', sportsbookPaths.multi(lng), t('sportsbook_multi')],
    ['results', sportsbookPaths.results(lng), t('sportsbook_results')],
    ['champs', sportsbookPaths.champs(lng), t('sportsbook_champs')],
  ];

  let body;
  const search = stores.navigation.search;
  if (view.kind === 'not-built') body = <Page view={view} search={search} />;
  else if (store.status === 'loading') body = <Skeleton />;
  else if (store.status === 'error')
    body = (
      <div className="bs-sportsbook__error" role="alert">
        <p>{t('sportsbook_load_failed')}</p>
        <button type="button" className="bs-sportsbook__button" onClick={() => void store.retry()}>
          {t('sportsbook_retry')}
        </button>
      </div>
    );
  else if (store.status === 'not-found')
    body = (
      <p className="bs-sportsbook__empty" role="alert">
        {t('sportsbook_game_not_found')}
      </p>
    );
  else body = <Page view={view} search={search} />;

  return (
    <SectionsApiContext.Provider value={sections ?? null}>
      <SportsbookViewContext.Provider value={context}>
        <section
          className="bs-sportsbook"
          aria-label={t('sportsbook_title')}
          data-page={`sportsbook-${view.kind}`}
        >
          <div className="bs-sportsbook__top">
            <nav className="bs-sportsbook__tabs" aria-label={t('sportsbook_sections')}>
              {tabs.map(([key, href, text]) => (
                <AppLink key={key} href={href} current={tab === key}>
                  {text}
                </AppLink>
              ))}
            </nav>
            <SettingsPanel stores={stores} betting={betting} />
          </div>
          {store.stale && store.status === 'ready' ? (
            <p className="bs-sportsbook__stale" role="status">
              {t('sportsbook_stale')}
            </p>
          ) : null}
          {body}
        </section>
      </SportsbookViewContext.Provider>
    </SectionsApiContext.Provider>
  );
});
