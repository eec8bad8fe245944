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
    app.post('/demo-pay/:token', () => ({ answered: true }));
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

  it('keeps payment tokens and secret query parameters out of the logged URL', async () => {
    const token = 'Zq3pX9vL0aBcDeFgHiJkLmNoPqRsTuVw';

    await app.inject({ method: 'POST', url: `/demo-pay/${token}?lng=en` });
    await app.inject(`/nothing-here?token=${token}&lng=en&reset_token=${token}`);

    expect(completed().map((line) => line.req?.url)).toEqual([
      '/demo-pay/[redacted]?lng=en',
      '/nothing-here?token=[redacted]&lng=en&reset_token=[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
