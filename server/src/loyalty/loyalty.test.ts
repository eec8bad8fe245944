import { cashbackWeekOf, FRIEND_REWARD_MINOR } from '@betshell/domain/loyalty';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { credit, debit } from '../accounts/ledger';
import { arrivedVisitor, setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { OPS_AUTHORIZATION, opsRequest } from '../test-support/build-test-app';
import type { ErrorBody } from '../http/error-body';
import { loyaltyOpsRoutes } from './loyalty-ops-routes';
import { balanceOf } from '../test-support/payment-fixtures';

describe('the loyalty programme', () => {
  const setup = setUpAuthTestApp();
  const week = () => cashbackWeekOf(new Date()).key;

  /** A signed-in player who deposited, staked on a product and won some back (ledger moves). */
  async function player(moves: {
    deposit: number;
    stake: number;
    won?: number;
    product?: 'sports' | 'casino';
  }) {
    const signed = await signedInPlayer(setup);
    const accountId = (await balanceOf(signed.visitor)).all_accounts[0]!.id;
    const sports = moves.product !== 'casino';
    await setup.testApp.database.transaction(async (tx) => {
      await credit(tx, accountId, moves.deposit, 'deposit', `test:${randomUUID()}`);
      if (moves.stake > 0)
        await debit(
          tx,
          accountId,
          moves.stake,
          sports ? 'bet-stake' : 'casino-stake',
          `test:${randomUUID()}`,
        );
      if ((moves.won ?? 0) > 0)
        await credit(
          tx,
          accountId,
          moves.won!,
          sports ? 'bet-payout' : 'casino-win',
          `test:${randomUUID()}`,
        );
    });
    return { ...signed, accountId };
  }

  const cashbackRows = async (playerId: number) =>
    setup.testApp.database.query<{ amount_minor: string }>(
      `select l.amount_minor from ledger_entries l join accounts a on a.id = l.account_id
        where a.player_id = $1 and l.reason = 'loyalty-cashback'`,
      [playerId],
    );

  type Visitor = Awaited<ReturnType<typeof signedInPlayer>>['visitor'];
  const newKey = () => randomUUID().replace(/-/g, '');
  const exchange = (visitor: Visitor, idempotencyKey: string) =>
    visitor.post('/web-api/office/loyalty/exchange', { idempotencyKey });
  const spentRows = async (playerId: number) =>
    (
      await setup.testApp.database.query<{ points: number }>(
        'select points from loyalty_point_exchanges where player_id = $1 order by id',
        [playerId],
      )
    ).map((row) => Number(row.points));

  it('earns points by product, shows the level and this week’s cashback due', async () => {
    // 12,000 RUB staked on sports: 12,000 points, the fourth level, 8 % of the 10,000 lost.
    const { visitor } = await player({ deposit: 2_000_000, stake: 1_200_000, won: 200_000 });
    const answer = (await visitor.get('/web-api/office/loyalty')).json<{
      excluded: boolean;
      loyalty: Record<string, unknown>;
    }>();
    expect(answer.excluded).toBe(false);
    expect(answer.loyalty).toMatchObject({
      points: 12_000,
      spentPoints: 0,
      availablePoints: 12_000,
      levelId: 4,
      // The points offer's 100.00 at VIP's 7 points a unit.
      exchange: { amountMinor: 10_000, currency: 'RUB', costPoints: 700, wageringMultiplier: 3 },
      cashback: {
        programme: 'vipcashback',
        percent: 8,
        weekStart: week(),
        thisWeek: [{ currency: 'RUB', netLossMinor: 1_000_000, dueMinor: 80_000 }],
        paid: [],
      },
    });
  });

  it('pays the week once however often the job runs', async () => {
    const { userId, visitor } = await player({
      deposit: 2_000_000,
      stake: 1_200_000,
      won: 200_000,
    });
    const before = (await balanceOf(visitor)).balance;
    // Run twice for the same week: the second finds the week paid.
    const runs: { paid: number; alreadyPaid: number }[] = [];
    for (let time = 0; time < 2; time += 1) {
      const run = await opsRequest(setup.testApp, 'POST', '/loyalty/cashback/run', {
        week: week(),
      });
      runs.push(run.json());
    }
    expect(runs[0]!.paid).toBeGreaterThan(0);
    expect(runs[1]).toMatchObject({ paid: 0, alreadyPaid: runs[0]!.paid + runs[0]!.alreadyPaid });
    expect((await cashbackRows(userId)).map((row) => Number(row.amount_minor))).toEqual([80_000]);
    expect((await balanceOf(visitor)).balance).toBe(before + 80_000);
    const shown = (await visitor.get('/web-api/office/loyalty')).json<{
      loyalty: { cashback: { paid: unknown[] } };
    }>();
    expect(shown.loyalty.cashback.paid).toEqual([
      { weekStart: week(), programme: 'vipcashback', amountMinor: 80_000, currency: 'RUB' },
    ]);
  });

  it('pays once when two app instances on the same database run the job at the same time', async () => {
    const { userId } = await player({ deposit: 7_000_000, stake: 6_000_000, product: 'sports' });
    // The second instance: another Fastify app on the same database with the job's operator
    // route (the whole app costs seconds of start-up; the payment code is the same).
    const second = Fastify();
    await second.register(loyaltyOpsRoutes, {
      prefix: '/ops-api/v1',
      database: setup.testApp.database,
      clock: setup.clock.now,
    });
    try {
      const run = (app: Pick<FastifyInstance, 'inject'>) =>
        app.inject({
          method: 'POST',
          url: '/ops-api/v1/loyalty/cashback/run',
          headers: OPS_AUTHORIZATION,
          payload: { week: week() },
        });
      const answers = await Promise.all([run(setup.testApp.app), run(second)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    } finally {
      await second.close();
    }
    // 60,000 RUB staked: the premium level, 12 % of 60,000 RUB.
    expect((await cashbackRows(userId)).map((row) => Number(row.amount_minor))).toEqual([720_000]);
  });

  it('offers a self-excluded player nothing and pays them no cashback', async () => {
    const { userId, visitor } = await player({ deposit: 2_000_000, stake: 1_200_000 });
    const now = setup.clock.now();
    await setup.testApp.database.query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, requested_at,
         started_at, ends_at) values ($1, 30, 7, 'ACTIVE', $2, $2, $3)`,
      [userId, now, new Date(now.getTime() + 7 * 86_400_000)],
    );
    expect((await visitor.get('/web-api/office/loyalty')).json()).toEqual({
      excluded: true,
      loyalty: null,
    });
    expect((await visitor.post('/web-api/office/bringfriend/claim', {})).statusCode).toBe(403);
    const bought = await exchange(visitor, newKey());
    expect(bought.statusCode).toBe(409);
    expect(bought.json<ErrorBody>().error).toMatchObject({
      code: 'BONUS_NOT_AVAILABLE',
      details: { refusal: 'excluded', messageKey: 'loyalty_exchange_refused_excluded' },
    });
    expect(await spentRows(userId)).toEqual([]);
    await opsRequest(setup.testApp, 'POST', '/loyalty/cashback/run', { week: week() });
    expect(await cashbackRows(userId)).toEqual([]);
  });

  it('exchanges points for a bonus once per key, and not while a bonus is open', async () => {
    // 2,000 RUB staked on sports: 2,000 points, Gold, 8 points a unit: the 100.00 bonus costs 800.
    const { userId, visitor } = await player({ deposit: 300_000, stake: 200_000 });
    expect((await exchange(visitor, 'short')).statusCode).toBe(400);
    const key = newKey();
    const first = await exchange(visitor, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      points: 800,
      amountMinor: 10_000,
      currency: 'RUB',
      availablePoints: 1_200,
      replayed: false,
    });
    // The same press again (a retried request): the same exchange, nothing spent twice.
    const again = await exchange(visitor, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json<object>(), replayed: true });
    expect(await spentRows(userId)).toEqual([800]);
    const [bonus] = await setup.testApp.database.query<Record<string, unknown>>(
      'select id, status, amount_minor from player_bonuses where player_id = $1',
      [userId],
    );
    expect(bonus).toMatchObject({ status: 'active' });
    expect([Number(bonus!['id']), Number(bonus!['amount_minor'])]).toEqual([
      first.json<{ bonusId: number }>().bonusId,
      10_000,
    ]);
    // Spending keeps the level: it is the points earned.
    const shown = (await visitor.get('/web-api/office/loyalty')).json<{
      loyalty: { exchange: { offerId: number } };
    }>().loyalty;
    expect(shown).toMatchObject({
      points: 2_000,
      levelId: 3,
      spentPoints: 800,
      availablePoints: 1_200,
    });
    // Another press while that bonus is open: the engine's one open bonus, nothing spent.
    const busy = await exchange(visitor, newKey());
    expect(busy.statusCode).toBe(409);
    expect(busy.json<ErrorBody>().error).toMatchObject({
      code: 'BONUS_ALREADY_OPEN',
      details: { refusal: 'busy', messageKey: 'loyalty_exchange_refused_busy' },
    });
    expect(await spentRows(userId)).toEqual([800]);
    // The offer is bought with points only, never taken free.
    const take = `/web-api/bonuses/offers/${shown.exchange.offerId}/take`;
    expect((await visitor.post(take, {})).statusCode).toBe(404);
  });

  it('never overspends with exchanges at the same time, and refuses too few points', async () => {
    // A bonus with nothing to wager is the player's money at once and holds no place, so only
    // the points limit how many exchanges go through.
    const terms = (multiplier: number) =>
      setup.testApp.database.query(
        `update bonus_offers set terms = terms || jsonb_build_object('wageringMultiplier', $1::int)
          where name = 'loyalty-points'`,
        [multiplier],
      );
    await terms(0);
    try {
      // 2,000 points at Gold: two bonuses of 800.
      const { userId, visitor } = await player({ deposit: 300_000, stake: 200_000 });
      const answers = await Promise.all([1, 2, 3, 4].map(() => exchange(visitor, newKey())));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409]);
      for (const refused of answers.filter((answer) => answer.statusCode === 409))
        expect(refused.json<ErrorBody>().error).toMatchObject({
          code: 'LOYALTY_POINTS_TOO_FEW',
          details: { refusal: 'too-few-points', availablePoints: 400, costPoints: 800 },
        });
      expect(await spentRows(userId)).toEqual([800, 800]);
      expect(
        (await visitor.get('/web-api/office/loyalty')).json<{ loyalty: object }>().loyalty,
      ).toMatchObject({ spentPoints: 1_600, availablePoints: 400 });
    } finally {
      await terms(3);
    }
  });

  it('rewards a friend who deposited and wagered once, never one on the referrer’s device or address', async () => {
    const referrer = await signedInPlayer(setup);
    // Opening the office records the referrer's device.
    expect((await referrer.visitor.get('/web-api/office/loyalty')).statusCode).toBe(200);

    async function friend(device: 'own' | 'referrer’s') {
      const visitor = await arrivedVisitor(setup.testApp);
      if (device === 'own') {
        const issued = await visitor.post('/web-api/fingerprint', {
          componentsData: { screen: '390x844', timezone: `Asia/${randomUUID()}` },
        });
        visitor.fingerprint = issued.json<{ token: string }>().token;
      }
      visitor.cookies.set('bf_id', String(referrer.userId));
      const registered = await visitor.post('/auth-api/v1/register', {
        type: 'one_click',
        currency: 'RUB',
        countryId: 1,
        bonusChoice: 0,
        termsAccepted: true,
        ageConfirmed: true,
      });
      expect(registered.statusCode).toBe(200);
      const userId = registered.json<{ userId: number }>().userId;
      const accountId = (await balanceOf(visitor)).all_accounts[0]!.id;
      await setup.testApp.database.transaction(async (tx) => {
        await credit(tx, accountId, 200_000, 'deposit', `test:${randomUUID()}`);
        await debit(tx, accountId, 150_000, 'casino-stake', `test:${randomUUID()}`);
      });
      return userId;
    }
    const good = await friend('own');
    const sameDevice = await friend('referrer’s');
    const sameAddress = await friend('own');
    await setup.testApp.database.query(
      `update sessions set address = (select address from sessions where player_id = $2 limit 1)
        where player_id = $1`,
      [sameAddress, referrer.userId],
    );

    const friends = async () =>
      (await referrer.visitor.get('/web-api/office/loyalty')).json<{
        loyalty: { bringFriend: { bfId: number; friends: unknown[] } };
      }>().loyalty.bringFriend;
    expect(await friends()).toMatchObject({
      bfId: referrer.userId,
      friends: [
        { friendId: good, state: 'due' },
        { friendId: sameDevice, state: 'same-device' },
        { friendId: sameAddress, state: 'same-address' },
      ],
    });
    const before = (await balanceOf(referrer.visitor)).balance;
    const claims = [
      await referrer.visitor.post('/web-api/office/bringfriend/claim', {}),
      await referrer.visitor.post('/web-api/office/bringfriend/claim', {}),
    ].map((answer) => answer.json<{ paid: number }>().paid);
    expect(claims).toEqual([1, 0]);
    expect((await balanceOf(referrer.visitor)).balance).toBe(before + FRIEND_REWARD_MINOR);
    expect((await friends()).friends[0]).toEqual({ friendId: good, state: 'paid' });
  });
});
