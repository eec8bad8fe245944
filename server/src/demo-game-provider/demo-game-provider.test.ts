import { createHash, randomUUID } from 'node:crypto';
import { roulettePays, SLOT_PAYLINES, SLOT_PAYTABLE } from '@betshell/domain/server';
import { credit } from '../accounts/ledger';
import { arrivedVisitor, setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { balanceOf, ledgerMismatchCount } from '../test-support/payment-fixtures';
import { FUN_START_BALANCE_MINOR } from './provider-wallet';

const SECRET = 'the-demo-game-provider-secret-of-these-tests-012345';
const API = '/demo-provider/api';

describe('the demo game provider plays through the wallet’s signed calls only', () => {
  const setup = setUpAuthTestApp({ casino: { walletSecret: SECRET, demoProvider: {} } });
  afterEach(async () => expect(await ledgerMismatchCount(setup.testApp)).toBe(0));

  const post = (url: string, payload: object) =>
    setup.testApp.app.inject({ method: 'POST', url, payload });

  /** A player with money who launched `gameId` for real and opened it at the provider. */
  async function realSession(gameId: number, amountMinor = 10_000) {
    const { visitor } = await signedInPlayer(setup);
    const accountId = (await balanceOf(visitor)).all_accounts[0]!.id;
    await setup.testApp.database.transaction((tx) =>
      credit(tx, accountId, amountMinor, 'deposit', `test:${randomUUID()}`),
    );
    const launched = await visitor.post('/web-api/casino/launch', { gameId, mode: 'real' });
    const url = new URL(launched.json<{ url: string }>().url, 'http://bets.test');
    const opened = await post(`${API}/sessions`, {
      mode: 'real',
      launchToken: url.searchParams.get('token'),
    });
    expect(opened.statusCode).toBe(200);
    return {
      visitor,
      accountId,
      page: url.pathname,
      session: opened.json<{ sessionId: string; balanceMinor: number; game: string }>(),
    };
  }

  const casinoRows = async (accountId: number) =>
    (
      await setup.testApp.database.query<{ reason: string; amount_minor: string }>(
        `select reason, amount_minor from ledger_entries where account_id = $1 and reason like 'casino-%' order by id`,
        [accountId],
      )
    ).map((row) => [row.reason, Number(row.amount_minor)]);

  it('spins the slot for real money: the stake and the win are the ledger’s rows', async () => {
    const { visitor, accountId, page, session } = await realSession(1001);
    expect(page).toBe('/demo-provider/games/slot');
    expect(session).toMatchObject({ game: 'slot', balanceMinor: 10_000 });
    const spin = await post(`${API}/slot/spin`, { sessionId: session.sessionId, stakeMinor: 100 });
    expect(spin.statusCode).toBe(200);
    const round = spin.json<{
      winMinor: number;
      balanceMinor: number;
      wins: {
        line: number;
        symbol: keyof typeof SLOT_PAYTABLE;
        count: number;
        multiplier: number;
      }[];
      window: string[][];
    }>();
    // The win is the paytable's for the lines the window shows, at 10 per line.
    for (const win of round.wins) {
      expect(win.multiplier).toBe(SLOT_PAYTABLE[win.symbol][win.count - 3]);
      const rows = SLOT_PAYLINES[win.line]!;
      for (let reel = 0; reel < win.count; reel += 1)
        expect(round.window[reel]![rows[reel]!]).toBe(win.symbol);
    }
    expect(round.winMinor).toBe(round.wins.reduce((sum, win) => sum + win.multiplier * 10, 0));
    expect(round.balanceMinor).toBe(10_000 - 100 + round.winMinor);
    expect((await balanceOf(visitor)).balance).toBe(round.balanceMinor);
    expect(await casinoRows(accountId)).toEqual([
      ['casino-stake', -100],
      ...(round.winMinor > 0 ? [['casino-win', round.winMinor]] : []),
    ]);
  });

  it('passes the wallet’s refusal on: a stake over the balance moves nothing', async () => {
    const { accountId, session } = await realSession(1032, 50);
    const spin = await post(`${API}/roulette/spin`, {
      sessionId: session.sessionId,
      bets: [{ kind: 'red', stakeMinor: 100 }],
    });
    expect(spin.statusCode).toBe(400);
    expect(spin.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await casinoRows(accountId)).toEqual([]);
  });

  it('pays European roulette by its table for real money', async () => {
    const { visitor, session } = await realSession(1032);
    const bets = [
      { kind: 'red' as const, stakeMinor: 100 },
      { kind: 'straight' as const, value: 17, stakeMinor: 10 },
      { kind: 'dozen' as const, value: 1, stakeMinor: 50 },
    ];
    const spin = await post(`${API}/roulette/spin`, { sessionId: session.sessionId, bets });
    const round = spin.json<{ pocket: number; winMinor: number; balanceMinor: number }>();
    expect(round.winMinor).toBe(roulettePays(bets, round.pocket));
    expect(round.balanceMinor).toBe(10_000 - 160 + round.winMinor);
    expect((await balanceOf(visitor)).balance).toBe(round.balanceMinor);
  });

  it('plays fun mode on a demo balance of its own: nothing reaches the wallet', async () => {
    const before = await setup.testApp.database.query('select id from casino_wallet_transactions');
    const opened = await post(`${API}/sessions`, { mode: 'fun', game: 'slot' });
    const session = opened.json<{ sessionId: string; balanceMinor: number; currency: string }>();
    expect(session).toMatchObject({ balanceMinor: FUN_START_BALANCE_MINOR, currency: 'FUN' });
    const spin = await post(`${API}/slot/spin`, { sessionId: session.sessionId, stakeMinor: 500 });
    const round = spin.json<{ winMinor: number; balanceMinor: number }>();
    expect(round.balanceMinor).toBe(FUN_START_BALANCE_MINOR - 500 + round.winMinor);
    const after = await setup.testApp.database.query('select id from casino_wallet_transactions');
    expect(after).toHaveLength(before.length);
    const wrongGame = await post(`${API}/roulette/spin`, {
      sessionId: session.sessionId,
      bets: [{ kind: 'red', stakeMinor: 100 }],
    });
    expect(wrongGame.statusCode).toBe(409);
  });

  it('runs a provably fair crash round: the seed it reveals hashes to the one it published and gives the bust point', async () => {
    const { visitor, session } = await realSession(1007);
    const opened = await post(`${API}/crash/rounds`, { sessionId: session.sessionId });
    const { roundId, seedHash } = opened.json<{ roundId: string; seedHash: string }>();
    expect(opened.json()).not.toHaveProperty('serverSeed');
    const bet = await post(`${API}/crash/rounds/${roundId}/bet`, {
      sessionId: session.sessionId,
      stakeMinor: 1_000,
      clientSeed: 'my-own-seed',
    });
    expect(bet.json()).toMatchObject({ state: 'running', balanceMinor: 9_000 });
    expect(bet.json()).not.toHaveProperty('serverSeed');
    setup.clock.advance(100); // 1.01× by then
    const cashed = await post(`${API}/crash/rounds/${roundId}/cashout`, {
      sessionId: session.sessionId,
    });
    const view = cashed.json<{
      state: string;
      serverSeed: string;
      crashPoint: number;
      cashedOutAt?: number;
      winMinor: number;
      balanceMinor: number;
    }>();
    expect(createHash('sha256').update(view.serverSeed).digest('hex')).toBe(seedHash);
    if (view.state === 'cashed-out') {
      expect(view.cashedOutAt).toBe(1.01);
      expect(view.crashPoint).toBeGreaterThan(1.01);
      expect(view.winMinor).toBe(1_010);
    } else {
      expect(view.state).toBe('busted');
      expect(view.crashPoint).toBeLessThanOrEqual(1.01);
      expect(view.winMinor).toBe(0);
    }
    expect((await balanceOf(visitor)).balance).toBe(9_000 + view.winMinor);

    const verified = await setup.testApp.app.inject({
      method: 'GET',
      url: `${API}/crash/verify?${new URLSearchParams({
        serverSeed: view.serverSeed,
        clientSeed: 'my-own-seed',
        roundId,
      }).toString()}`,
    });
    expect(verified.json()).toEqual({
      roundId,
      clientSeed: 'my-own-seed',
      seedHash,
      crashPoint: view.crashPoint,
    });
    // Another client seed gives another round: the player's seed is part of the outcome.
    const other = await setup.testApp.app.inject({
      method: 'GET',
      url: `${API}/crash/verify?${new URLSearchParams({
        serverSeed: view.serverSeed,
        clientSeed: 'another-seed',
        roundId,
      }).toString()}`,
    });
    expect(other.json<{ seedHash: string }>().seedHash).toBe(seedHash);
  });

  it('serves its game pages, framable by the site only, with their scripts', async () => {
    const visitor = await arrivedVisitor(setup.testApp);
    for (const game of ['slot', 'crash', 'roulette', 'verify']) {
      const page = await visitor.get(`/demo-provider/games/${game}?lang=ru`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.body).toContain(`/demo-provider/assets/${game}.js`);
      const script = await visitor.get(`/demo-provider/assets/${game}.js`);
      expect(script.statusCode).toBe(200);
    }
    expect((await visitor.get('/demo-provider/games/poker')).statusCode).toBe(404);
  });

  it("gives its pages the limits' refusals in the page's language, to tell a refused stake in words", async () => {
    const visitor = await arrivedVisitor(setup.testApp);
    const page = await visitor.get('/demo-provider/games/roulette?lang=ru');
    expect(page.body).toContain('Эта ставка превысит ваш лимит ставок.');
  });
});
