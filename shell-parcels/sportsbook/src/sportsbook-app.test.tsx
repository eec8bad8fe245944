import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ofType, type ShellEvent, type SiteConfig } from '@betshell/domain';
import {
  BettingSettingsStore,
  SportsbookStore,
  type LineApi,
  type LineEvent,
} from '@betshell/domain/sportsbook';
import {
  lineEventFixture,
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import { SportsbookApp } from './sportsbook-app';
import { sportsbookStyles } from './sportsbook-styles';

// The English texts of server/content/dictionaries/sportsbook (and sections), as the player reads them.
const en: Record<string, string> = {
  sections_more: 'Esports, statistics and more',
  sections_esports: 'Esports',
  sections_cyber: 'Cyber sports',
  sections_statistics: 'Statistics',
  sections_statistics_of_game: 'Statistics of the game',
  sections_zone: 'Live zone',
  sections_top_events: 'Top events',
  sections_topgame: 'Top games by bets',
  sections_betsonyour: 'Bets on your teams',
  sections_marble: 'Marble: the surest favourites',
  sportsbook_title: 'Sports betting',
  sportsbook_game_id: 'No. {{id}}',
  sportsbook_sections: 'Betting sections',
  sportsbook_home: 'Top',
  sportsbook_line: 'Line',
  sportsbook_live: 'Live',
  sportsbook_multi: 'Multi-live',
  sportsbook_results: 'Results',
  sportsbook_champs: 'Championship results',
  sportsbook_top_live: 'Top live',
  sportsbook_top_line: 'Top line',
  sportsbook_sports: 'Sports',
  sportsbook_all_sports: 'All sports',
  sportsbook_live_badge: 'LIVE',
  sportsbook_score: 'Score',
  sportsbook_finished: 'Finished',
  sportsbook_suspended: 'Suspended',
  sportsbook_odds_rose: 'odds rose',
  sportsbook_odds_fell: 'odds fell',
  sportsbook_no_events: 'There are no games here right now.',
  sportsbook_no_live: 'No games are being played right now.',
  sportsbook_no_results: 'There are no results yet.',
  sportsbook_loading: 'Loading the games…',
  sportsbook_load_failed: 'The games could not be loaded. Check your connection and try again.',
  sportsbook_retry: 'Try again',
  sportsbook_stale:
    'The odds could not be refreshed; the ones shown may be out of date. We keep trying.',
  sportsbook_game_not_found: 'There is no such game. It may have been removed from the line.',
  sportsbook_in_play: 'In play',
  sportsbook_result_draw: 'Draw',
  sportsbook_result_void: 'No winner',
  sportsbook_results_finished: 'Finished games',
  sportsbook_results_live: 'Live scores',
  sportsbook_results_date: 'Date',
  sportsbook_results_game: 'Game',
  sportsbook_results_score: 'Score',
  sportsbook_results_winner: 'Result',
  sportsbook_accumulator_line: 'Accumulator of the day',
  sportsbook_accumulator_live: 'Live accumulator of the day',
  sportsbook_accumulator_total: 'Total odds:',
  sportsbook_accumulator_add: 'Add all to the coupon',
  sportsbook_settings: 'Settings',
  sportsbook_odds_format: 'Odds format',
  sportsbook_odds_format_0: 'Decimal (1.50)',
  sportsbook_odds_format_1: 'Fractional (1/2)',
  sportsbook_odds_format_2: 'American (-200)',
  sportsbook_odds_format_4: 'Hong Kong (0.50)',
  sportsbook_odds_format_5: 'Indonesian (-2.00)',
  sportsbook_odds_format_6: 'Malay (0.50)',
  sportsbook_markets_name_type: 'Market names',
  sportsbook_markets_name_short: 'Short',
  sportsbook_markets_name_full: 'Full',
  sportsbook_accumulator_line_setting: 'Accumulator of the day in the line',
  sportsbook_accumulator_live_setting: 'Accumulator of the day in live',
  sportsbook_compact_view: 'Compact view',
  sportsbook_group_result: 'Match result',
  sportsbook_group_winner: 'Winner',
  sportsbook_group_total: 'Total',
  sportsbook_group_handicap: 'Handicap',
  sportsbook_market_short_result_1: '1',
  sportsbook_market_short_result_draw: 'X',
  sportsbook_market_short_result_2: '2',
  sportsbook_market_short_winner_1: 'W1',
  sportsbook_market_short_winner_2: 'W2',
  sportsbook_market_short_total_over: 'O {{param}}',
  sportsbook_market_short_total_under: 'U {{param}}',
  sportsbook_market_short_handicap_1: 'H1 ({{param}})',
  sportsbook_market_short_handicap_2: 'H2 ({{param}})',
  sportsbook_market_full_result_1: 'Home win',
  sportsbook_market_full_result_draw: 'Draw',
  sportsbook_market_full_result_2: 'Away win',
  sportsbook_market_full_winner_1: 'Home wins',
  sportsbook_market_full_winner_2: 'Away wins',
  sportsbook_market_full_total_over: 'Total over {{param}}',
  sportsbook_market_full_total_under: 'Total under {{param}}',
  sportsbook_market_full_handicap_1: 'Home handicap ({{param}})',
  sportsbook_market_full_handicap_2: 'Away handicap ({{param}})',
  sportsbook_results_count: 'Results: {{count}}',
  sportsbook_detailed_score: 'Score by period',
  sportsbook_top_badge: 'Top',
  sportsbook_international: 'International',
  sportsbook_group_asian_handicap: 'Asian handicap',
  sportsbook_group_asian_total: 'Over/under',
  sportsbook_asian_handicap_1: '1',
  sportsbook_asian_handicap_2: '2',
  sportsbook_asian_total_over: 'O',
  sportsbook_asian_total_under: 'U',
  sportsbook_group_both_teams_to_score: 'Both teams to score',
  sportsbook_group_period_1_total: '{{period}}: total',
  sportsbook_group_player_to_score: 'Player to score',
  sportsbook_outcome_yes: 'Yes',
  sportsbook_outcome_no: 'No',
  sportsbook_outcome_over: 'Over {{param}}',
  sportsbook_outcome_under: 'Under {{param}}',
  sportsbook_outcome_text: '{{text}}',
  sportsbook_period_half_1: '1st half',
  sportsbook_period_half_2: '2nd half',
  sportsbook_tracker: 'Match tracker',
  sportsbook_tracker_goals: 'Goals',
  sportsbook_tracker_corners: 'Corners',
  sportsbook_tracker_cards: 'Cards',
  sportsbook_tracker_goal: 'Goal: {{team}}, {{player}}',
  sportsbook_tracker_card: 'Card: {{team}}',
  sportsbook_favourite: 'Favourite: {{name}}',
  sportsbook_favourite_add: 'Add to favourites',
  sportsbook_favourite_remove: 'Remove from favourites',
  sportsbook_favourites: 'Favourites',
};

const shell = { area_not_built_text: 'This section is not built yet.' };

interface Setup {
  readonly route?: string;
  readonly params?: Record<string, string>;
  readonly cookies?: Record<string, string>;
  readonly api?: Partial<LineApi>;
  readonly config?: Partial<SiteConfig>;
}

const live = lineEventFixture(1, { state: 'live', score: { home: 1, away: 0 } });
const line = lineEventFixture(
  2,
  { champId: 102, champName: 'Spain. La Liga' },
  [1.5, 4, 6, 1.875, 1.9, 2.6, 1.5],
);
const other = lineEventFixture(3, {}, [2.1, 3.2, 3.3, 1.8, 2, 2.9, 1.4]);

async function renderApp(setup: Setup = {}) {
  const { stores, bus, clock, cookies } = await rootStoreFixture({
    language: 'en',
    cookies: setup.cookies,
    config: setup.config,
  });
  bus.next(
    navigationEventFixture('/en/line', 'en', {
      page: settledRouteFixture({ name: setup.route ?? 'home', params: setup.params ?? {} }),
    }),
  );
  const published: ShellEvent[] = [];
  bus.pipe(ofType('coupon')).subscribe((event) => published.push(event));
  const api: LineApi = {
    sports: () => Promise.resolve([{ id: 1, name: 'Football', lineCount: 2, liveCount: 1 }]),
    events: ({ section }) => Promise.resolve(section === 'live' ? [live] : [line, other]),
    event: (id) => Promise.resolve([live, line, other].find((event) => event.id === id) ?? null),
    results: () => Promise.resolve([]),
    ...setup.api,
  };
  const store = new SportsbookStore(api, bus, clock);
  store.start();
  const betting = new BettingSettingsStore(cookies, stores.siteConfig);
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: { ...en, ...shell } } },
    interpolation: { escapeValue: false },
  });
  const navigate = jest.fn<void, [string]>();
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SportsbookApp store={store} betting={betting} stores={stores} navigate={navigate} />
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
  return { stores, bus, clock, cookies, store, betting, published, navigate };
}

const oddOf = (marketId: number) => {
  const button = document.querySelector<HTMLButtonElement>(`[data-market-id="${marketId}"]`);
  if (button === null) throw new Error(`no odd for market ${marketId}`);
  return button;
};
const eventRow = (id: number) => {
  const row = document.querySelector<HTMLElement>(`.bs-sportsbook__event[data-event-id="${id}"]`);
  if (row === null) throw new Error(`no row for game ${id}`);
  return row;
};

describe('the sportsbook app', () => {
  it('shows the skeleton while the line loads, then the section’s games by championship', async () => {
    let answer: (events: LineEvent[]) => void = () => undefined;
    await renderApp({
      params: { section: 'line' },
      api: { events: () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(screen.getByRole('status').textContent).toContain('Loading the games…');
    await act(async () => {
      answer([line, other]);
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Line', level: 2 })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Football. Spain. La Liga' }).getAttribute('href'),
    ).toBe('/en/line/1/102');
    expect(screen.getByRole('link', { name: 'Home 2 — Away 2' }).getAttribute('href')).toBe(
      '/en/line/game/2',
    );
    expect(
      within(eventRow(2))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '11.50',
      'X4.00',
      '26.00',
      'O 2.51.875',
      'U 2.51.90',
      'H1 (-1.5)2.60',
      'H2 (+1.5)1.50',
    ]);
  });

  it('shows home with top live and top line, the live game with its score', async () => {
    await renderApp();
    expect(screen.getByRole('region', { name: 'Top live' }).textContent).toContain(
      'Home 1 — Away 1',
    );
    expect(within(eventRow(1)).getByLabelText('Score').textContent).toContain('1:0');
    expect(screen.getByRole('region', { name: 'Top line' }).textContent).toContain(
      'Home 3 — Away 3',
    );
  });

  it('links the sections beside the line from home, those the site config opens', async () => {
    await renderApp();
    const sections = screen.getByRole('navigation', { name: 'Esports, statistics and more' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/en/esports',
      '/en/cyber',
      '/en/statistic',
      '/en/results/zone',
      '/en/top-events',
      '/en/topgame',
      '/en/betsonyour',
      '/en/marble',
    ]);
  });

  it('links none of the sections a site config closes', async () => {
    await renderApp({
      config: { statisticsEnabled: false, routeFeatureFlags: { esports: false } },
    });
    const sections = screen.getByRole('navigation', { name: 'Esports, statistics and more' });
    expect(within(sections).queryByRole('link', { name: 'Esports' })).toBeNull();
    expect(within(sections).queryByRole('link', { name: 'Statistics' })).toBeNull();
    expect(within(sections).getByRole('link', { name: 'Top events' })).toBeTruthy();
  });

  it('shows the odds in the player’s format, and the choice changes every price and is kept', async () => {
    const { cookies } = await renderApp({
      params: { section: 'line' },
      cookies: { coef_view_id: '1', cookies_agree_type: '1' },
    });
    expect(within(oddOf(23)).getByText('10/11')).toBeTruthy();
    await userEvent.click(screen.getByText('Settings'));
    await userEvent.selectOptions(screen.getByLabelText('Odds format'), 'American (-200)');
    expect(within(oddOf(23)).getByText('-114')).toBeTruthy();
    expect(within(oddOf(20)).getByText('-200')).toBeTruthy();
    expect(cookies.get('coef_view_id')).toBe('2');
  });

  it('offers only the formats the site allows', async () => {
    await renderApp({ params: { section: 'line' } });
    const options = within(screen.getByLabelText('Odds format')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '0',
      '1',
      '2',
      '4',
      '5',
      '6',
    ]);
  });

  it('names the markets in full or short as the player chooses', async () => {
    const { cookies } = await renderApp({
      params: { section: 'line' },
      cookies: { cookies_agree_type: '1' },
    });
    await userEvent.selectOptions(screen.getByLabelText('Market names'), 'Full');
    expect(within(oddOf(25)).getByText('Home handicap (-1.5)')).toBeTruthy();
    expect(cookies.get('markets_name_type')).toBe('full');
  });

  it('keeps only the result of each game in the compact view', async () => {
    await renderApp({ params: { section: 'line' } });
    expect(within(eventRow(2)).getAllByRole('button')).toHaveLength(7);
    await userEvent.click(screen.getByLabelText('Compact view'));
    expect(within(eventRow(2)).getAllByRole('button')).toHaveLength(3);
  });

  it('shows each game’s start and number as the player’s display settings say', async () => {
    const { stores } = await renderApp({ params: { section: 'line' } });
    // Game 2 starts at 12:02 UTC; the spec's default time zone is UTC+3, on a 24-hour clock.
    const time = () => eventRow(2).querySelector('.bs-sportsbook__time')?.textContent;
    expect(time()).toBe('22.11 15:02');
    expect(within(eventRow(2)).queryByText('No. 2')).toBeNull();
    act(() => {
      stores.settings.setTimeZone(-5);
      stores.settings.setIs12h(true);
      stores.settings.setShowGameId(true);
    });
    expect(time()).toBe('22.11 7:02 AM');
    expect(within(eventRow(2)).getByText('No. 2')).toBeTruthy();
  });

  it('marks every market group of a game but the main one as more, which a phone hides', async () => {
    await renderApp({ params: { section: 'line' } });
    const groups = Array.from(eventRow(2).querySelectorAll('.bs-sportsbook__group'));
    expect(groups.length).toBeGreaterThan(1);
    const [main, ...more] = groups;
    expect(main?.classList.contains('bs-sportsbook__group--more')).toBe(false);
    expect(within(main as HTMLElement).getAllByRole('button')).toHaveLength(3);
    expect(more.every((group) => group.classList.contains('bs-sportsbook__group--more'))).toBe(
      true,
    );
    expect(sportsbookStyles).toMatch(
      /@media \(max-width: 40rem\) \{[^}]*\}[^@]*\.bs-sportsbook__group--more \{ display: none; \}/,
    );
  });

  it('shows the accumulator of the day of the line until the player turns it off', async () => {
    await renderApp({ params: { section: 'line' } });
    const accumulator = screen.getByRole('region', { name: 'Accumulator of the day' });
    // 1.5 × 2.1 = 3.15
    expect(accumulator.textContent).toContain('Total odds: 3.15');
    await userEvent.click(screen.getByLabelText('Accumulator of the day in the line'));
    expect(screen.queryByRole('region', { name: 'Accumulator of the day' })).toBeNull();
  });

  it('puts every selection of the accumulator in the coupon with one press', async () => {
    const { published } = await renderApp({ params: { section: 'line' } });
    published.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Add all to the coupon' }));
    expect(
      published.map(
        (event) =>
          event.type === 'coupon' && event.change === 'selection-toggled' && event.bet.marketId,
      ),
    ).toEqual([20, 30]);
  });

  it('publishes the whole bet when an odd is pressed', async () => {
    const { published } = await renderApp({ params: { section: 'live' } });
    expect(published).toEqual([{ type: 'coupon', change: 'selections-wanted' }]);
    await userEvent.click(oddOf(11));
    expect(published[1]).toEqual({
      type: 'coupon',
      change: 'selection-toggled',
      bet: {
        gameId: 1,
        marketId: 11,
        coef: 3.4,
        kind: 1,
        sportId: 1,
        isLive: true,
        blockId: 1,
        isBanker: false,
        isBlocked: false,
        names: {
          sport: 'Football',
          champ: 'England. Premier League',
          game: 'Home 1 — Away 1',
          market: 'X',
        },
      },
    });
  });

  it('marks the odds the coupon holds', async () => {
    const { bus } = await renderApp({ params: { section: 'live' } });
    expect(oddOf(11).getAttribute('aria-pressed')).toBe('false');
    act(() => bus.next({ type: 'coupon', change: 'selections', marketIds: [11] }));
    expect(oddOf(11).getAttribute('aria-pressed')).toBe('true');
    expect(oddOf(10).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a suspended market as such, and it cannot be pressed', async () => {
    const suspended: LineEvent = {
      ...live,
      isSuspended: true,
      markets: live.markets.map((market) => ({ ...market, isBlocked: true })),
    };
    const { published } = await renderApp({
      params: { section: 'live' },
      api: { events: () => Promise.resolve([suspended]) },
    });
    expect(within(eventRow(1)).getAllByText('Suspended').length).toBeGreaterThan(0);
    expect(oddOf(10).disabled).toBe(true);
    await userEvent.click(oddOf(10));
    expect(published).toHaveLength(1);
  });

  it('updates the odds as the live feed moves them, showing which way', async () => {
    let coefs = [1.85, 3.4, 4.2];
    const { clock } = await renderApp({
      params: { section: 'live' },
      api: { events: () => Promise.resolve([lineEventFixture(1, { state: 'live' }, coefs)]) },
    });
    expect(within(oddOf(10)).getByText('1.85')).toBeTruthy();
    coefs = [2.05, 3.4, 3.9];
    await act(async () => {
      clock.advance(5_000);
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(within(oddOf(10)).getByText('2.05')).toBeTruthy();
    expect(oddOf(10).getAttribute('data-move')).toBe('up');
    expect(oddOf(12).getAttribute('data-move')).toBe('down');
  });

  it('says in words when the games cannot be loaded, and tries again on request', async () => {
    let fail = true;
    await renderApp({
      params: { section: 'line' },
      api: { events: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve([line])) },
    });
    expect(screen.getByRole('alert').textContent).toContain('The games could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('link', { name: 'Home 2 — Away 2' })).toBeTruthy();
  });

  it('shows every market of a game on its page, and says when there is no such game', async () => {
    await renderApp({ route: 'betting-game', params: { section: 'line', gameId: '2' } });
    expect(screen.getByRole('heading', { name: 'Home 2 — Away 2', level: 2 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Handicap' }).textContent).toContain('H2 (+1.5)');
    expect(
      screen.getAllByRole('button', { pressed: false }).filter((b) => b.dataset.marketId),
    ).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Statistics of the game' }).getAttribute('href')).toBe(
      '/en/statistic/game/2',
    );
  });

  it('offers no statistics of a game where the site config closes them', async () => {
    await renderApp({
      route: 'betting-game',
      params: { section: 'line', gameId: '2' },
      config: { statisticsEnabled: false },
    });
    expect(screen.getByRole('heading', { name: 'Home 2 — Away 2', level: 2 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Statistics of the game' })).toBeNull();
  });

  it('groups a game’s deeper markets under their titles, with its minute and tracker live, and names the whole market in the coupon', async () => {
    const startsAt = new Date(Date.now() - 70 * 60_000).toISOString();
    const deep: LineEvent = {
      ...live,
      startsAt,
      periods: [{ home: 1, away: 0 }],
      stats: {
        corners: { home: 4, away: 2 },
        cards: { home: 0, away: 1 },
        goals: [{ side: 'home', player: 9, minute: 12 }],
        cardEvents: [{ side: 'away', minute: 30 }],
      },
      markets: [
        ...live.markets,
        { id: 40, kind: 8, outcome: 'yes', param: 0, coef: 1.9, isBlocked: false, result: null },
        { id: 41, kind: 8, outcome: 'no', param: 0, coef: 1.8, isBlocked: false, result: null },
        {
          id: 42,
          kind: 15,
          outcome: 'over',
          param: 0.75,
          coef: 2.1,
          isBlocked: false,
          result: null,
        },
        {
          id: 43,
          kind: 25,
          outcome: 'home:9',
          param: 0,
          coef: 2.5,
          isBlocked: false,
          result: null,
          player: 'Marlow',
        },
      ],
    };
    const { published } = await renderApp({
      route: 'betting-game',
      params: { section: 'live', gameId: '1' },
      api: { event: () => Promise.resolve(deep) },
    });
    expect(screen.getByRole('region', { name: 'Both teams to score' }).textContent).toContain(
      'Yes',
    );
    expect(screen.getByRole('region', { name: '1st half: total' }).textContent).toContain(
      'Over 0.75',
    );
    expect(screen.getByRole('region', { name: 'Player to score' }).textContent).toContain('Marlow');
    expect(document.querySelector('.bs-sportsbook__minute')?.textContent).toMatch(
      /^2nd half \d+′$/,
    );
    const tracker = screen.getByRole('region', { name: 'Match tracker' });
    expect(tracker.textContent).toContain('Goal: Home 1, Marlow');
    expect(tracker.textContent).toContain('Card: Away 1');
    await userEvent.click(oddOf(40));
    expect(published.at(-1)).toMatchObject({
      change: 'selection-toggled',
      bet: { marketId: 40, kind: 8, names: { market: 'Both teams to score: Yes' } },
    });
  });

  it('says a game that does not exist is not found', async () => {
    await renderApp({ route: 'betting-game', params: { section: 'line', gameId: '99' } });
    expect(screen.getByRole('alert').textContent).toContain('There is no such game.');
  });

  it('shows every live game with all its markets on multi-live', async () => {
    await renderApp({ route: 'multi' });
    expect(screen.getByRole('heading', { name: 'Multi-live', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home 1 — Away 1' }).getAttribute('href')).toBe(
      '/en/live/game/1',
    );
  });

  it('shows the results with the final score and who won, and the championships with results', async () => {
    const finished = lineEventFixture(4, { state: 'finished', score: { home: 0, away: 2 } });
    const results: LineEvent = {
      ...finished,
      markets: finished.markets.map((market) => ({
        ...market,
        isBlocked: true,
        result: market.kind === 1 ? (market.outcome === '2' ? 'win' : 'lose') : null,
      })),
    };
    await renderApp({ route: 'results', api: { results: () => Promise.resolve([results]) } });
    const row = screen.getByRole('row', { name: /Home 4 — Away 4/ });
    expect(row.textContent).toContain('0:2');
    expect(row.textContent).toContain('Away 4');
    expect(
      screen.getByRole('link', { name: 'Football. England. Premier League' }).getAttribute('href'),
    ).toBe('/en/champs/101');
  });

  it('lists the championships with results on champs', async () => {
    const finished = lineEventFixture(4, { state: 'finished' });
    await renderApp({ route: 'champs', api: { results: () => Promise.resolve([finished]) } });
    expect(screen.getByRole('heading', { name: 'Championship results', level: 2 })).toBeTruthy();
    expect(screen.getByText('Results: 1')).toBeTruthy();
  });

  it('says a betting page that is not built yet is not built', async () => {
    await renderApp({ route: 'toto' });
    expect(screen.getByText('This section is not built yet.')).toBeTruthy();
  });

  describe('with the display settings that act on the line', () => {
    const rowsInOrder = () =>
      [...document.querySelectorAll<HTMLElement>('.bs-sportsbook__event')].map((row) =>
        Number(row.dataset['eventId']),
      );

    it('shows the handicap and the total the Asian way, the line between the odds', async () => {
      const { stores } = await renderApp({ params: { section: 'line' } });
      act(() => stores.settings.setAppViewType(1));
      const buttons = within(eventRow(2))
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(buttons).toEqual(['12.60', '21.50', 'O1.875', 'U1.90', '11.50', 'X4.00', '26.00']);
      const handicap = within(eventRow(2)).getByRole('group', { name: 'Asian handicap' });
      expect(handicap.querySelector('.bs-sportsbook__asian-line')?.textContent).toBe('-1.5');
      const total = within(eventRow(2)).getByRole('group', { name: 'Over/under' });
      expect(total.querySelector('.bs-sportsbook__asian-line')?.textContent).toBe('2.5');
      // The coupon still gets the outcome's own name.
      expect(within(handicap).getAllByRole('button')[0]?.getAttribute('title')).toBe('H1 (-1.5)');
      act(() => stores.settings.setAppViewType(0));
      expect(within(eventRow(2)).queryByRole('group', { name: 'Asian handicap' })).toBeNull();
    });

    it('groups the championships under their countries, the international ones last', async () => {
      const spanish = { ...line, country: { code: 'ES', name: 'Spain' } };
      const international = lineEventFixture(4, {
        champId: 401,
        champName: 'ATP. Masters',
        country: null,
      });
      const { stores } = await renderApp({
        params: { section: 'line' },
        api: { events: () => Promise.resolve([international, spanish, other]) },
      });
      expect(screen.queryByRole('region', { name: 'Spain' })).toBeNull();
      act(() => stores.settings.setGroupByCountry(true));
      const countries = [...document.querySelectorAll('.bs-sportsbook__country')].map((group) =>
        group.getAttribute('aria-label'),
      );
      expect(countries).toEqual(['England', 'Spain', 'International']);
      const spain = screen.getByRole('region', { name: 'Spain' });
      expect(within(spain).getByRole('heading', { level: 3 }).textContent).toBe('🇪🇸Spain');
      expect(within(spain).getByRole('link', { name: 'Football. Spain. La Liga' })).toBeTruthy();
    });

    it('shows each team’s logo only when the player chose to see them', async () => {
      const { stores } = await renderApp({ params: { section: 'line' } });
      expect(eventRow(2).querySelector('img')).toBeNull();
      act(() => stores.settings.setTeamLogos(true));
      const logos = [...eventRow(2).querySelectorAll('img')].map((img) => img.getAttribute('src'));
      expect(logos).toEqual([line.homeLogo, line.awayLogo]);
    });

    it('shows the score of each period beside a live game’s score', async () => {
      const periods = [
        { home: 1, away: 0 },
        { home: 0, away: 1 },
      ];
      const playing = { ...live, score: { home: 1, away: 1 }, periods };
      const { stores } = await renderApp({
        params: { section: 'live' },
        api: { events: () => Promise.resolve([playing]) },
      });
      expect(within(eventRow(1)).queryByLabelText('Score by period')).toBeNull();
      act(() => stores.settings.setDetailedScore(true));
      expect(within(eventRow(1)).getByLabelText('Score by period').textContent).toBe('(1:0 0:1)');
    });

    it('puts the book’s best games first, marked Top', async () => {
      const best = { ...other, topRank: 1 };
      const { stores } = await renderApp({
        params: { section: 'line' },
        api: { events: () => Promise.resolve([line, best]) },
      });
      expect(rowsInOrder()).toEqual([2, 3]);
      expect(screen.queryByText('Top', { selector: '.bs-sportsbook__top-badge' })).toBeNull();
      act(() => stores.settings.setBestMatchesOnTop(true));
      expect(rowsInOrder()).toEqual([3, 2]);
      expect(within(eventRow(3)).getByText('Top')).toBeTruthy();
    });
  });
});
