import { MARKET_KINDS, type PlacedCoupon } from '@betshell/domain/betting';
import type { EventStatistics, LineEvent } from '@betshell/domain/sportsbook';
import { arrivedVisitor, setUpAuthTestApp } from '../test-support/auth-test-setup';
import {
  couponBody,
  enterResult,
  fundedPlayer,
  marketOf,
  newLineEvent,
  setOdds,
} from '../bets/bets-test-fixtures';

// One app for the file: esports and cyber games on the line, their statistics, the special
// sections' lists, and an esports map bet settled.
describe('esports, statistics and the special sections', () => {
  const setup = setUpAuthTestApp({ start: new Date('2026-11-22T12:00:00Z') });
  const app = () => setup.testApp;
  const get = (url: string) => app().app.inject({ method: 'GET', url });

  it('settles a bet on an esports map handicap when the match’s maps are entered', async () => {
    const player = await fundedPlayer(setup, 10_000);
    const match = await newLineEvent(app(), setup.clock.now(), 40);
    // The favourite wins by two maps or more: -1.5 maps.
    const market = marketOf(match, MARKET_KINDS.handicap, '1');
    expect(market.param).toBe(-1.5);
    await setOdds(app(), market.id, 2.1);
    const placed = await player.visitor.post(
      '/web-api/coupon',
      couponBody(player, [{ marketId: market.id, coef: 2.1, gameId: match.id }], {
        amount: 5_000,
      }),
    );
    expect(placed.statusCode).toBe(200);
    const couponId = placed.json<PlacedCoupon>().couponId;

    // Both special lists know of it: the most bet games, and the teams the player bet on.
    const top = (await get('/web-api/sections/topgame')).json<{ games: { eventId: number }[] }>();
    expect(top.games.map((game) => game.eventId)).toContain(match.id);
    const yours = await player.visitor.get('/web-api/sections/betsonyour?lng=en');
    const own = yours.json<{ teams: string[]; eventIds: number[] }>();
    expect(own.teams).toEqual(expect.arrayContaining([match.home, match.away]));
    expect(own.eventIds).toContain(match.id);
    expect(
      (await (await arrivedVisitor(app())).get('/web-api/sections/betsonyour')).statusCode,
    ).toBe(401);

    // A bet on the third map, which a 2:0 never plays.
    const third = marketOf(match, MARKET_KINDS.period3Winner, '1');
    await setOdds(app(), third.id, 1.9);
    const onThird = await player.visitor.post(
      '/web-api/coupon',
      couponBody(player, [{ marketId: third.id, coef: 1.9, gameId: match.id }], {
        amount: 1_000,
      }),
    );
    expect(onThird.statusCode).toBe(200);

    // The feed kept the two maps the home side won, each a period of the score.
    await app().database.query(
      `update line_events set period_scores = '[{"home":1,"away":0},{"home":1,"away":0}]'::jsonb
        where id = $1`,
      [match.id],
    );
    await enterResult(app(), match.id, 2, 0);
    const coupon = await player.visitor.get(`/web-api/coupon/${couponId}`);
    expect(coupon.json()).toMatchObject({ state: 'won', payout: 10_500 });
    const voided = await player.visitor.get(
      `/web-api/coupon/${onThird.json<PlacedCoupon>().couponId}`,
    );
    expect(voided.json()).toMatchObject({ state: 'void', payout: 1_000 });
    // Each map's winner market settled by that map.
    const settled = (await get(`/web-api/line/events/${match.id}`)).json<LineEvent>();
    const results = [MARKET_KINDS.period1Winner, MARKET_KINDS.period2Winner]
      .flatMap((kind) => ['1', '2'].map((outcome) => marketOf(settled, kind, outcome).result))
      .concat(marketOf(settled, MARKET_KINDS.period3Winner, '2').result);
    expect(results).toEqual(['win', 'lose', 'win', 'lose', 'void']);
  });

  it('answers a game’s form, meetings and table from the season before the line', async () => {
    const game = await newLineEvent(app(), setup.clock.now(), 1);
    const response = await get(`/web-api/statistic/events/${game.id}?lng=en`);
    expect(response.statusCode).toBe(200);
    const statistics = response.json<EventStatistics>();
    expect(statistics).toMatchObject({ eventId: game.id, home: game.home, away: game.away });
    expect(statistics.form.home.length).toBeGreaterThan(0);
    expect(statistics.meetings.length).toBeGreaterThan(0);
    // Every team of the sport played every other once.
    expect(statistics.table).toHaveLength(8);
    expect(statistics.table.every((row) => row.played === 7)).toBe(true);
    // Not started: no live figures yet.
    expect(statistics.live.lines).toEqual([]);
  });

  it('gives a game in play its live figures, and a cyber game its result at the end of its fast round', async () => {
    const cyber = await newLineEvent(app(), setup.clock.now(), 50, 'live');
    // newLineEvent starts it an hour on: it has been in play for six minutes at that hour's end.
    setup.clock.advance(66 * 60_000);
    const live = (await get(`/web-api/statistic/events/${cyber.id}`)).json<EventStatistics>();
    expect(live.live.minute).toBe(6);
    expect(live.live.lines.map((line) => line.key)).toEqual(
      expect.arrayContaining(['possession', 'shots', 'corners', 'yellow_cards']),
    );
    setup.clock.advance(5 * 60_000);
    await app().app.lineFeed.tick();
    const finished = (await get(`/web-api/line/events/${cyber.id}`)).json<{ state: string }>();
    expect(finished.state).toBe('finished');
  });

  it('answers the corners and cards the feed keeps, the ones the game’s page and markets read', async () => {
    const game = await newLineEvent(app(), setup.clock.now(), 1, 'live');
    await app().database.query(`update line_events set match_stats = $2::jsonb where id = $1`, [
      game.id,
      JSON.stringify({ corners: { home: 7, away: 2 }, cards: { home: 1, away: 3 } }),
    ]);
    setup.clock.advance(90 * 60_000);
    const live = (await get(`/web-api/statistic/events/${game.id}`)).json<EventStatistics>();
    const line = (key: string) => live.live.lines.find((one) => one.key === key);
    expect([line('corners'), line('yellow_cards'), line('red_cards')]).toEqual([
      { key: 'corners', home: 7, away: 2, percent: false },
      { key: 'yellow_cards', home: 1, away: 3, percent: false },
      undefined,
    ]);
    const page = (await get(`/web-api/line/events/${game.id}`)).json<LineEvent>();
    expect([page.stats?.corners, page.stats?.cards]).toEqual([
      { home: 7, away: 2 },
      { home: 1, away: 3 },
    ]);
  });

  it.each(['/web-api/statistic/events/abc', '/web-api/statistic/events/0'])(
    'answers 400 for %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(400);
    },
  );

  it('answers 404 for a game that does not exist', async () => {
    expect((await get('/web-api/statistic/events/999999')).statusCode).toBe(404);
  });
});
