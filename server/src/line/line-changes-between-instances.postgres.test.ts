import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { useRedisServer } from '../test-support/redis-server';
import { useTwoInstances, type TwoInstancesOptions } from '../test-support/two-instances';
import { createLineChangeHub, type LineChangeHub } from './line-change-hub';
import { createLineChangesRepository } from './line-changes';
import { createLineRepository } from './line-repository';
import { seedDemoLine } from './demo-line';

/** A stream of `hub` from now on, and a wait for its first change naming `eventId`. */
async function openStream(hub: LineChangeHub) {
  const texts: string[] = [];
  const waiting = new Set<{ eventId: number; heard: (text: string) => void }>();
  const close = await hub.open(null, (chunk) => {
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    texts.push(text);
    for (const one of waiting) {
      if (text.includes('event: change') && text.includes(`"eventId":${one.eventId}`)) {
        waiting.delete(one);
        one.heard(text);
      }
    }
  });
  return {
    close: () => close?.(),
    changeOf: (eventId: number) =>
      new Promise<string>((heard) => {
        const seen = texts.find((text) => text.includes(`"eventId":${eventId}`));
        if (seen !== undefined) heard(seen);
        else waiting.add({ eventId, heard });
      }),
  };
}

async function liveEvents(database: Database) {
  return (await createLineRepository(database).openEvents()).filter((one) => one.state === 'live');
}

function hubOf(database: Database) {
  return createLineChangeHub({ database, changes: createLineChangesRepository(database) });
}

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
] as const)('a change of the line committed through one instance, through %s', (_, transport) => {
  const instances = useTwoInstances({
    ...transport(),
    prepare: (first) => seedDemoLine(first, new Date()),
  });

  it('reaches the streams of another instance, which runs no feed', async () => {
    const { first, second } = instances;
    const hub = await hubOf(second);
    const stream = await openStream(hub);
    try {
      const [event] = await liveEvents(first);
      await createLineRepository(first).setScore(event!.id, 2, 0, [{ home: 2, away: 0 }]);
      const change = await stream.changeOf(event!.id);
      expect(change).toContain('"score":{"away":0,"home":2}');
    } finally {
      stream.close();
      await hub.close();
    }
  });
});

describe('line changes through Redis pub/sub, when Redis goes away', () => {
  const redis = useRedisServer();
  const prefix = `test:${randomUUID()}:`;
  const instances = useTwoInstances({
    redis: () => ({ url: redis.url, prefix }),
    prepare: (first) => seedDemoLine(first, new Date()),
  });

  it('reach the streams of another instance once it is back, the ones committed meanwhile too', async () => {
    const { first, second } = instances;
    const hub = await hubOf(second);
    const stream = await openStream(hub);
    try {
      const [before, meanwhile] = await liveEvents(first);
      const line = createLineRepository(first);
      await line.setScore(before!.id, 1, 0, [{ home: 1, away: 0 }]);
      await stream.changeOf(before!.id);

      await redis.stop();
      // Committed with no Redis to publish on: the message is lost, the row is not.
      await line.setScore(meanwhile!.id, 0, 3, [{ home: 0, away: 3 }]);
      await redis.start();

      const change = await stream.changeOf(meanwhile!.id);
      expect(change).toContain('"score":{"away":3,"home":0}');
    } finally {
      stream.close();
      await hub.close();
    }
  });
});
