import type { ErrorBody } from '../http/error-body';
import { awardPromotionBonusGames } from '../promotions/promotion-bonus-games';
import { opsRequest } from '../test-support/build-test-app';
import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import {
  balanceOf,
  depositThroughProvider,
  ledgerMismatchCount,
} from '../test-support/payment-fixtures';
import { createTestVisitor } from '../test-support/test-visitor';

interface Award {
  id: number;
  prizeMinor: number;
  slot: number;
  revealedAt: string | null;
}

describe('bonus games: awarded by an operator with the prize drawn, revealed once by the player', () => {
  const setup = setUpAuthTestApp();
  afterEach(async () => {
    expect(await ledgerMismatchCount(setup.testApp)).toBe(0);
  });

  const award = (playerId: number, gameKey: string) =>
    opsRequest(setup.testApp, 'POST', '/bonus-games/awards', { playerId, gameKey });

  it('credits the prize once, even when two reveals arrive together, and answers the same outcome after', async () => {
    const { userId, visitor } = await signedInPlayer(setup);
    const before = (await balanceOf(visitor)).balance;

    const none = await visitor.get('/web-api/bonus-games/fortuna');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ look: 'wheel', award: null, waiting: 0 });

    const awarded = await award(userId, 'fortuna');
    expect(awarded.statusCode).toBe(200);
    const { award: given } = awarded.json<{ award: Award }>();
    const shown = (await visitor.get('/web-api/bonus-games/fortuna')).json<{
      award: { id: number; outcome: unknown };
      waiting: number;
    }>();
    // The page learns the prize only by revealing it.
    expect(shown).toMatchObject({ award: { id: given.id, outcome: null }, waiting: 1 });

    const reveals = await Promise.all([
      visitor.post(`/web-api/bonus-games/awards/${given.id}/reveal`, {}),
      visitor.post(`/web-api/bonus-games/awards/${given.id}/reveal`, {}),
    ]);
    const outcome = { slot: given.slot, prizeMinor: given.prizeMinor };
    for (const reveal of reveals) {
      expect(reveal.statusCode).toBe(200);
      expect(reveal.json()).toMatchObject({ id: given.id, outcome });
    }
    const again = await visitor.post(`/web-api/bonus-games/awards/${given.id}/reveal`, {});
    expect(again.json()).toMatchObject({ outcome });
    expect((await balanceOf(visitor)).balance).toBe(before + given.prizeMinor);
    const revealed = await visitor.get('/web-api/bonus-games/fortuna');
    expect(revealed.json()).toMatchObject({ award: { id: given.id, outcome }, waiting: 0 });
  });

  it('refuses a self-excluded player, another player’s award and a key no game has', async () => {
    const { userId } = await signedInPlayer(setup);
    const { visitor: other } = await signedInPlayer(setup);
    const given = (await award(userId, 'chest-bonus')).json<{ award: Award }>().award;
    expect(
      (await other.post(`/web-api/bonus-games/awards/${given.id}/reveal`, {})).statusCode,
    ).toBe(404);
    expect((await award(userId, 'poker')).statusCode).toBe(400);
    expect((await other.get('/web-api/bonus-games/poker')).statusCode).toBe(400);

    const now = setup.clock.now();
    await setup.testApp.database.query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, requested_at, started_at, ends_at)
       values ($1, 30, 1, 'ACTIVE', $2, $2, $3)`,
      [userId, now, new Date(now.getTime() + 86_400_000)],
    );
    const refused = await award(userId, 'fortuna');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().error.code).toBe('PLAYER_EXCLUDED');
  });

  describe('awarded by a promotion for a deposit', () => {
    const DAY_MS = 86_400_000;
    /** A promotion page whose period holds the test clock's now, with a bonus game for deposits. */
    async function promotionWithBonusGame(slug: string, gameKey: string, minDepositMinor: number) {
      const now = setup.clock.now().getTime();
      const page = await opsRequest(setup.testApp, 'PUT', `/promotions/promotion/${slug}/en`, {
        title: `Deposit and play ${slug}`,
        body: '<p>Deposit and open a bonus game.</p>',
        startsAt: new Date(now - DAY_MS).toISOString(),
        endsAt: new Date(now + DAY_MS).toISOString(),
      });
      expect(page.statusCode).toBe(200);
      const set = await opsRequest(
        setup.testApp,
        'PUT',
        `/promotions/promotion/${slug}/bonus-game`,
        { gameKey, minDepositMinor, currency: 'RUB' },
      );
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ created: true, bonusGame: { gameKey, awarded: 0 } });
    }

    const promotionAwards = async (playerId: number, slug: string) =>
      setup.testApp.database.query<{ id: number; payment_id: number }>(
        `select id, payment_id from bonus_game_awards
          where player_id = $1 and promotion_kind = 'promotion' and promotion_slug = $2`,
        [playerId, slug],
      );

    it('awards the game once for qualifying deposits, repeated or credited together, and none below the amount', async () => {
      await promotionWithBonusGame('deposit-safe', 'safe', 100_000);
      const { userId, visitor } = await signedInPlayer(setup);
      expect((await balanceOf(visitor)).currency).toBe('RUB');

      await depositThroughProvider(setup.testApp, visitor, 99_999);
      expect(await promotionAwards(userId, 'deposit-safe')).toEqual([]);

      const together = await Promise.all([
        depositThroughProvider(setup.testApp, visitor, 100_000),
        depositThroughProvider(setup.testApp, visitor, 150_000),
      ]);
      await depositThroughProvider(setup.testApp, visitor, 200_000);
      const awards = await promotionAwards(userId, 'deposit-safe');
      expect(awards).toHaveLength(1);
      // The deposit credited first of the two at once qualified; the other found it awarded.
      expect(together.map((deposit) => deposit.paymentId)).toContain(Number(awards[0]!.payment_id));

      // The player's page shows it as any award, and revealing it pays once.
      const shown = await visitor.get('/web-api/bonus-games/safe');
      expect(shown.json()).toMatchObject({
        award: { id: Number(awards[0]!.id), outcome: null },
        waiting: 1,
      });
      const before = (await balanceOf(visitor)).balance;
      const revealed = await visitor.post(
        `/web-api/bonus-games/awards/${awards[0]!.id}/reveal`,
        {},
      );
      const { outcome } = revealed.json<{ outcome: { prizeMinor: number } }>();
      expect((await balanceOf(visitor)).balance).toBe(before + outcome.prizeMinor);

      const read = await opsRequest(
        setup.testApp,
        'GET',
        '/promotions/promotion/deposit-safe/bonus-game',
      );
      expect(read.json()).toMatchObject({ bonusGame: { minDepositMinor: 100_000, awarded: 1 } });
      // Once the promotion's period is over a deposit awards nothing, even to a player without one.
      const ended = await opsRequest(
        setup.testApp,
        'PUT',
        '/promotions/promotion/deposit-safe/en',
        {
          endsAt: new Date(setup.clock.now().getTime() - 1000).toISOString(),
        },
      );
      expect(ended.statusCode).toBe(200);
      const { userId: late, visitor: lateVisitor } = await signedInPlayer(setup);
      await depositThroughProvider(setup.testApp, lateVisitor, 500_000);
      expect(await promotionAwards(late, 'deposit-safe')).toEqual([]);
    });

    it('gives a self-excluded or timed-out player none, and refuses a promotion or game that does not exist', async () => {
      await promotionWithBonusGame('deposit-lottery', 'lottery', 1000);
      const { database } = setup.testApp;
      for (const limitType of [30, 33]) {
        const { userId, visitor } = await signedInPlayer(setup);
        const { paymentId } = await depositThroughProvider(setup.testApp, visitor, 500);
        const now = setup.clock.now();
        await database.query(
          `insert into player_limits (player_id, limit_type, limit_value, limit_state, requested_at, started_at, ends_at)
           values ($1, $2, 1, 'ACTIVE', $3, $3, $4)`,
          [userId, limitType, now, new Date(now.getTime() + DAY_MS)],
        );
        // The deposit check refuses their deposits; the award refuses them on its own as well.
        const given = await database.transaction((tx) =>
          awardPromotionBonusGames(
            tx,
            { paymentId, playerId: userId, amountMinor: 5000, currency: 'RUB' },
            now,
          ),
        );
        expect(given).toEqual([]);
        expect(await promotionAwards(userId, 'deposit-lottery')).toEqual([]);
      }

      const missingPage = await opsRequest(
        setup.testApp,
        'PUT',
        '/promotions/promotion/no-such-promo/bonus-game',
        {
          gameKey: 'chest',
          minDepositMinor: 1000,
          currency: 'RUB',
        },
      );
      expect(missingPage.statusCode).toBe(404);
      const badGame = await opsRequest(
        setup.testApp,
        'PUT',
        '/promotions/promotion/deposit-lottery/bonus-game',
        {
          gameKey: 'poker',
          minDepositMinor: 1000,
          currency: 'RUB',
        },
      );
      expect(badGame.statusCode).toBe(400);
      const removed = await opsRequest(
        setup.testApp,
        'DELETE',
        '/promotions/promotion/deposit-lottery/bonus-game',
      );
      expect(removed.json()).toEqual({ removed: true });
      expect(
        (await opsRequest(setup.testApp, 'GET', '/promotions/promotion/deposit-lottery/bonus-game'))
          .statusCode,
      ).toBe(404);
    });
  });

  it('asks a visitor to sign in', async () => {
    const visitor = createTestVisitor(setup.testApp.app);
    await visitor.arrive();
    expect((await visitor.get('/web-api/bonus-games/fortuna')).statusCode).toBe(401);
  });
});
