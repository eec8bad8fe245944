import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { observable, runInAction } from 'mobx';
import { I18nextProvider } from 'react-i18next';
import type { SettledPage, SiteConfig } from '@betshell/domain';
import { LiveLine, type LineChangeSource, type LineStreamHandlers } from '@betshell/domain/betting';
import {
  LINE_SEARCH_DEBOUNCE_MS,
  SportsMenuStore,
  searchLine,
  type LineEvent,
} from '@betshell/domain/sportsbook';
import { manualClock, siteConfigFixture } from '@betshell/domain/testing';
import { SportsMenu } from './sports-menu';

function game(id: number, over: Partial<LineEvent>): LineEvent {
  return {
    id,
    sportId: 1,
    sportName: 'Футбол',
    champId: 101,
    champName: 'Россия. Премьер-лига',
    home: `Home ${id}`,
    away: `Away ${id}`,
    startsAt: '2026-11-28T12:00:00.000Z',
    state: 'line',
    isSuspended: false,
    score: { home: 0, away: 0 },
    country: { code: 'RU', name: 'Россия' },
    homeLogo: null,
    awayLogo: null,
    periods: [],
    topRank: null,
    markets: [],
    ...over,
  };
}

const page = (params: Record<string, string>, name = 'home'): SettledPage => ({
  kind: 'route',
  name,
  area: 'betting',
  layout: 'default',
  params,
  status: 200,
});

async function renderMenu(
  at: SettledPage,
  options: {
    config?: Partial<SiteConfig>;
    search?: (q: string) => Promise<unknown>;
  } = {},
) {
  const lists: Record<'line' | 'live', LineEvent[]> = {
    line: [
      game(1, { home: 'Спартак Москва', away: 'Зенит' }),
      game(2, { home: 'ЦСКА', away: 'Локомотив' }),
      game(3, {
        champId: 102,
        champName: 'Англия. Премьер-лига',
        home: 'Arsenal',
        away: 'Chelsea',
      }),
      game(4, { sportId: 2, sportName: 'Теннис', champId: 201, champName: 'ATP. Вена' }),
    ],
    live: [game(5, { state: 'live', home: 'Динамо', away: 'Рубин' })],
  };
  const handlers: LineStreamHandlers[] = [];
  const source: LineChangeSource = {
    open(_since, opened) {
      handlers.push(opened);
      return () => undefined;
    },
  };
  const clock = manualClock();
  const searched: string[] = [];
  const menu = new SportsMenuStore(
    {
      events: ({ section }) => Promise.resolve(lists[section]),
      // The server's search: the domain's rules over the same lists.
      search: ({ q }) => {
        searched.push(q);
        return (
          options.search?.(q) ?? Promise.resolve(searchLine([...lists.live, ...lists.line], q))
        );
      },
    },
    new LiveLine(source, clock),
    clock,
    () => 'ru',
  );
  const stores = observable({
    navigation: { page: at, unbuiltRoutes: new Set<string>() },
    settings: { language: 'ru' },
    siteConfig: { config: siteConfigFixture(options.config) },
  });
  const navigated: string[] = [];
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'ru', resources: { ru: { translation: {} } } });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SportsMenu stores={stores} menu={menu} navigate={(href) => navigated.push(href)} />
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
  return { menu, stores, navigated, lists, handlers, clock, searched };
}

/** The player stops typing: the search waits its debounce, then the server answers. */
async function pause(clock: ReturnType<typeof manualClock>) {
  await act(async () => {
    clock.advance(LINE_SEARCH_DEBOUNCE_MS);
    await Promise.resolve();
    await Promise.resolve();
  });
}

const side = () => document.querySelector<HTMLElement>('.bs-sports-menu__side')!;

describe('the sports menu beside the line', () => {
  it('lists the sports of the line with their games, each opening to its championships', async () => {
    await renderMenu(page({ section: 'line' }));
    const nav = within(side()).getByRole('navigation', { name: 'sports_menu_title' });
    expect(within(nav).getByRole('heading').textContent).toBe('sports_menu_line');
    const football = within(nav).getByRole('link', { name: 'Футбол 3' });
    expect(football.getAttribute('href')).toBe('/ru/line/1');
    expect(within(nav).getByRole('link', { name: 'Теннис 1' }).getAttribute('href')).toBe(
      '/ru/line/2',
    );
    expect(within(nav).queryByRole('link', { name: /Россия/ })).toBeNull();

    await userEvent.click(
      within(nav).getAllByRole('button', { name: 'sports_menu_champs_of' })[0]!,
    );
    expect(
      within(nav).getByRole('link', { name: 'Россия. Премьер-лига 2' }).getAttribute('href'),
    ).toBe('/ru/line/1/101');
    expect(within(nav).getByRole('link', { name: 'Англия. Премьер-лига 1' })).toBeTruthy();
  });

  it('counts live games on a live page, with the page’s championship marked and its sport open', async () => {
    await renderMenu(page({ section: 'live', sportId: '1', champId: '101' }));
    const nav = within(side()).getByRole('navigation', { name: 'sports_menu_title' });
    expect(within(nav).getByRole('heading').textContent).toBe('sports_menu_live');
    expect(within(nav).getByRole('link', { name: 'Футбол 1' }).getAttribute('href')).toBe(
      '/ru/live/1',
    );
    const champ = within(nav).getByRole('link', { name: 'Россия. Премьер-лига 1' });
    expect([champ.getAttribute('href'), champ.getAttribute('aria-current')]).toEqual([
      '/ru/live/1/101',
      'page',
    ]);
    expect(within(nav).queryByRole('link', { name: /Теннис/ })).toBeNull();
  });

  it('follows the line: a game that starts moves from the line’s counts to live’s', async () => {
    const { lists, handlers, clock, stores } = await renderMenu(page({ section: 'line' }));
    handlers[0]!.ready(1);
    lists.line = lists.line.filter((event) => event.id !== 2);
    lists.live = [...lists.live, game(2, { state: 'live' })];
    handlers[0]!.change(2, {
      eventId: 2,
      sportId: 1,
      champId: 101,
      state: 'live',
      isSuspended: false,
      score: { home: 0, away: 0 },
      markets: [],
    });
    await act(async () => {
      clock.advance(1_000);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(within(side()).getByRole('link', { name: 'Футбол 2' })).toBeTruthy();
    act(() => {
      runInAction(() => {
        stores.navigation.page = page({ section: 'live' });
      });
    });
    expect(within(side()).getByRole('link', { name: 'Футбол 2' }).getAttribute('href')).toBe(
      '/ru/live/1',
    );
  });

  it('finds a team as the player types, in any case, and opens its game', async () => {
    const { navigated, clock, searched } = await renderMenu(page({ section: 'line' }));
    const search = within(side()).getByRole('searchbox', { name: 'sports_menu_search' });
    await userEvent.type(search, 'з');
    await pause(clock);
    expect(within(side()).queryByRole('list', { name: 'sports_menu_search_results' })).toBeNull();
    await userEvent.type(search, 'ЕНИТ');
    expect(within(side()).getByText('sports_menu_searching')).toBeTruthy();
    await pause(clock);
    // One call for the word typed, once the player stopped.
    expect(searched).toEqual(['зЕНИТ']);
    const results = within(side()).getByRole('list', { name: 'sports_menu_search_results' });
    const hit = within(results).getByRole('link', { name: /Спартак Москва — Зенит/ });
    expect(hit.getAttribute('href')).toBe('/ru/line/game/1');
    await userEvent.click(hit);
    expect(navigated).toEqual(['/ru/line/game/1']);
  });

  it('finds championships before games, live ones too from the line page, and says when nothing is found', async () => {
    const { clock } = await renderMenu(page({ section: 'line' }));
    const search = within(side()).getByRole('searchbox');
    await userEvent.type(search, 'премьер');
    await pause(clock);
    const links = within(within(side()).getByRole('list', { name: 'sports_menu_search_results' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // Games in play come first, as the menu holds them.
    expect(links).toEqual(['/ru/live/1/101', '/ru/line/1/101', '/ru/line/1/102']);
    await userEvent.clear(search);
    await userEvent.type(search, 'динамо');
    await pause(clock);
    expect(
      within(side())
        .getByRole('link', { name: /Динамо — Рубин/ })
        .getAttribute('href'),
    ).toBe('/ru/live/game/5');
    await userEvent.type(search, ' барселона');
    await pause(clock);
    expect(within(side()).getByText('sports_menu_search_nothing')).toBeTruthy();
  });

  it('says in words when the search fails', async () => {
    const { clock } = await renderMenu(page({ section: 'line' }), {
      search: () => Promise.reject(new Error('offline')),
    });
    await userEvent.type(within(side()).getByRole('searchbox'), 'зенит');
    await pause(clock);
    expect(within(side()).getByRole('alert').textContent).toBe('sports_menu_search_failed');
  });

  it('links the sections the site config opens, and follows them inside the site', async () => {
    const { navigated } = await renderMenu(page({ section: 'line' }));
    const sections = within(side()).getByRole('navigation', { name: 'sports_menu_sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/ru/esports',
      '/ru/cyber',
      '/ru/statistic',
      '/ru/results/zone',
      '/ru/top-events',
      '/ru/topgame',
      '/ru/betsonyour',
      '/ru/marble',
    ]);
    await userEvent.click(within(sections).getByRole('link', { name: 'sections_esports' }));
    expect(navigated).toEqual(['/ru/esports']);
  });

  it('links no section a site config closes', async () => {
    await renderMenu(page({ section: 'line' }), {
      config: { statisticsEnabled: false, routeFeatureFlags: { esports: false } },
    });
    const sections = within(side()).getByRole('navigation', { name: 'sports_menu_sections' });
    const names = within(sections)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).not.toContain('sections_esports');
    expect(names).not.toContain('sections_statistics');
    expect(names).toContain('sections_topgame');
  });

  it('opens the same menu in a sheet from its button, and a link closes it', async () => {
    const { navigated } = await renderMenu(page({ section: 'line' }));
    await userEvent.click(screen.getByRole('button', { name: 'sports_menu_open' }));
    const sheet = screen.getByRole('dialog', { name: 'sports_menu_title' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'Теннис 1' }));
    expect(navigated).toEqual(['/ru/line/2']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
