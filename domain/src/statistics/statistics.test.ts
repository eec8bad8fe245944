import { liveStatistics, type GameForStatistics } from './live-statistics';
import { formOf, leagueTable, meetingsOf, type PlayedGame } from './match-statistics';
import {
  BETTING_SECTION_LINKS,
  bettingSectionViewOf,
  marblePicks,
  topEvents,
} from '../sportsbook/betting-sections';
import { openLinks } from '../navigation/link-opens';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { isOfSportType, sportTypeOf } from '../esports/esports-disciplines';
import { lineEventFixture } from '../sportsbook/line-fixtures';

const START = Date.parse('2026-11-22T12:00:00Z');
const football: GameForStatistics = {
  id: 7,
  sportId: 1,
  champId: 101,
  startsAtMs: START,
  state: 'live',
  score: { home: 2, away: 1 },
};

const game = (id: number, home: number, away: number, score: [number, number], day: number) =>
  ({
    id,
    champId: 101,
    homeTeamId: home,
    awayTeamId: away,
    home: `T${home}`,
    away: `T${away}`,
    homeScore: score[0],
    awayScore: score[1],
    playedAt: new Date(START - day * 86_400_000).toISOString(),
  }) satisfies PlayedGame;

describe('live statistics', () => {
  it('are the same for the same game and minute, and only grow as it goes on', () => {
    const at = (minute: number) => liveStatistics(football, START + minute * 60_000);
    expect(at(40)).toEqual(at(40));
    const early = at(20).lines;
    const later = at(60).lines;
    for (const line of later.filter((one) => !one.percent)) {
      const before = early.find((one) => one.key === line.key)!;
      expect(line.home).toBeGreaterThanOrEqual(before.home);
      expect(line.away).toBeGreaterThanOrEqual(before.away);
    }
  });

  it('give football possession adding to 100, shots no fewer than those on target, on target no fewer than goals', () => {
    const { lines, minute, profile } = liveStatistics(football, START + 70 * 60_000);
    expect(profile).toBe('football');
    expect(minute).toBe(70);
    const of = (key: string) => lines.find((line) => line.key === key)!;
    expect(of('possession').home + of('possession').away).toBe(100);
    expect(of('shots').home).toBeGreaterThanOrEqual(of('shots_on_target').home);
    expect(of('shots_on_target').home).toBeGreaterThanOrEqual(2);
    expect(lines.map((line) => line.key)).toEqual(
      expect.arrayContaining(['corners', 'yellow_cards', 'red_cards']),
    );
  });

  it('read the corners and cards the feed keeps, the ones the markets settle on', () => {
    const kept = liveStatistics(
      {
        ...football,
        stats: {
          corners: { home: 4, away: 1 },
          cards: { home: 0, away: 2 },
          cornerMinutes: [
            { side: 'home', minute: 3 },
            { side: 'away', minute: 50 },
          ],
          cardEvents: [{ side: 'away', minute: 61 }],
        },
      },
      START + 70 * 60_000,
    );
    const of = (key: string) => kept.lines.find((line) => line.key === key);
    expect([of('corners'), of('yellow_cards')]).toEqual([
      { key: 'corners', home: 4, away: 1, percent: false },
      { key: 'yellow_cards', home: 0, away: 2, percent: false },
    ]);
    expect(of('red_cards')).toBeUndefined();
    const feedMoments = kept.moments.filter((moment) =>
      ['corners', 'yellow_cards', 'red_cards'].includes(moment.key),
    );
    expect(feedMoments).toEqual([
      { minute: 61, side: 'away', key: 'yellow_cards' },
      { minute: 50, side: 'away', key: 'corners' },
      { minute: 3, side: 'home', key: 'corners' },
    ]);
    // A game the feed keeps nothing of draws them per minute as before.
    expect(liveStatistics({ ...football, stats: {} }, START + 70 * 60_000)).toEqual(
      liveStatistics(football, START + 70 * 60_000),
    );
  });

  it('have none before the start, and each discipline its own figures', () => {
    expect(liveStatistics({ ...football, state: 'line' }, START).lines).toEqual([]);
    const cs = liveStatistics({ ...football, sportId: 40, champId: 4001 }, START + 30 * 60_000);
    const dota = liveStatistics({ ...football, sportId: 40, champId: 4002 }, START + 30 * 60_000);
    expect(cs.lines.map((line) => line.key)).toContain('rounds');
    expect(dota.lines.map((line) => line.key)).toContain('towers');
    expect(cs.moments.length).toBeGreaterThan(0);
  });
});

describe('form, meetings and the table', () => {
  const played = [
    game(1, 1, 2, [2, 0], 9),
    game(2, 2, 1, [1, 1], 6),
    game(3, 1, 3, [0, 1], 3),
    game(4, 3, 2, [2, 2], 1),
  ];

  it('gives a team its results, the latest first', () => {
    expect(formOf(1, played)).toEqual(['L', 'D', 'W']);
    expect(formOf(9, played)).toEqual([]);
  });

  it('finds the two teams’ meetings either at home', () => {
    expect(meetingsOf(1, 2, played).map((one) => one.id)).toEqual([2, 1]);
  });

  it('ranks by points, then difference, three a win and one a draw', () => {
    const table = leagueTable(played, true);
    // 1 and 3 level on points, difference and goals: by name.
    expect(table.map((row) => [row.teamId, row.points])).toEqual([
      [1, 4],
      [3, 4],
      [2, 2],
    ]);
    expect(leagueTable(played, false)[0]).toMatchObject({ won: 1, points: 1 });
  });
});

describe('the sections’ routes', () => {
  it('links the sections that open under the site config, and no other', () => {
    const paths = (config: Parameters<typeof openLinks>[0]) =>
      openLinks(config, new Set(), BETTING_SECTION_LINKS).map((link) => link.path);
    expect(paths(siteConfigFixture())).toEqual(BETTING_SECTION_LINKS.map((link) => link.path));
    const closed = paths(
      siteConfigFixture({
        statisticsEnabled: false,
        routeFeatureFlags: { esports: false },
        hiddenPaths: ['/marble'],
      }),
    );
    expect(closed).toEqual(['/results/zone', '/top-events', '/topgame', '/betsonyour']);
    // A section this build does not render is not linked.
    expect(
      openLinks(siteConfigFixture(), new Set(['topgame']), BETTING_SECTION_LINKS),
    ).toHaveLength(BETTING_SECTION_LINKS.length - 1);
  });

  it('reads esports and cyber types, statistics games, results zone and the special sections', () => {
    expect(bettingSectionViewOf('esports', {})).toMatchObject({
      page: 'esports',
      sportType: 'real',
    });
    expect(bettingSectionViewOf('cyber', {})).toMatchObject({ sportType: 'virtual' });
    expect(bettingSectionViewOf('esports', { sportType: 'stream', gameId: '12' })).toMatchObject({
      sportType: 'stream',
      gameId: 12,
    });
    expect(bettingSectionViewOf('statistic', { '*': 'game/5' })).toMatchObject({ gameId: 5 });
    expect(bettingSectionViewOf('statisticpopup', { '*': 'nothing' })).toMatchObject({
      gameId: null,
    });
    expect(bettingSectionViewOf('results', { resultsType: 'zone' })).toMatchObject({
      page: 'results-zone',
    });
    expect(bettingSectionViewOf('results', {})).toBeNull();
    expect(bettingSectionViewOf('topgame-menu', { section: 'live' })).toMatchObject({
      page: 'topgame',
      section: 'live',
    });
    expect(sportTypeOf('cyber', 'stream')).toBe('stream');
  });

  it('sorts a game into its type: esports real, cyber virtual, either in play a stream', () => {
    expect(isOfSportType('real', { sportId: 40, state: 'line' })).toBe(true);
    expect(isOfSportType('virtual', { sportId: 50, state: 'line' })).toBe(true);
    expect(isOfSportType('stream', { sportId: 51, state: 'live' })).toBe(true);
    expect(isOfSportType('stream', { sportId: 40, state: 'line' })).toBe(false);
    expect(isOfSportType('real', { sportId: 1, state: 'live' })).toBe(false);
  });

  it('picks marble favourites at 1.50 or less, surest first, and top events by rank', () => {
    const priced = (id: number, coef: number, topRank: number | null) => {
      const event = lineEventFixture(id);
      return {
        ...event,
        topRank,
        markets: event.markets.map((market) =>
          market.outcome === '1' ? { ...market, coef } : market,
        ),
      };
    };
    const events = [priced(1, 1.45, 2), priced(2, 1.2, null), priced(3, 2.5, 1)];
    expect(marblePicks(events).map((event) => event.id)).toEqual([2, 1]);
    expect(topEvents(events).map((event) => event.id)).toEqual([3, 1]);
  });
});
