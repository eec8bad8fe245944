import { useOpsTestServer } from './ops-test-server';

describe('npm run ops -- analytics', () => {
  const server = useOpsTestServer();
  const { ops } = server;

  it('adds, lists and removes a counter', async () => {
    const added = await ops(
      'analytics',
      'counter',
      'add',
      '8',
      '4242',
      'https://counters.example/ym.js',
      '--domain',
      'bet.example',
      '--project',
      '3',
    );
    expect(added).toMatchObject({ code: 0, err: '' });
    const rowId = /added (\d+) /.exec(added.out)?.[1] ?? '';
    expect(added.out).toContain(
      'type 8  4242  https://counters.example/ym.js  domain bet.example  project 3',
    );

    expect((await ops('analytics', 'counters')).out).toContain(`${rowId}  type 8  4242`);
    expect((await ops('analytics', 'counter', 'remove', rowId)).out).toContain(
      `removed counter ${rowId}`,
    );
    expect((await ops('analytics', 'counters')).out).toContain('no counters');
  });

  it('refuses a counter type that is not a number without calling the server', async () => {
    const run = await ops('analytics', 'counter', 'add', 'yandex', '1', '/ym.js');
    expect(run.code).not.toBe(0);
    expect(run.err).toContain('"yandex" is not a counter type');
  });

  it('prints the p75 of each vital per route', async () => {
    await server.testApp.database.query(
      `insert into web_vitals (route, name, value) values
         ('home', 'LCP', 1000), ('home', 'LCP', 2000), ('home', 'LCP', 3000), ('home', 'LCP', 4000),
         ('home', 'CLS', 0.12), ('casino', 'TTFB', 80.4)`,
    );
    const run = await ops('analytics', 'vitals', '--hours', '1');
    expect(run).toMatchObject({ code: 0, err: '' });
    const lines = run.out.trim().split('\n');
    expect(lines[0]).toBe('route\tLCP p75\tINP p75\tCLS p75\tFCP p75\tTTFB p75\treports');
    expect(lines).toContain('casino\t-\t-\t-\t-\t80 ms\t1');
    expect(lines).toContain('home\t3000 ms\t-\t0.120\t-\t-\t4');
  });

  it('prints the events the collector took by id and name', async () => {
    await server.testApp.database.query(
      `insert into analytics_events (event_id, path, happened_at) values
         (21, '/ru/', now()), (21, '/ru/', now()), (1, '/ru/', now())`,
    );
    const run = await ops('analytics', 'events');
    expect(run.out).toContain('1  main_page_view  1');
    expect(run.out).toContain('21  login_success  2');
  });
});
