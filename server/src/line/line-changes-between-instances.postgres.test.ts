import { useTwoInstances } from '../test-support/two-instances';
import { createLineChangeHub } from './line-change-hub';
import { createLineChangesRepository } from './line-changes';
import { createLineRepository } from './line-repository';
import { seedDemoLine } from './demo-line';

// PostgreSQL only (jest.config.mjs runs a `.postgres.test.ts` file when DATABASE_URL is set).
describe('a change of the line committed through one instance', () => {
  const instances = useTwoInstances((first) => seedDemoLine(first, new Date()));

  it('reaches the streams of another instance, which runs no feed', async () => {
    const { first, second } = instances;
    const hub = await createLineChangeHub({
      database: second,
      changes: createLineChangesRepository(second),
    });
    const texts: string[] = [];
    let heard: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (heard = resolve));
    const close = await hub.open(null, (text) => {
      texts.push(text);
      if (text.includes('event: change')) heard();
    });
    try {
      const line = createLineRepository(first);
      const [event] = (await line.openEvents()).filter((one) => one.state === 'live');
      await line.setScore(event!.id, 2, 0, [{ home: 2, away: 0 }]);
      await arrived;
      const change = texts.find((text) => text.includes('event: change'))!;
      expect(change).toContain(`"eventId":${event!.id}`);
      expect(change).toContain('"score":{"away":0,"home":2}');
    } finally {
      close?.();
      await hub.close();
    }
  });
});
