import { useOpsTestServer } from './ops-test-server';

describe('npm run ops -- line', () => {
  const server = useOpsTestServer();
  const { ops } = server;
  let ids: number[];

  beforeAll(async () => {
    const live = await server.testApp.app.inject({
      url: '/web-api/line/events?section=live&sportId=1',
    });
    ids = live.json<{ id: number }[]>().map((event) => event.id);
  });

  it('enters a result and tells how the markets ended', async () => {
    const run = await ops('line', 'result', String(ids[0]), '2:1');
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toContain(`event ${ids[0]} `);
    expect(run.out).toContain('finished, 2:1');
    // A result of the score alone: the markets on corners, cards or scorers are void.
    expect(run.out).toMatch(/markets: [1-9]\d* win, [1-9]\d* lose, .*[1-9]\d* void/);
  });

  it('suspends and resumes an event', async () => {
    expect((await ops('line', 'suspend', String(ids[1]))).out).toContain('live, suspended');
    const resumed = await ops('line', 'resume', String(ids[1]));
    expect(resumed.out).not.toContain('suspended');
  });

  it('refuses a score that is not home:away without calling the server', async () => {
    const run = await ops('line', 'result', String(ids[1]), '2-1');
    expect(run.code).not.toBe(0);
    expect(run.err).toContain('is not a score such as 2:1');
  });
});
