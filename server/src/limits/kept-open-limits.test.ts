import { useMigratedTestDatabase } from '../test-support/create-test-database';
import {
  followLimitChanges,
  forgetOpenLimits,
  keptOpenLimits,
  limitsChanged,
  OPEN_LIMITS_CACHE_TTL_MS,
  PLAYER_LIMITS_CHANGED_CHANNEL,
} from './kept-open-limits';

describe('the open limits kept in memory for the player to see', () => {
  const database = useMigratedTestDatabase();
  // The memory's second does not run out in these tests, however slow the machine: its clock stands.
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 28, 12)));
  afterEach(() => jest.restoreAllMocks());

  /** A player with a 24 h deposit limit of `value`, written in the table. */
  async function playerWithLimit(value: number): Promise<number> {
    const [player] = await database.query<{ id: number }>(
      `insert into players (registration_type, currency, created_at)
       values ('one_click', 'RUB', now()) returning id`,
    );
    await database.query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, currency,
         requested_at, started_at)
       values ($1, 20, $2, 'ACTIVE', 'RUB', now(), now())`,
      [player!.id, value],
    );
    return player!.id;
  }

  /** A change written past the service, as a hand in the table would: nobody is told. */
  const changeUnannounced = (playerId: number, value: number) =>
    database.query('update player_limits set limit_value = $2 where player_id = $1', [
      playerId,
      value,
    ]);

  const valueOf = async (playerId: number) =>
    (await keptOpenLimits(database, playerId)).map((limit) => limit.limitValue);

  it('answers a second read from memory, and the table again once the change is announced', async () => {
    const id = await playerWithLimit(10_000);
    expect(await valueOf(id)).toEqual([10_000]);
    await changeUnannounced(id, 5_000);
    expect(await valueOf(id)).toEqual([10_000]);

    await limitsChanged(database, database, id);
    expect(await valueOf(id)).toEqual([5_000]);
  });

  it('forgets a player when the database tells of a change made by any instance', async () => {
    const id = await playerWithLimit(10_000);
    const other = await playerWithLimit(20_000);
    expect(await valueOf(id)).toEqual([10_000]);
    expect(await valueOf(other)).toEqual([20_000]);
    const heard: (number | null)[] = [];
    let told: () => void = () => undefined;
    const notified = new Promise<void>((resolve) => (told = resolve));
    const stopFollowing = await followLimitChanges(database, (playerId) => {
      heard.push(playerId);
      told();
    });
    try {
      await changeUnannounced(id, 5_000);
      await changeUnannounced(other, 15_000);
      await database.notify(PLAYER_LIMITS_CHANGED_CHANNEL, [String(id)]);
      await notified;
      expect(heard).toEqual([id]);
      expect(await valueOf(id)).toEqual([5_000]);
      // Only that player: the other is still answered from memory.
      expect(await valueOf(other)).toEqual([20_000]);
    } finally {
      await stopFollowing();
    }
  });

  it('reads the table again once the memory is a second old', async () => {
    const id = await playerWithLimit(10_000);
    expect(await valueOf(id)).toEqual([10_000]);
    await changeUnannounced(id, 5_000);
    jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 28, 12) + OPEN_LIMITS_CACHE_TTL_MS);
    expect(await valueOf(id)).toEqual([5_000]);
  });

  it('does not keep a read that was under way when the player was forgotten', async () => {
    const id = await playerWithLimit(10_000);
    const underWay = keptOpenLimits(database, id);
    forgetOpenLimits(database, id);
    expect((await underWay).map((limit) => limit.limitValue)).toEqual([10_000]);
    await changeUnannounced(id, 5_000);
    expect(await valueOf(id)).toEqual([5_000]);
  });
});
