import { randomUUID } from 'node:crypto';
import {
  WALLET_API_PATH,
  WALLET_SIGNATURE_HEADER,
  WALLET_TIMESTAMP_HEADER,
  type WalletCall,
} from '@betshell/domain/server';
import { readRemoteViewAnswer } from '@betshell/domain';
import { credit } from '../accounts/ledger';
import { signWalletCall } from '../casino-wallet/wallet-signature';
import { opsRequest } from '../test-support/build-test-app';
import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { balanceOf, ledgerMismatchCount } from '../test-support/payment-fixtures';
import { seedPromotionPages } from './seed-promotion-pages';

const SECRET = 'the-casino-wallet-secret-of-the-tournaments-0123456789';
const JSON_MODE = { 'x-render-mode': 'json', 'x-api-version': 'v2' };
const HOUR = 3600_000;

// The bonus section's pages and the casino's tournaments: stored pages the operator edits, and a
// leaderboard of real wallet rounds whose prizes the ledger pays once.
describe('promotions and tournaments', () => {
  const setup = setUpAuthTestApp({ casino: { walletSecret: SECRET, demoProvider: null } });
  afterEach(async () => expect(await ledgerMismatchCount(setup.testApp)).toBe(0));

  const view = async (path: string) => {
    const response = await setup.testApp.app.inject({
      method: 'GET',
      url: `/views/promotions/${path}`,
      headers: JSON_MODE,
    });
    const answer =
      response.statusCode === 200
        ? response.json<{ title: string; body: string; codeToEval: string }>()
        : null;
    if (answer !== null) expect(readRemoteViewAnswer(answer, 'promotions').valid).toBe(true);
    return {
      status: response.statusCode,
      title: answer?.title,
      body: answer?.body ?? '',
      code: answer?.codeToEval ?? '',
    };
  };

  it('draws the bonus section in ru and en, its offers twin, and English for other languages', async () => {
    const rules = await view('ru/bonuses/rules');
    expect(rules.status).toBe(200);
    expect(rules.body).toContain('href="/ru/bonuses/rules/first-deposit-sport"');
    expect(rules.body).toContain('href="/ru/bonuses/partners/city-hockey-club"');

    const offers = await view('en/offers/rules/first-deposit-casino');
    expect(offers.title).toBe('Casino welcome bonus');
    expect(offers.body).toContain('href="/en/casino/game/1001/book-of-pharaohs"');
    expect(offers.body).toContain('href="/en/offers/games"');

    const kazakh = await view('kz/promotions/accumulator-boost');
    expect(kazakh.title).toBe('Accumulator boost');
    expect(kazakh.body).toContain('lang="en"');
    expect(kazakh.body).toContain('href="/kz/promotions"');

    expect((await view('en/bonuses/games')).body).toContain('Book of Pharaohs');
    expect((await view('ru/landing/welcome')).title).toBe('Добро пожаловать в игру');
    expect((await view('en/promo')).title).toBe('Promo codes');
    expect((await view('en/bonus/casino')).body).toContain(
      'href="/en/bonus/casino/promotions/crash-week"',
    );
    expect((await view('en/bonus/casino/friday-free-spins')).status).toBe(200);
    for (const missing of [
      'en/promotions/none',
      'en/bonus/casino/tournaments/999',
      'en/bonuses',
      'xx/promo',
    ])
      expect((await view(missing)).status).toBe(404);
  });

  it("draws a game's landing page in every language: picture, text and play buttons to the games area", async () => {
    const ru = await view('ru/games-landing/book-of-pharaohs');
    expect(ru.status).toBe(200);
    expect(ru.body).toContain('lang="ru"');
    expect(ru.body).toContain('src="/web-api/games/images/1001.svg"');
    expect(ru.body).toContain(
      '<a class="promo-page__play" href="/ru/games/book-of-pharaohs">Играть',
    );
    expect(ru.body).toContain('href="/ru/casino/slots"');
    const group = await view('en/games-landing/crash-games');
    expect(group.title).toBe('Crash games');
    for (const route of ['space-rocket', 'aviator-jet', 'balloon-rise'])
      expect(group.body).toContain(`href="/en/games/${route}"`);
    for (const [lng, title] of [
      ['ua', 'Європейська рулетка'],
      ['kz', 'Еуропалық рулетка'],
      ['az', 'Avropa ruletkası'],
      ['uz', 'Yevropa ruletkasi'],
    ]) {
      const roulette = await view(`${lng}/games-landing/roulette`);
      expect([lng, roulette.title, roulette.body]).toEqual([
        lng,
        title,
        expect.stringContaining(`href="/${lng}/games/roulette-live"`),
      ]);
    }
    for (const missing of ['en/games-landing/none', 'en/games-landing/roulette/more'])
      expect((await view(missing)).status).toBe(404);
  });

  it('shows what an operator writes, and the start-up keeps it', async () => {
    const saved = await opsRequest(setup.testApp, 'PUT', '/promotions/promotion/night-express/en', {
      title: 'Night express',
      summary: 'Odds up at night.',
      body: '<p>Between midnight and six, see <a href="/{lng}/promo">promo codes</a>.</p>',
    });
    expect(saved.statusCode).toBe(200);
    const page = await view('en/promotions/night-express');
    expect(page.title).toBe('Night express');
    expect(page.body).toContain('href="/en/promo"');
    expect((await view('en/promotions')).body).toContain('Night express');
    await opsRequest(setup.testApp, 'PUT', '/promotions/promotion/accumulator-boost/en', {
      title: 'Accumulator boost, edited',
    });
    await seedPromotionPages(setup.testApp.database);
    expect((await view('en/promotions/accumulator-boost')).title).toBe('Accumulator boost, edited');
    const incomplete = await opsRequest(setup.testApp, 'PUT', '/promotions/promotion/empty/en', {
      summary: 'no title',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(
      (await opsRequest(setup.testApp, 'DELETE', '/promotions/promotion/night-express')).statusCode,
    ).toBe(200);
    expect((await view('en/promotions/night-express')).status).toBe(404);
  });

  /** A wallet call as the provider's server signs it. */
  function call(name: WalletCall, fields: Record<string, unknown>) {
    const body = JSON.stringify({ requestId: randomUUID(), ...fields });
    const timestamp = Math.floor(setup.clock.now().getTime() / 1000);
    return setup.testApp.app.inject({
      method: 'POST',
      url: `${WALLET_API_PATH}/${name}`,
      headers: {
        'content-type': 'application/json',
        [WALLET_TIMESTAMP_HEADER]: String(timestamp),
        [WALLET_SIGNATURE_HEADER]: signWalletCall(SECRET, timestamp, body),
      },
      payload: body,
    });
  }

  /** A player with money and a session in each of `gameIds`, who stakes through the wallet. */
  async function player(...gameIds: number[]) {
    const { userId, visitor } = await signedInPlayer(setup);
    const accountId = (await balanceOf(visitor)).all_accounts[0]!.id;
    await setup.testApp.database.transaction((tx) =>
      credit(tx, accountId, 100_000, 'deposit', `test:${randomUUID()}`),
    );
    const sessions = new Map<number, string>();
    for (const gameId of gameIds) {
      const launch = await visitor.post('/web-api/casino/launch', {
        gameId,
        mode: 'real',
        lng: 'en',
      });
      const launchToken = new URL(
        launch.json<{ url: string }>().url,
        'http://bets.test',
      ).searchParams.get('token');
      const answer = await call('authenticate', { launchToken });
      sessions.set(gameId, answer.json<{ sessionToken: string }>().sessionToken);
    }
    return {
      userId,
      balance: async () => (await balanceOf(visitor)).balance,
      /** A bet of a round in a game, by default the first. */
      async stake(amountMinor: number, gameId = gameIds[0]!) {
        const answer = await call('bet', {
          sessionToken: sessions.get(gameId),
          transactionId: randomUUID(),
          roundId: randomUUID(),
          amountMinor,
        });
        expect(answer.statusCode).toBe(200);
      },
    };
  }

  it('ranks two players by their stakes on its games, and pays the prizes once', async () => {
    const now = setup.clock.now().getTime();
    const created = await opsRequest(setup.testApp, 'POST', '/tournaments', {
      titles: { en: 'Slots race', ru: 'Гонка слотов' },
      gameIds: [1001, 1002],
      currency: 'RUB',
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
      prizesMinor: [50_000, 20_000],
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ tournament: { id: number } }>().tournament;

    const first = await player(1001);
    const second = await player(1002, 1007);
    await second.stake(300);
    await first.stake(200);
    await first.stake(500);
    // A game outside the tournament counts nothing.
    await second.stake(5_000, 1007);

    setup.clock.advance(1000);
    const shown = await opsRequest(setup.testApp, 'GET', `/tournaments/${id}`);
    expect(
      shown.json<{ standings: { playerId: number; pointsMinor: number }[] }>().standings,
    ).toEqual([
      expect.objectContaining({ playerId: first.userId, pointsMinor: 700 }),
      expect.objectContaining({ playerId: second.userId, pointsMinor: 300 }),
    ]);
    const page = await view(`ru/bonus/casino/tournaments/${id}`);
    expect(page.title).toBe('Гонка слотов');
    expect(page.body.indexOf(`***${String(first.userId).slice(-3)}`)).toBeLessThan(
      page.body.indexOf(`***${String(second.userId).slice(-3)}`),
    );
    // While it runs, the open page asks again for its leaderboard.
    expect(page.code).toContain(`/views/promotions/ru/bonus/casino/tournaments/${id}`);
    expect((await view('en/bonus/casino/tournaments')).body).toContain('Slots race');

    const [firstBefore, secondBefore] = [await first.balance(), await second.balance()];
    // Two operators (or two instances) at once, then once more: one payment.
    const endings = await Promise.all([
      opsRequest(setup.testApp, 'POST', `/tournaments/${id}/end`),
      opsRequest(setup.testApp, 'POST', `/tournaments/${id}/end`),
    ]);
    const again = await opsRequest(setup.testApp, 'POST', `/tournaments/${id}/end`);
    expect(endings.map((answer) => answer.json<{ endedNow: boolean }>().endedNow).sort()).toEqual([
      false,
      true,
    ]);
    expect(again.json<{ endedNow: boolean; prizes: unknown[] }>()).toMatchObject({
      endedNow: false,
      prizes: [
        expect.objectContaining({ place: 1, playerId: first.userId, amountMinor: 50_000 }),
        expect.objectContaining({ place: 2, playerId: second.userId, amountMinor: 20_000 }),
      ],
    });
    expect(await first.balance()).toBe(firstBefore + 50_000);
    expect(await second.balance()).toBe(secondBefore + 20_000);

    expect((await view(`en/bonus/casino/tournaments/${id}`)).code).toBe('');
    // A stake after the end no longer moves the board.
    await second.stake(10_000);
    const after = await opsRequest(setup.testApp, 'GET', `/tournaments/${id}`);
    expect(after.json<{ standings: { playerId: number }[] }>().standings[0]?.playerId).toBe(
      first.userId,
    );
  });

  it('leaves a player who self-excluded, a frozen and a blocked one off its leaderboard and its prizes', async () => {
    const now = setup.clock.now().getTime();
    const created = await opsRequest(setup.testApp, 'POST', '/tournaments', {
      titles: { en: 'Roulette night', ru: 'Ночь рулетки' },
      gameIds: [1032],
      currency: 'RUB',
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
      prizesMinor: [10_000, 4_000],
    });
    const { id } = created.json<{ tournament: { id: number } }>().tournament;
    const excluded = await player(1032);
    const frozen = await player(1032);
    const blocked = await player(1032);
    const other = await player(1032);
    const last = await player(1032);
    await excluded.stake(900);
    await frozen.stake(1_500);
    await blocked.stake(1_200);
    await other.stake(100);
    await last.stake(50);
    setup.clock.advance(1000);
    // An operator froze the winner's account; another player is blocked.
    await setup.testApp.database.query('update accounts set frozen = true where player_id = $1', [
      frozen.userId,
    ]);
    await setup.testApp.database.query('update players set ban_level = 1 where id = $1', [
      blocked.userId,
    ]);
    await setup.testApp.database.query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, requested_at, started_at, ends_at)
       values ($1, 30, 1, 'ACTIVE', $2, $2, $3)`,
      [excluded.userId, setup.clock.now(), new Date(now + 86_400_000)],
    );
    const shown = await opsRequest(setup.testApp, 'GET', `/tournaments/${id}`);
    expect(
      shown.json<{ standings: { playerId: number }[] }>().standings.map((one) => one.playerId),
    ).toEqual([other.userId, last.userId]);
    const [before, lastBefore] = [await other.balance(), await last.balance()];
    const ended = await opsRequest(setup.testApp, 'POST', `/tournaments/${id}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<{ endedNow: boolean; prizes: unknown[] }>()).toMatchObject({
      endedNow: true,
      prizes: [
        expect.objectContaining({ place: 1, playerId: other.userId, amountMinor: 10_000 }),
        expect.objectContaining({ place: 2, playerId: last.userId, amountMinor: 4_000 }),
      ],
    });
    // Ending it again pays nothing more, though the frozen account is thawed by then.
    await setup.testApp.database.query('update accounts set frozen = false where player_id = $1', [
      frozen.userId,
    ]);
    const again = await opsRequest(setup.testApp, 'POST', `/tournaments/${id}/end`);
    expect(again.json<{ endedNow: boolean }>().endedNow).toBe(false);
    expect(await other.balance()).toBe(before + 10_000);
    expect(await last.balance()).toBe(lastBefore + 4_000);
    const prizeRows = await setup.testApp.database.query(
      `select 1 from ledger_entries where reason = 'tournament-prize' and reference like $1`,
      [`tournament:${id}:%`],
    );
    expect(prizeRows).toHaveLength(2);
  });

  it('refuses a tournament without a sound prize table, period or games', async () => {
    const base = {
      titles: { en: 'Bad', ru: 'Плохой' },
      gameIds: [1001],
      currency: 'RUB',
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-11-02T00:00:00Z',
      prizesMinor: [100],
    };
    for (const change of [
      { prizesMinor: [100, 200] },
      { endsAt: '2026-10-01T00:00:00Z' },
      { gameIds: [999_999] },
      { titles: { en: 'Only English' } },
    ]) {
      const answer = await opsRequest(setup.testApp, 'POST', '/tournaments', {
        ...base,
        ...change,
      });
      expect(answer.statusCode).toBe(400);
    }
    expect((await opsRequest(setup.testApp, 'POST', '/tournaments/999999/end')).statusCode).toBe(
      404,
    );
  });
});
