import type { FastifyBaseLogger } from 'fastify';
import { useMigratedTestDatabase } from '../test-support/create-test-database';
import { createOutbox } from './outbox-repository';

describe('the outbox', () => {
  const db = useMigratedTestDatabase();

  function logger() {
    const lines: object[] = [];
    const log = {
      info: (fields: object) => void lines.push(fields),
    } as unknown as FastifyBaseLogger;
    return { log, lines };
  }
  const message = {
    channel: 'sms' as const,
    recipient: '79001112233',
    subject: 'login',
    body: 'Your betshell code: 123456',
  };

  it('stores each message and lists the newest first', async () => {
    const outbox = createOutbox(db, logger().log, false);
    await outbox.send(message);
    await outbox.send({ ...message, subject: 'reset' });

    const listed = await outbox.list({ recipient: '79001112233', limit: 10 });

    expect(listed.map((entry) => entry.subject)).toEqual(['reset', 'login']);
  });

  it('logs the body in development only, so production logs hold no codes', async () => {
    const development = logger();
    const production = logger();

    await createOutbox(db, development.log, true).send(message);
    await createOutbox(db, production.log, false).send(message);

    expect(development.lines[0]).toMatchObject({ body: 'Your betshell code: 123456' });
    expect(production.lines[0]).not.toHaveProperty('body');
    expect(production.lines[0]).toMatchObject({ recipient: '79001112233', subject: 'login' });
  });
});
