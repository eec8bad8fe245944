import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { TEST_OPS_TOKEN } from '../server/src/test-support/build-test-app';
import { USAGE } from './ops';
import { useOpsTestServer } from './ops/ops-test-server';

describe('npm run ops', () => {
  const server = useOpsTestServer();
  const { run: ops } = server;

  describe('finding the server', () => {
    it('takes --server and --token before anything else', async () => {
      const run = await ops(
        ['config', 'get', 'ageLimit', '--server', server.url, '--token', TEST_OPS_TOKEN],
        {
          OPS_URL: 'http://127.0.0.1:1',
          OPS_TOKEN: 'not-the-token',
        },
      );

      expect(run).toEqual({ code: 0, out: '18', err: '' });
    });

    it('takes OPS_URL and OPS_TOKEN', async () => {
      expect(await ops(['config', 'get', 'ageLimit'])).toMatchObject({ code: 0, out: '18' });
    });

    it('reads the file a local server writes when nothing else is given', async () => {
      const file = join(server.dir, 'ops.json');
      await writeFile(file, JSON.stringify({ url: server.url, token: TEST_OPS_TOKEN }));

      expect(await ops(['config', 'get', 'ageLimit'], {}, file)).toMatchObject({
        code: 0,
        out: '18',
      });
    });

    it('says how to start or name a server when it finds none', async () => {
      const run = await ops(['maintenance', 'status'], {});

      expect(run.code).toBe(1);
      expect(run.err).toBe(
        `ops: No server to talk to: start one with npm start (it writes ${join(server.dir, 'no-such-file.json')}), ` +
          'or give --server URL and --token TOKEN (or OPS_URL and OPS_TOKEN)',
      );
    });

    it('says so when the server does not answer', async () => {
      const closedPort = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const address = probe.address();
          probe.close(() =>
            resolve(typeof address === 'object' && address !== null ? address.port : 1),
          );
        });
      });
      const file = join(server.dir, 'stale.json');
      await writeFile(
        file,
        JSON.stringify({ url: `http://127.0.0.1:${closedPort}`, token: 'old' }),
      );

      const run = await ops(['maintenance', 'status'], {}, file);

      expect(run.code).toBe(1);
      expect(run.err).toBe(
        `ops: The server at http://127.0.0.1:${closedPort} (from ${file}) does not answer ` +
          `(connect ECONNREFUSED 127.0.0.1:${closedPort}). Is it running? npm start starts it.`,
      );
    });

    it("says the token is not the server's when the server refuses it", async () => {
      const run = await ops(['config', 'get'], { OPS_URL: server.url, OPS_TOKEN: 'not-the-token' });

      expect(run).toEqual({
        code: 1,
        out: '',
        err: "ops: The operator API needs Authorization: Bearer <OPS_TOKEN> (the token from OPS_TOKEN is not this server's)",
      });
    });

    it('refuses an address that is not an http URL', async () => {
      const run = await ops(['config', 'get'], { OPS_URL: 'localhost:8080', OPS_TOKEN: 'x' });

      expect(run.err).toBe(
        'ops: The server address "localhost:8080" (from OPS_URL) is not an http:// or https:// URL',
      );
    });
  });

  describe('help and mistakes', () => {
    it('lists the verbs with help, and exits 0', async () => {
      const run = await ops(['help']);

      expect(run).toEqual({ code: 0, out: USAGE, err: '' });
      for (const verb of ['maintenance on', 'config set', 'block-rule add', 'redirect remove']) {
        expect(run.out).toContain(verb);
      }
    });

    it('prints the verbs and exits 1 without a verb', async () => {
      expect(await ops([])).toEqual({ code: 1, out: '', err: USAGE });
    });

    it.each([
      [
        ['maintenance', 'later'],
        'ops: Unknown verb: maintenance later\nRun npm run ops -- help for the verbs.',
      ],
      [
        ['config', 'set', 'ageLimit'],
        'ops: config set: an argument is missing\nUsage: npm run ops -- config set <key> <json value>     e.g. config set hiddenPaths \'["/about"]\'',
      ],
      [
        ['maintenance', 'off', '--from', '2036-11-22T10:00:00Z'],
        'ops: maintenance off does not take --from\nUsage: npm run ops -- maintenance off',
      ],
      [
        ['block-rule', 'add', '--country', 'KZ'],
        'ops: block-rule add needs --reason <n>\nUsage: npm run ops -- block-rule add --reason <n> [--country CC] [--user-agent REGEX] [--template <n>]',
      ],
      [
        ['redirect', 'list', '--colour'],
        "ops: Unknown option '--colour'. To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- \"--colour\"\nRun npm run ops -- help for the verbs.",
      ],
    ])('explains %j and exits 1', async (args, err) => {
      expect(await ops(args)).toEqual({ code: 1, out: '', err });
    });
  });

  describe('maintenance', () => {
    it('switches on with dates, shows the status, and switches off', async () => {
      const on = await ops([
        'maintenance',
        'on',
        '--from',
        '2036-11-22T10:00:00Z',
        '--until',
        '2036-11-22T12:00:00Z',
        '--notify-from',
        '2036-11-20T00:00:00Z',
        '--notify-until',
        '2036-11-22T12:00:00Z',
      ]);
      const status = await ops(['maintenance', 'status']);
      const off = await ops(['maintenance', 'off']);
      const again = await ops(['maintenance', 'off']);

      expect(on).toEqual({
        code: 0,
        err: '',
        out: [
          'the site is in maintenance',
          '  started_at: null -> "2036-11-22T10:00:00.000Z"',
          '  ended_at: null -> "2036-11-22T12:00:00.000Z"',
          '  notify_started_at: null -> "2036-11-20T00:00:00.000Z"',
          '  notify_ended_at: null -> "2036-11-22T12:00:00.000Z"',
          '  isActive: false -> true',
        ].join('\n'),
      });
      expect(status.out).toBe(
        [
          'the site is in maintenance',
          '  the maintenance notice is not shown now',
          '  started_at: "2036-11-22T10:00:00.000Z"',
          '  ended_at: "2036-11-22T12:00:00.000Z"',
          '  notify_started_at: "2036-11-20T00:00:00.000Z"',
          '  notify_ended_at: "2036-11-22T12:00:00.000Z"',
          '  isActive: true',
          '  web_state: false',
        ].join('\n'),
      );
      expect(off).toMatchObject({
        code: 0,
        out: expect.stringMatching(
          /^the site is open \(no maintenance\)\n {2}started_at: "2036-11-22T10:00:00.000Z" -> null\n/,
        ) as unknown,
      });
      expect(off.out).toContain('  isActive: true -> false');
      expect(again).toEqual({
        code: 0,
        out: 'the site is open (no maintenance); nothing changed',
        err: '',
      });
    });

    it('warns that web_state keeps the site in maintenance after off', async () => {
      await ops([
        'config',
        'set',
        'maintenance',
        JSON.stringify({ ...DEFAULT_SITE_CONFIG.maintenance, web_state: true }),
      ]);

      const run = await ops(['maintenance', 'off']);
      await ops(['config', 'set', 'maintenance', JSON.stringify(DEFAULT_SITE_CONFIG.maintenance)]);

      expect(run.code).toBe(0);
      expect(run.out).toBe('the site is in maintenance; nothing changed');
      expect(run.err).toContain('warning: web_state is set, so the site stays in maintenance');
    });

    it("exits 1 with the server's message for a date without a time zone", async () => {
      const run = await ops(['maintenance', 'on', '--from', '2036-11-22T10:00']);

      expect(run).toEqual({
        code: 1,
        out: '',
        err: 'ops: body/startedAt must match format "date-time"',
      });
    });
  });

  describe('config', () => {
    it('prints the whole configuration, or one key', async () => {
      const all = await ops(['config', 'get']);
      const one = await ops(['config', 'get', 'languages']);

      expect(JSON.parse(all.out)).toMatchObject({ siteName: 'betshell', ageLimit: 18 });
      expect(JSON.parse(one.out)).toEqual(['ru', 'en', 'ua', 'kz', 'az', 'uz']);
    });

    it('sets a key and prints what changed', async () => {
      const paths = await ops(['config', 'set', 'hiddenPaths', '["/about"]']);
      const flags = await ops(['config', 'set', 'routeFeatureFlags', '{"casino-lobby":false}']);

      expect(paths).toEqual({ code: 0, out: 'hiddenPaths: [] -> ["/about"]', err: '' });
      expect(flags).toMatchObject({
        code: 0,
        out: expect.stringMatching(
          /^routeFeatureFlags: \{.*\} -> \{"casino-lobby":false\}$/,
        ) as unknown,
      });
      expect(JSON.parse((await ops(['config', 'get', 'hiddenPaths'])).out)).toEqual(['/about']);
    });

    it('notes the keys an object value loses, since set replaces the whole value', async () => {
      await ops(['config', 'set', 'routeFeatureFlags', '{"poker":true,"bingo":false}']);

      const run = await ops(['config', 'set', 'routeFeatureFlags', '{"poker":true}']);

      expect(run).toEqual({
        code: 0,
        out: 'routeFeatureFlags: {"bingo":false,"poker":true} -> {"poker":true}',
        err: 'note: routeFeatureFlags no longer has bingo',
      });
    });

    it("exits 1 with the server's message for a wrong value or an unknown key", async () => {
      const wrong = await ops(['config', 'set', 'ageLimit', '"18"']);
      const unknown = await ops(['config', 'set', 'agelimit', '18']);

      expect(wrong).toEqual({
        code: 1,
        out: '',
        err: 'ops: "18" is not a value for ageLimit: must be integer',
      });
      expect(unknown.code).toBe(1);
      expect(unknown.err).toMatch(
        /^ops: "agelimit" is not a key of the site config; the keys are siteName, /,
      );
    });

    it('exits 1 for a value that is not JSON, saying how to write one', async () => {
      const run = await ops(['config', 'set', 'siteName', 'Betshell']);

      expect(run.code).toBe(1);
      expect(run.err).toBe(
        `ops: The value for siteName must be JSON, such as '"a text"', 18, true or '["/about"]', not Betshell`,
      );
    });

    it('exits 1 when asked for a key the configuration does not have', async () => {
      const run = await ops(['config', 'get', 'agelimit']);

      expect(run.code).toBe(1);
      expect(run.err).toMatch(
        /^ops: agelimit is not a key of the site config; the keys are siteName, /,
      );
    });
  });

  describe('block rules', () => {
    it('adds, lists in the order they are tried, and removes', async () => {
      const country = await ops(['block-rule', 'add', '--reason', '16', '--country', 'kz']);
      const siteWide = await ops(['block-rule', 'add', '--reason', '8']);
      const list = await ops(['block-rule', 'list']);
      const id = /^added block rule (\d+):/.exec(siteWide.out)?.[1] ?? '';
      const removed = await ops(['block-rule', 'remove', id]);
      const again = await ops(['block-rule', 'remove', id]);

      expect(country).toMatchObject({
        code: 0,
        out: expect.stringMatching(
          /^added block rule \d+: reason 16 \(suspension\), template 1, country KZ$/,
        ) as unknown,
      });
      expect(list.out.split('\n')).toEqual([
        'block rules, in the order they are tried (the first that applies wins):',
        expect.stringMatching(/^ {2}\d+: reason 8 \(coming-soon\), template 2, everyone$/),
        expect.stringMatching(/^ {2}\d+: reason 16 \(suspension\), template 1, country KZ$/),
        expect.stringMatching(
          /^ {2}\d+: reason 17 \(block-ie\), template 2, user agent \/MSIE \|Trident\/\/$/,
        ),
      ]);
      expect(removed).toEqual({
        code: 0,
        out: `removed block rule ${id}: reason 8 (coming-soon), template 2, everyone`,
        err: '',
      });
      expect(again).toEqual({ code: 1, out: '', err: `ops: There is no block rule ${id}` });
    });

    it("exits 1 with the server's message for a bad pattern or an unknown reason", async () => {
      const pattern = await ops(['block-rule', 'add', '--reason', '13', '--user-agent', 'Opera (']);
      const reason = await ops(['block-rule', 'add', '--reason', '6']);

      expect(pattern.code).toBe(1);
      expect(pattern.err).toMatch(/^ops: The user agent pattern is not a regular expression: /);
      expect(reason.code).toBe(1);
      expect(reason.err).toMatch(
        /^ops: Reason 6 has no blocking page; the reasons are 1 \(block\), /,
      );
    });
  });

  describe('redirects', () => {
    it('adds, replaces, lists and removes', async () => {
      const added = await ops([
        'redirect',
        'add',
        '/ru/old-promo',
        '/ru/promo',
        '--reason',
        'promo moved',
      ]);
      const replaced = await ops([
        'redirect',
        'add',
        '/ru/old-promo',
        '/ru/promotions',
        '--code',
        '302',
      ]);
      const list = await ops(['redirect', 'list']);
      const removed = await ops(['redirect', 'remove', '/ru/old-promo']);
      const empty = await ops(['redirect', 'list']);

      expect(added).toEqual({
        code: 0,
        out: 'added redirect /ru/old-promo -> /ru/promo (301, "promo moved")',
        err: '',
      });
      expect(replaced.out).toBe(
        'replaced redirect /ru/old-promo -> /ru/promo (301, "promo moved") with /ru/old-promo -> /ru/promotions (302)',
      );
      expect(list.out).toBe('/ru/old-promo -> /ru/promotions (302)');
      expect(removed.out).toBe('removed redirect /ru/old-promo -> /ru/promotions (302)');
      expect(empty.out).toBe('no redirects');
    });

    it("exits 1 with the server's message for a cycle, a wrong code or a missing rule", async () => {
      await ops(['redirect', 'add', '/en/a', '/en/b']);

      const cycle = await ops(['redirect', 'add', '/en/b', '/en/a']);
      const code = await ops(['redirect', 'add', '/en/c', '/en/d', '--code', '307']);
      const missing = await ops(['redirect', 'remove', '/en/z']);

      expect(cycle).toEqual({
        code: 1,
        out: '',
        err: 'ops: /en/b -> /en/a would make a redirect cycle: /en/b -> /en/a -> /en/b',
      });
      expect(code.code).toBe(1);
      expect(code.err).toMatch(/^ops: body\/code /);
      expect(missing).toEqual({
        code: 1,
        out: '',
        err: 'ops: There is no redirect rule from /en/z',
      });
    });
  });
});
