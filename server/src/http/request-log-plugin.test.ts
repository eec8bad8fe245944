import type { FastifyInstance } from 'fastify';
import { loggedFastify } from '../test-support/logged-fastify';
import { requestLogPlugin, SLOW_REQUEST_MS } from './request-log-plugin';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

describe('the request log', () => {
  let app: FastifyInstance;
  let lines: Line[];

  beforeEach(async () => {
    ({ app, lines } = loggedFastify<Line>());
    await app.register(requestLogPlugin);
    app.get('/config', () => ({ ok: true }));
    app.post('/coupon', () => ({ placed: true }));
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 10));
      return { ok: true };
    });
    await app.ready();
  });
  afterEach(() => app.close());

  const completed = () => lines.filter((line) => line.msg.endsWith('request completed'));

  it('says nothing of a successful read', async () => {
    await app.inject('/config');

    expect(completed()).toEqual([]);
  });

  it('logs each change, and each refused or failed answer, at info', async () => {
    await app.inject({ method: 'POST', url: '/coupon' });
    await app.inject('/nothing-here');

    expect(completed()).toEqual([
      expect.objectContaining({
        level: 30,
        req: { method: 'POST', url: '/coupon' },
        res: { statusCode: 200 },
      }),
      expect.objectContaining({
        level: 30,
        req: { method: 'GET', url: '/nothing-here' },
        res: { statusCode: 404 },
      }),
    ]);
  });

  it('warns of a slow answer, even a successful read', async () => {
    await app.inject('/slow');

    expect(completed()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'slow request completed',
        req: { method: 'GET', url: '/slow' },
      }),
    ]);
  });
});
