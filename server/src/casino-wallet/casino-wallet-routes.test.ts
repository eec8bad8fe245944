import { randomUUID } from 'node:crypto';
import {
  WALLET_API_PATH,
  WALLET_SIGNATURE_HEADER,
  WALLET_SIGNATURE_WINDOW_SECONDS,
  WALLET_TIMESTAMP_HEADER,
  type WalletCall,
} from '@betshell/domain/server';
import { MARKET_KINDS } from '@betshell/domain/betting';
import { credit } from '../accounts/ledger';
import { couponBody, marketOf, newLineEvent, setOdds } from '../bets/bets-test-fixtures';
import type { ErrorBody } from '../http/error-body';
import { opsRequest } from '../test-support/build-test-app';
import { brokenMoneyInvariants } from '../test-support/money-invariants';
import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { balanceOf, ledgerMismatchCount } from '../test-support/payment-fixtures';
import type { TestVisitor } from '../test-support/test-visitor';
import { signWalletCall } from './wallet-signature';

const SECRET = 'the-casino-wallet-secret-of-these-tests-0123456789';
const SLOT_GAME = 1001;

describe('casino wallet: a provider moves a player’s money only by signed, idempotent calls', () => {
  const setup = setUpAuthTestApp({ casino: { walletSecret: SECRET, demoProvider: null } });
  afterEach(async () => {
    expect(await ledgerMismatchCount(setup.testApp)).toBe(0);
    expect(await brokenMoneyInvariants(setup.testApp.database)).toEqual([]);
  });

  /** A wallet call as the provider's server sends it; `signing` spoils it for a test. */
  function call(
    name: WalletCall,
    fields: Record<string, unknown>,
    signing: { secret?: string; at?: Date; body?: string } = {},
  ) {
    const body = signing.body ?? JSON.stringify({ requestId: randomUUID(), ...fields });
    const timestamp = Math.floor((signing.at ?? setup.clock.now()).getTime() / 1000);
    return setup.testApp.app.inject({
      method: 'POST',
      url: `${WALLET_API_PATH}/${name}`,
      headers: {
        'content-type': 'application/json',
        [WALLET_TIMESTAMP_HEADER]: String(timestamp),
        [WALLET_SIGNATURE_HEADER]: signWalletCall(signing.secret ?? SECRET, timestamp, body),
      },
      payload: body,
    });
  }

  async function launch(visitor: TestVisitor, gameId = SLOT_GAME) {
    const answer = await visitor.post('/web-api/casino/launch', {
      gameId,
      mode: 'real',
      lng: 'en',
    });
    expect(answer.statusCode).toBe(200);
    return new URL(answer.json<{ url: string }>().url, 'http://bets.test').searchParams.get(
      'token',
    )!;
  }

  /** A signed-in player with `amountMinor` on the main account and an authenticated session. */
  async function playing(amountMinor: number) {
    const { userId, visitor } = await signedInPlayer(setup);
    const accountId = (await balanceOf(visitor)).all_accounts[0]!.id;
    if (amountMinor > 0)
      await setup.testApp.database.transaction((tx) =>
        credit(tx, accountId, amountMinor, 'deposit', `test:${randomUUID()}`),
      );
    const answer = await call('authenticate', { launchToken: await launch(visitor) });
    if (answer.statusCode !== 200) throw new Error(`Not authenticated: ${answer.body}`);
    const { sessionToken } = answer.json<{ sessionToken: string }>();
    const bet = (transactionId: string, roundId: string, amountMinor: number) =>
      call('bet', { sessionToken, transactionId, roundId, amountMinor });
    const win = (transactionId: string, roundId: string, amountMinor: number) =>
      call('win', { sessionToken, transactionId, roundId, amountMinor });
    const rollback = (transactionId: string, roundId: string, rolledBackTransactionId: string) =>
      call('rollback', { sessionToken, transactionId, roundId, rolledBackTransactionId });
    const balance = async () => (await balanceOf(visitor)).balance;
    return { userId, visitor, accountId, sessionToken, bet, win, rollback, balance };
  }

  const codeOf = (answer: { json: <T>() => T }) => answer.json<Partial<ErrorBody>>().error?.code;

  it('refuses every call unsigned, signed with another secret, stale, or replayed', async () => {
    const player = await playing(10_000);
    const token = await launch(player.visitor);
    const calls: [WalletCall, Record<string, unknown>][] = [
      ['authenticate', { launchToken: token }],
      ['balance', { sessionToken: player.sessionToken }],
      [
        'bet',
        {
          sessionToken: player.sessionToken,
          transactionId: 'b-1',
          roundId: 'r-1',
          amountMinor: 100,
        },
      ],
      [
        'win',
        {
          sessionToken: player.sessionToken,
          transactionId: 'w-1',
          roundId: 'r-1',
          amountMinor: 100,
        },
      ],
      [
        'rollback',
        {
          sessionToken: player.sessionToken,
          transactionId: 'x-1',
          roundId: 'r-1',
          rolledBackTransactionId: 'b-1',
        },
      ],
    ];
    for (const [name, fields] of calls) {
      const unsigned = await setup.testApp.app.inject({
        method: 'POST',
        url: `${WALLET_API_PATH}/${name}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ requestId: randomUUID(), ...fields }),
      });
      expect([name, unsigned.statusCode, codeOf(unsigned)]).toEqual([name, 401, 'WALLET_UNSIGNED']);
      const guessed = await call(name, fields, {
        secret: 'a-guessed-secret-0123456789abcdefghijkl',
      });
      expect([name, guessed.statusCode, codeOf(guessed)]).toEqual([
        name,
        401,
        'WALLET_SIGNATURE_INVALID',
      ]);
      const stale = await call(name, fields, {
        at: new Date(setup.clock.now().getTime() - (WALLET_SIGNATURE_WINDOW_SECONDS + 5) * 1000),
      });
      expect([name, stale.statusCode, codeOf(stale)]).toEqual([
        name,
        401,
        'WALLET_TIMESTAMP_OUT_OF_WINDOW',
      ]);
    }
    // Signed alike, sent twice: the second is a replay, whatever the first answered.
    for (const [name, fields] of calls) {
      const body = JSON.stringify({ requestId: randomUUID(), ...fields });
      const first = await call(name, fields, { body });
      const again = await call(name, fields, { body });
      expect(first.statusCode).not.toBe(401);
      expect([name, again.statusCode, codeOf(again)]).toEqual([
        name,
        401,
        'WALLET_REQUEST_REPLAYED',
      ]);
    }
    // Nothing the refused calls carried moved money: only the signed bet, win and rollback did.
    expect(await player.balance()).toBe(10_000);
  }, 30_000);

  it('authenticates a launch token once and only within its two minutes', async () => {
    const { visitor } = await signedInPlayer(setup);
    const token = await launch(visitor);
    expect((await call('authenticate', { launchToken: token })).statusCode).toBe(200);
    const twice = await call('authenticate', { launchToken: token });
    expect([twice.statusCode, codeOf(twice)]).toEqual([401, 'WALLET_TOKEN_INVALID']);

    const late = await launch(visitor);
    setup.clock.advance(121_000);
    const answer = await call('authenticate', { launchToken: late });
    expect([answer.statusCode, codeOf(answer)]).toEqual([401, 'WALLET_TOKEN_INVALID']);
  });

  it('takes a bet and pays a win on the ledger, and a repeated transaction id moves money once', async () => {
    const player = await playing(1_000);
    const bet = await player.bet('bet-a', 'round-a', 300);
    expect(bet.json()).toMatchObject({ balanceMinor: 700, currency: 'RUB', repeated: false });
    const betAgain = await player.bet('bet-a', 'round-a', 300);
    expect(betAgain.json()).toMatchObject({ balanceMinor: 700, repeated: true });
    const win = await player.win('win-a', 'round-a', 900);
    const winAgain = await player.win('win-a', 'round-a', 900);
    expect(win.json()).toMatchObject({ balanceMinor: 1_600, repeated: false });
    expect(winAgain.json()).toMatchObject({ balanceMinor: 1_600, repeated: true });
    expect(winAgain.json<{ walletTransactionId: number }>().walletTransactionId).toBe(
      win.json<{ walletTransactionId: number }>().walletTransactionId,
    );
    expect(await player.balance()).toBe(1_600);
    const rows = await setup.testApp.database.query<{ reason: string; amount_minor: string }>(
      `select reason, amount_minor from ledger_entries where account_id = $1 and reason like 'casino-%' order by id`,
      [player.accountId],
    );
    expect(rows.map((row) => [row.reason, Number(row.amount_minor)])).toEqual([
      ['casino-stake', -300],
      ['casino-win', 900],
    ]);
    // The same id for another amount is not a retry.
    const reused = await player.bet('bet-a', 'round-a', 301);
    expect([reused.statusCode, codeOf(reused)]).toEqual([409, 'TRANSACTION_CONFLICT']);
    // The round is closed by its win.
    const late = await player.bet('bet-b', 'round-a', 10);
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'ROUND_CLOSED']);
  });

  it('refuses a bet over the balance', async () => {
    const player = await playing(500);
    const answer = await player.bet('over', 'round-over', 501);
    expect([answer.statusCode, codeOf(answer)]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    expect(await player.balance()).toBe(500);
  });

  it('never overdraws with 50 parallel bets of one player', async () => {
    const player = await playing(1_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        player.bet(`par-${index}`, `par-round-${index}`, 30),
      ),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200).length;
    const refused = answers.filter((answer) => codeOf(answer) === 'INSUFFICIENT_FUNDS').length;
    // On PostgreSQL the bets queue for the player's lock holding pooled connections; on a loaded
    // machine a request can wait past the pool's 5 s and answer 503, having moved nothing.
    const unavailable = answers.filter(
      (answer) => codeOf(answer) === 'DATABASE_UNAVAILABLE',
    ).length;
    expect(taken + refused + unavailable).toBe(50);
    expect(taken).toBeLessThanOrEqual(33);
    if (unavailable === 0) expect(taken).toBe(33);
    expect(await player.balance()).toBe(1_000 - 30 * taken);
  }, 30_000);

  it('pays a repeated win once even when both arrive together', async () => {
    const player = await playing(100);
    await player.bet('twin-bet', 'twin-round', 100);
    const answers = await Promise.all(
      [1, 2, 3].map(() => player.win('twin-win', 'twin-round', 500)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.json<{ repeated: boolean }>().repeated)).toHaveLength(
      2,
    );
    expect(await player.balance()).toBe(500);
  });

  it('rolls a bet back before its win, refuses it after, and acknowledges an unknown bet', async () => {
    const player = await playing(1_000);
    await player.bet('rb-bet', 'rb-round', 400);
    const rolledBack = await player.rollback('rb-1', 'rb-round', 'rb-bet');
    expect(rolledBack.json()).toMatchObject({ balanceMinor: 1_000, repeated: false });
    expect((await player.rollback('rb-1', 'rb-round', 'rb-bet')).json()).toMatchObject({
      balanceMinor: 1_000,
      repeated: true,
    });

    await player.bet('won-bet', 'won-round', 200);
    await player.win('won-win', 'won-round', 0);
    const afterWin = await player.rollback('rb-2', 'won-round', 'won-bet');
    expect([afterWin.statusCode, codeOf(afterWin)]).toEqual([409, 'ROLLBACK_AFTER_WIN']);
    expect(await player.balance()).toBe(800);

    const unknown = await player.rollback('rb-3', 'ghost-round', 'ghost-bet');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ balanceMinor: 800 });
    const lateBet = await player.bet('ghost-bet', 'ghost-round', 100);
    expect([lateBet.statusCode, codeOf(lateBet)]).toEqual([409, 'BET_ROLLED_BACK']);
    expect(await player.balance()).toBe(800);
  });

  it('counts casino stakes towards a wagering limit and refuses a stake over it with its reason', async () => {
    const player = await playing(10_000);
    const saved = await player.visitor.post('/limit-service-api/api/external/web/v3/limits', {
      limits: [{ limitType: 1, limitValue: 1_000 }],
    });
    expect(saved.statusCode).toBe(200);
    expect((await player.bet('wl-1', 'wl-round-1', 800)).statusCode).toBe(200);
    const over = await player.bet('wl-2', 'wl-round-2', 300);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      error: {
        code: 'STAKE_REFUSED_BY_LIMIT',
        message: 'This bet would go over your wagering limit.',
        details: { limitType: 1, messageKey: 'responsible_gaming_refused_wagering_limit' },
      },
    });
    expect((await player.bet('wl-3', 'wl-round-3', 200)).statusCode).toBe(200);
  });

  it('counts casino stakes towards the wagering limit a sports coupon is judged by', async () => {
    const player = await playing(100_000);
    await player.visitor.post('/limit-service-api/api/external/web/v3/limits', {
      limits: [{ limitType: 1, limitValue: 50_000 }],
    });
    expect((await player.bet('sw-1', 'sw-round', 45_000)).statusCode).toBe(200);
    const event = await newLineEvent(setup.testApp, setup.clock.now());
    const market = marketOf(event, MARKET_KINDS.matchResult, '1');
    await setOdds(setup.testApp, market.id, 2);
    const placed = await player.visitor.post(
      '/web-api/coupon',
      couponBody(player, [{ marketId: market.id, coef: 2, gameId: event.id }], { amount: 10_000 }),
    );
    expect(placed.statusCode).toBe(400);
    expect(codeOf(placed)).toBe('STAKE_REFUSED_BY_LIMIT');
  });

  it('refuses the stake of a self-excluded or blocked player, and their launch with the reason in words', async () => {
    const player = await playing(10_000);
    const now = setup.clock.now();
    await setup.testApp.database.query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, requested_at, started_at, ends_at)
       values ($1, 30, 1, 'ACTIVE', $2, $2, $3)`,
      [player.userId, now, new Date(now.getTime() + 86_400_000)],
    );
    const bet = await player.bet('se-1', 'se-round', 100);
    expect([bet.statusCode, codeOf(bet)]).toEqual([403, 'SELF_EXCLUDED']);
    const launched = await player.visitor.post('/web-api/casino/launch', {
      gameId: SLOT_GAME,
      mode: 'real',
      lng: 'ru',
    });
    expect(launched.statusCode).toBe(403);
    expect(launched.json<ErrorBody>().error).toMatchObject({
      code: 'SELF_EXCLUDED',
      message:
        'Ваш аккаунт заблокирован по вашему самоисключению. Играть можно будет после его окончания.',
    });

    const blocked = await playing(10_000);
    await setup.testApp.database.query('update players set ban_level = 1 where id = $1', [
      blocked.userId,
    ]);
    const refused = await blocked.bet('bl-1', 'bl-round', 100);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'PLAYER_BLOCKED']);
    const fun = await blocked.visitor.post('/web-api/casino/launch', {
      gameId: SLOT_GAME,
      mode: 'fun',
      lng: 'en',
    });
    expect(fun.statusCode).toBe(403);
    expect(fun.json<ErrorBody>().error.message).toBe(
      'Your account is blocked: games are not available. Please contact support.',
    );
  });

  it("pays the round in flight of a player who self-excludes mid-round, ends the player's session and refuses the next bet", async () => {
    const player = await playing(10_000);
    expect((await player.bet('mid-b1', 'mid-round', 1_000)).statusCode).toBe(200);
    const excluded = await player.visitor.post('/limit-service-api/api/external/web/v3/limits', {
      limits: [{ limitType: 30, limitValue: 1, selfExcludeReasonId: 2 }],
    });
    expect(excluded.statusCode).toBe(200);
    expect((await player.visitor.get('/web-api/user/balance')).statusCode).toBe(401);
    // The round the player staked on before is settled: its win is the player's.
    expect((await player.win('mid-w1', 'mid-round', 1_500)).statusCode).toBe(200);
    const next = await player.bet('mid-b2', 'next-round', 100);
    expect([next.statusCode, codeOf(next)]).toEqual([403, 'SELF_EXCLUDED']);
    const [{ balance_minor: balance } = { balance_minor: -1 }] =
      await setup.testApp.database.query<{
        balance_minor: number;
      }>('select balance_minor from accounts where id = $1', [player.accountId]);
    expect(Number(balance)).toBe(10_500);
  });

  it('launches fun mode for a visitor, real money only for a signed-in player, launchable games only', async () => {
    const visitor = await import('../test-support/auth-test-setup').then((m) =>
      m.arrivedVisitor(setup.testApp),
    );
    const fun = await visitor.post('/web-api/casino/launch', { gameId: 1007, mode: 'fun' });
    expect(fun.statusCode).toBe(200);
    expect(fun.json()).toMatchObject({ mode: 'fun', expiresAt: null });
    expect(fun.json<{ url: string }>().url).toMatch(
      /^\/demo-provider\/games\/crash\?mode=fun&game=1007/,
    );
    const real = await visitor.post('/web-api/casino/launch', { gameId: 1007, mode: 'real' });
    expect(real.statusCode).toBe(401);
    const notLaunchable = await visitor.post('/web-api/casino/launch', {
      gameId: 1010,
      mode: 'fun',
    });
    expect([notLaunchable.statusCode, codeOf(notLaunchable)]).toEqual([409, 'GAME_NOT_LAUNCHABLE']);
    expect(
      (await visitor.post('/web-api/casino/launch', { gameId: 1, mode: 'fun' })).statusCode,
    ).toBe(404);
    expect(
      (await visitor.post('/web-api/casino/launch', { gameId: 1001, mode: 'cash' })).statusCode,
    ).toBe(400);
  });

  describe('rounds', () => {
    interface Round {
      roundId: string;
      gameName: string;
      stakeMinor: number;
      winMinor: number;
      refundedMinor: number;
      provider?: string;
    }
    const roundsOf = async (visitor: TestVisitor) =>
      (await visitor.get('/web-api/casino/rounds')).json<{ rounds: Round[]; more: boolean }>();
    const rollBack = (roundId: string) =>
      opsRequest(setup.testApp, 'POST', '/casino/rounds/rollback', {
        provider: 'demo-games',
        roundId,
      });

    it("show in the player's history with their game, stake, win and refunds, newest first, and in no one else's", async () => {
      const player = await playing(10_000);
      const roundA = `ra-${randomUUID()}`;
      const roundB = `rb-${randomUUID()}`;
      await player.bet(`${roundA}-b`, roundA, 1_000);
      await player.win(`${roundA}-w`, roundA, 2_500);
      setup.clock.advance(1_000);
      await player.bet(`${roundB}-b1`, roundB, 500);
      await player.bet(`${roundB}-b2`, roundB, 300);
      await player.rollback(`${roundB}-r`, roundB, `${roundB}-b2`);

      const history = await roundsOf(player.visitor);
      expect(history.more).toBe(false);
      expect(history.rounds).toEqual([
        expect.objectContaining({
          roundId: roundB,
          stakeMinor: 800,
          winMinor: 0,
          refundedMinor: 300,
        }),
        expect.objectContaining({
          roundId: roundA,
          stakeMinor: 1_000,
          winMinor: 2_500,
          refundedMinor: 0,
        }),
      ]);
      expect(history.rounds[0]!.gameName).not.toBe('');
      expect(history.rounds[0]).not.toHaveProperty('provider');
      const other = await playing(0);
      expect((await roundsOf(other.visitor)).rounds).toEqual([]);
      expect((await player.visitor.get('/web-api/casino/rounds?page=0')).statusCode).toBe(400);

      const listed = await opsRequest(
        setup.testApp,
        'GET',
        `/casino/rounds?playerId=${player.userId}`,
      );
      expect(listed.json<{ rounds: Round[] }>().rounds.map((round) => round.roundId)).toEqual([
        roundB,
        roundA,
      ]);
    });

    it('an operator rolls back a round the game did not finish once: its stakes come back, and the provider may not pay it after', async () => {
      const player = await playing(10_000);
      const round = `rr-${randomUUID()}`;
      await player.bet(`${round}-b1`, round, 1_000);
      await player.bet(`${round}-b2`, round, 700);
      await player.rollback(`${round}-r`, round, `${round}-b2`);
      expect(await player.balance()).toBe(9_000);

      const first = await rollBack(round);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        refundedNowMinor: 1_000,
        round: { roundId: round, stakeMinor: 1_700, refundedMinor: 1_700, playerId: player.userId },
      });
      expect(await player.balance()).toBe(10_000);
      const again = await rollBack(round);
      expect(again.json()).toMatchObject({ refundedNowMinor: 0 });
      expect(await player.balance()).toBe(10_000);

      const lateWin = await player.win(`${round}-w`, round, 5_000);
      expect(lateWin.statusCode).toBe(409);
      expect(await player.balance()).toBe(10_000);
    });

    it('refuses to roll back a round that paid a win, and a round that is not there', async () => {
      const player = await playing(10_000);
      const round = `rw-${randomUUID()}`;
      await player.bet(`${round}-b`, round, 1_000);
      await player.win(`${round}-w`, round, 1_500);
      const refused = await rollBack(round);
      expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'CASINO_ROUND_SETTLED']);
      expect(await player.balance()).toBe(10_500);
      const missing = await rollBack('no-such-round');
      expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'CASINO_ROUND_NOT_FOUND']);
      expect(
        (await opsRequest(setup.testApp, 'POST', '/casino/rounds/rollback', {})).statusCode,
      ).toBe(400);
    });
  });
});
