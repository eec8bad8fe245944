import { randomUUID } from 'node:crypto';
import { useRedisServer } from '../test-support/redis-server';
import { useTwoInstances, type TwoInstancesOptions } from '../test-support/two-instances';
import { createSessionRepository, followSessionEnds } from './session-repository';

// PostgreSQL only (jest.config.mjs runs a `.postgres.test.ts` file when DATABASE_URL is set).
describe.each([
  ['PostgreSQL LISTEN/NOTIFY', () => ({})],
  [
    'Redis pub/sub',
    (): TwoInstancesOptions => {
      const redis = useRedisServer();
      const prefix = `test:${randomUUID()}:`;
      return { redis: () => ({ url: redis.url, prefix }) };
    },
  ],
] as const)('a session ended through one instance, told through %s', (_, transport) => {
  const instances = useTwoInstances(transport());

  it('is refused by another at once, not when its memory of the session runs out', async () => {
    const { first, second } = instances;
    const [player] = await first.query<{ id: number }>(
      `insert into players (registration_type, currency, created_at)
       values ('one_click', 'RUB', now()) returning id`,
    );
    const sessions = {
      first: createSessionRepository(first),
      second: createSessionRepository(second),
    };
    await sessions.first.add({
      id: 'ended-elsewhere',
      playerId: player!.id,
      createdAt: new Date(),
      persistent: false,
      address: '127.0.0.1',
    });
    // The second instance reads the session and keeps it in memory.
    expect((await sessions.second.byId('ended-elsewhere'))?.endedAt).toBeNull();
    let heard: () => void = () => undefined;
    const notified = new Promise<void>((resolve) => (heard = resolve));
    const stopFollowing = await followSessionEnds(second, (id) => {
      if (id === 'ended-elsewhere') heard();
    });
    try {
      await sessions.first.end('ended-elsewhere', new Date(), 'logout');
      await notified;
      // Well within the memory's second: the notification dropped it.
      expect((await sessions.second.byId('ended-elsewhere'))?.endedAt).not.toBeNull();
    } finally {
      await stopFollowing();
    }
  });
});
