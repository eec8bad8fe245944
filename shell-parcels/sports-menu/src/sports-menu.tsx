import { linkOpens, type SettledPage, type SiteConfig, type UnbuiltRoutes } from '@betshell/domain';
import {
  BETTING_SECTION_LINKS,
  sportsbookPaths,
  sportsbookViewOf,
  type LineSearchHit,
  type SportsMenuStore,
} from '@betshell/domain/sportsbook';
import type { LineSection } from '@betshell/domain/betting';
import { Dialog, FieldFrame } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SportsMenuProps {
  /** The page's stores: the settled page (its section, sport, championship) and the language. */
  readonly stores: {
    readonly navigation: {
      readonly page: SettledPage | null;
      readonly unbuiltRoutes: UnbuiltRoutes;
    };
    readonly settings: { readonly language: string };
    readonly siteConfig: { readonly config: SiteConfig | null };
  };
  readonly menu: SportsMenuStore;
  readonly navigate: (href: string) => void;
}

/** Where the page is: its section (home without one counts the line), sport and championship. */
function placeOf(stores: SportsMenuProps['stores']) {
  const page = stores.navigation.page;
  const view =
    page?.kind === 'route' ? sportsbookViewOf(page.name, page.params) : { kind: 'home' as const };
  const section: LineSection = ('section' in view ? view.section : null) ?? 'line';
  return {
    section,
    sportId: view.kind === 'listing' ? view.sportId : null,
    champId: view.kind === 'listing' ? view.champId : null,
  };
}

/**
 * The left panel beside the line (spec/shell.md section 3; docs/display-settings.md): the sports of
 * the page's section (line or live) with their numbers of games, each opening to its
 * championships with theirs, leading to the line of that sport or championship; and a search over
 * teams and championships as the player types. From 1024 px a column beside the line while the
 * player shows the left panel; on a phone, and on a desktop that hid it, a button that opens the
 * same in a sheet of the kit's dialog. Following a link closes the sheet.
 */
export const SportsMenu = observer(function SportsMenu({
  stores,
  menu,
  navigate,
}: SportsMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lng = stores.settings.language;
  useEffect(() => {
    menu.start();
    return () => menu.stop();
  }, [menu]);
  // A page in another language reads the names again (start has read them in this one).
  const readIn = useRef(lng);
  useEffect(() => {
    if (readIn.current === lng) return;
    readIn.current = lng;
    void menu.read();
  }, [menu, lng]);

  const follow = (href: string) => {
    setOpen(false);
    navigate(href);
  };
  const title = t('sports_menu_title');
  return (
    <div className="bs-sports-menu">
      <div className="bs-sports-menu__side">
        <SportsMenuContent stores={stores} menu={menu} follow={follow} />
      </div>
      <button
        type="button"
        className="bs-sports-menu__open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('sports_menu_open')}
      </button>
      {open && (
        <Dialog
          title={title}
          closeLabel={t('sports_menu_close')}
          onClose={() => setOpen(false)}
          className="bs-sports-menu__sheet"
          data-dialog="sports-menu"
        >
          <SportsMenuContent stores={stores} menu={menu} follow={follow} />
        </Dialog>
      )}
    </div>
  );
});

/** A plain click follows the link inside the shell; others do what they do. */
function linkClick(follow: (href: string) => void, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    follow(href);
  };
}

const SportsMenuContent = observer(function SportsMenuContent({
  stores,
  menu,
  follow,
}: {
  readonly stores: SportsMenuProps['stores'];
  readonly menu: SportsMenuStore;
  readonly follow: (href: string) => void;
}) {
  const { t } = useTranslation();
  const lng = stores.settings.language;
  const place = placeOf(stores);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() =>
    place.sportId === null ? new Set() : new Set([place.sportId]),
  );
  // The page's own sport opens when the player comes to it.
  useEffect(() => {
    const sportId = place.sportId;
    if (sportId !== null)
      setExpanded((shown) => (shown.has(sportId) ? shown : new Set([...shown, sportId])));
  }, [place.sportId]);
  const toggle = (sportId: number) => {
    const next = new Set(expanded);
    if (!next.delete(sportId)) next.add(sportId);
    setExpanded(next);
  };
  const sports = menu.menuOf(place.section);
  const heading = t(place.section === 'live' ? 'sports_menu_live' : 'sports_menu_line');
  return (
    <>
      <LineSearch menu={menu} lng={lng} follow={follow} />
      <nav className="bs-sports-menu__nav" aria-label={t('sports_menu_title')}>
        <h2 className="bs-sports-menu__heading">{heading}</h2>
        {menu.status === 'loading' && (
          <p className="bs-sports-menu__note">{t('sports_menu_loading')}</p>
        )}
        {menu.status === 'error' && (
          <p className="bs-sports-menu__note">{t('sports_menu_error')}</p>
        )}
        {menu.status === 'ready' && sports.length === 0 && (
          <p className="bs-sports-menu__note">{t('sports_menu_empty')}</p>
        )}
        <ul className="bs-sports-menu__sports">
          {sports.map((sport) => {
            const href = sportsbookPaths.sport(lng, place.section, sport.id);
            const isOpen = expanded.has(sport.id);
            const listId = `bs-sports-menu-${place.section}-${sport.id}`;
            return (
              <li key={sport.id} data-sport={sport.id}>
                <div className="bs-sports-menu__row">
                  <a
                    href={href}
                    onClick={linkClick(follow, href)}
                    aria-current={
                      place.sportId === sport.id && place.champId === null ? 'page' : undefined
                    }
                  >
                    <span className="bs-sports-menu__name">{sport.name}</span>
                    <span className="bs-sports-menu__count" data-count={sport.count}>
                      {sport.count}
                    </span>
                  </a>
                  <button
                    type="button"
                    className="bs-sports-menu__expand"
                    aria-expanded={isOpen}
                    aria-controls={listId}
                    aria-label={t('sports_menu_champs_of', { sport: sport.name })}
                    onClick={() => toggle(sport.id)}
                  >
                    <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
                  </button>
                </div>
                <ul id={listId} className="bs-sports-menu__champs" hidden={!isOpen}>
                  {sport.champs.map((champ) => {
                    const champHref = sportsbookPaths.champ(lng, place.section, sport.id, champ.id);
                    return (
                      <li key={champ.id} data-champ={champ.id}>
                        <a
                          href={champHref}
                          onClick={linkClick(follow, champHref)}
                          aria-current={place.champId === champ.id ? 'page' : undefined}
                        >
                          <span className="bs-sports-menu__name">{champ.name}</span>
                          <span className="bs-sports-menu__count" data-count={champ.count}>
                            {champ.count}
                          </span>
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <SectionLinks stores={stores} follow={follow} />
    </>
  );
});

/**
 * The sections beside the line (esports, cyber, statistics, the live zone, the special sections),
 * those the site config opens in this build (linkOpens); nothing when it opens none.
 */
const SectionLinks = observer(function SectionLinks({
  stores,
  follow,
}: {
  readonly stores: SportsMenuProps['stores'];
  readonly follow: (href: string) => void;
}) {
  const { t } = useTranslation();
  const config = stores.siteConfig.config;
  if (config === null) return null;
  const lng = stores.settings.language;
  const open = BETTING_SECTION_LINKS.filter((link) =>
    linkOpens(config, stores.navigation.unbuiltRoutes, link.path),
  );
  if (open.length === 0) return null;
  return (
    <nav className="bs-sports-menu__nav" aria-label={t('sports_menu_sections')}>
      <h2 className="bs-sports-menu__heading">{t('sports_menu_sections')}</h2>
      <ul className="bs-sports-menu__sports">
        {open.map((link) => {
          const href = `/${lng}${link.path}`;
          return (
            <li key={link.path} data-section={link.path}>
              <div className="bs-sports-menu__row">
                <a href={href} onClick={linkClick(follow, href)}>
                  <span className="bs-sports-menu__name">{t(link.labelKey)}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

function hrefOf(hit: LineSearchHit, lng: string): string {
  switch (hit.kind) {
    case 'sport':
      return sportsbookPaths.sport(lng, hit.section, hit.sportId);
    case 'champ':
      return sportsbookPaths.champ(lng, hit.section, hit.sportId, hit.champId);
    case 'game':
      return sportsbookPaths.game(lng, hit.section, hit.event.id);
  }
}

/**
 * The search over sports, teams and championships (the server's, as the store asks it): its hits
 * as links, said politely as they change, and in words while it searches, when it finds nothing and
 * when it fails.
 */
const LineSearch = observer(function LineSearch({
  menu,
  lng,
  follow,
}: {
  readonly menu: SportsMenuStore;
  readonly lng: string;
  readonly follow: (href: string) => void;
}) {
  const { t } = useTranslation();
  const resultsId = useId();
  const searching = menu.searching;
  const status = menu.searchStatus;
  const hits = menu.hits;
  return (
    <div role="search" className="bs-sports-menu__search">
      <FieldFrame label={t('sports_menu_search')}>
        <input
          type="search"
          value={menu.query}
          autoComplete="off"
          placeholder={t('sports_menu_search_hint')}
          aria-controls={resultsId}
          onChange={(event) => menu.setQuery(event.target.value)}
        />
      </FieldFrame>
      <div id={resultsId} role="status" className="bs-sports-menu__results">
        {searching && status === 'searching' && hits.length === 0 && (
          <p className="bs-sports-menu__note">{t('sports_menu_searching')}</p>
        )}
        {searching && status === 'done' && hits.length === 0 && (
          <p className="bs-sports-menu__note">{t('sports_menu_search_nothing')}</p>
        )}
        {searching && status === 'failed' && (
          <p className="bs-sports-menu__note" role="alert">
            {t('sports_menu_search_failed')}
          </p>
        )}
        {searching && hits.length > 0 && (
          <ul aria-label={t('sports_menu_search_results')}>
            {hits.map((hit) => {
              const href = hrefOf(hit, lng);
              return (
                <li key={href} data-hit={hit.kind}>
                  <a href={href} onClick={linkClick(follow, href)}>
                    {hit.kind === 'sport' ? (
                      <>
                        <span className="bs-sports-menu__name">{hit.name}</span>
                        <span className="bs-sports-menu__detail">
                          {t(`sports_menu_hit_${hit.section}`)}
                        </span>
                      </>
                    ) : hit.kind === 'champ' ? (
                      <>
                        <span className="bs-sports-menu__name">{hit.name}</span>
                        <span className="bs-sports-menu__detail">
                          {hit.sportName} · {t(`sports_menu_hit_${hit.section}`)}
                        </span>
                      </>
                    ) : (
                      <>
                        <span className="bs-sports-menu__name">
                          {hit.event.home} — {hit.event.away}
                        </span>
                        <span className="bs-sports-menu__detail">
                          {hit.event.champName} · {t(`sports_menu_hit_${hit.section}`)}
                        </span>
                      </>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
});
