import type { ErrorBody } from '../http/error-body';
import { opsRequest } from '../test-support/build-test-app';
import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { balanceOf, ledgerMismatchCount } from '../test-support/payment-fixtures';
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

  it('asks a visitor to sign in', async () => {
    const visitor = createTestVisitor(setup.testApp.app);
    await visitor.arrive();
    expect((await visitor.get('/web-api/bonus-games/fortuna')).statusCode).toBe(401);
  });
});
