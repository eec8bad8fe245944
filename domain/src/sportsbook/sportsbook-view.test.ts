import { pollIntervalOf, sportsbookPaths, sportsbookViewOf } from './sportsbook-view';

describe('the sportsbook view of a betting route', () => {
  it('shows top live and line on home without a section', () => {
    expect(sportsbookViewOf('home', {})).toEqual({ kind: 'home' });
  });

  it('lists a section, a sport or a championship', () => {
    expect(sportsbookViewOf('home', { section: 'live' })).toEqual({
      kind: 'listing',
      section: 'live',
      sportId: null,
      champId: null,
    });
    expect(
      sportsbookViewOf('home-menu', {
        section: 'line',
        menuSection: 'top',
        sportId: '1',
        champId: '101',
      }),
    ).toEqual({
      kind: 'listing',
      section: 'line',
      sportId: 1,
      champId: 101,
    });
  });

  it('shows one game by its game page or a game id after the championship', () => {
    expect(sportsbookViewOf('betting-game', { section: 'live', gameId: '7' })).toEqual({
      kind: 'game',
      section: 'live',
      gameId: 7,
    });
    expect(
      sportsbookViewOf('home', { section: 'line', sportId: '1', champId: '101', gameId: '9' }),
    ).toEqual({
      kind: 'game',
      section: 'line',
      gameId: 9,
    });
  });

  it('shows multi-live, champs and the results tabs, and names the pages not built', () => {
    expect(sportsbookViewOf('multi', {})).toEqual({ kind: 'multi' });
    expect(sportsbookViewOf('champs', { champId: '101' })).toEqual({
      kind: 'champs',
      champId: 101,
    });
    expect(sportsbookViewOf('champs', {})).toEqual({ kind: 'champs', champId: null });
    expect(sportsbookViewOf('results', {})).toEqual({ kind: 'results', tab: 'finished' });
    expect(sportsbookViewOf('results', { resultsType: 'live' })).toEqual({
      kind: 'results',
      tab: 'live',
    });
    expect(sportsbookViewOf('results', { resultsType: 'zone' })).toMatchObject({
      kind: 'section',
      page: 'results-zone',
    });
    expect(sportsbookViewOf('toto', {})).toEqual({ kind: 'not-built', route: 'toto' });
  });

  it('asks live pages every 5 s and the pre-match line and results every 30 s', () => {
    expect(pollIntervalOf({ kind: 'home' })).toBe(5_000);
    expect(pollIntervalOf({ kind: 'listing', section: 'live', sportId: null, champId: null })).toBe(
      5_000,
    );
    expect(pollIntervalOf({ kind: 'listing', section: 'line', sportId: 1, champId: null })).toBe(
      30_000,
    );
    expect(pollIntervalOf({ kind: 'results', tab: 'finished' })).toBe(30_000);
    expect(pollIntervalOf({ kind: 'not-built', route: 'toto' })).toBeNull();
  });

  it('writes the paths the route table reads back as the same views', () => {
    expect(sportsbookPaths.champ('en', 'line', 1, 101)).toBe('/en/line/1/101');
    expect(sportsbookPaths.game('ru', 'live', 5)).toBe('/ru/live/game/5');
    expect(sportsbookPaths.results('en', 'live')).toBe('/en/results/live');
  });
});
