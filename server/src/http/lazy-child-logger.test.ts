import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loggedFastify } from '../test-support/logged-fastify';
import { LazyChildLogger, lazyChildLoggerFactory } from './lazy-child-logger';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  userId?: number;
}

describe("a request's lazily made logger", () => {
  let app: FastifyInstance;
  let lines: Line[];

  beforeEach(async () => {
    ({ app, lines } = loggedFastify<Line>({ childLoggerFactory: lazyChildLoggerFactory }));
    app.get('/quiet', () => ({ ok: true }));
    app.get('/talks', (request) => {
      request.log.info({ userId: 7 }, 'player did something');
      request.log.debug('below the level, not written');
      return { ok: true };
    });
    await app.ready();
  });
  afterEach(() => app.close());

  it("writes a request's line with the request id, as the child made at once would", async () => {
    await app.inject('/talks');
    await app.inject('/talks');

    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'player did something', userId: 7 }),
      expect.objectContaining({ level: 30, msg: 'player did something', userId: 7 }),
    ]);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    expect(lines[1]?.reqId).not.toBe(lines[0]?.reqId);
  });

  it('makes no pino child for a request that logs nothing, and one for a request that logs', () => {
    const made: unknown[] = [];
    const parent = app.log;
    const counting: FastifyBaseLogger = Object.assign(Object.create(parent) as FastifyBaseLogger, {
      child: (bindings: Record<string, unknown>) => {
        made.push(bindings);
        return parent.child(bindings);
      },
    });

    const quiet = new LazyChildLogger(counting, { reqId: 'req-1' }, {});
    expect(quiet.level).toBe('info');
    const talking = new LazyChildLogger(counting, { reqId: 'req-2' }, {});
    talking.warn('once');
    talking.error('twice');

    expect(made).toEqual([{ reqId: 'req-2' }]);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-2', 'once'],
      ['req-2', 'twice'],
    ]);
  });

  it("takes a route's own level over its parent's", () => {
    const logger = new LazyChildLogger(app.log, { reqId: 'req-3' }, { level: 'debug' });

    expect(logger.level).toBe('debug');
    logger.debug('written at the route level');

    expect(lines).toEqual([expect.objectContaining({ level: 20, reqId: 'req-3' })]);
  });
});
