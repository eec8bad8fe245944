import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buildTestApp,
  TEST_OPS_TOKEN,
  type TestApp,
} from '../server/src/test-support/build-test-app';
import {
  createImportMapFixture,
  type ImportMapFixture,
} from '../server/src/test-support/create-import-map-fixture';
import { DATABASE_SETUP_TIMEOUT_MS } from '../server/src/test-support/create-test-database';
import { main } from './importmap';

interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

describe('npm run importmap', () => {
  let fixture: ImportMapFixture;
  let testApp: TestApp;
  let url: string;

  beforeAll(async () => {
    fixture = await createImportMapFixture();
    testApp = await buildTestApp({ site: fixture.site, inMemory: true });
    url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    await fixture.release({
      name: '@betshell/header',
      version: '0.2.0',
      imports: { 'react/jsx-runtime': '^19.3.1' },
    });
    await fixture.release({
      name: '@betshell/header',
      version: '0.3.0',
      imports: { 'react/jsx-runtime': '^20.0.0' },
    });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testApp.close();
    await fixture.remove();
  });

  /** Runs the command line as `npm run importmap -- ...args` would. */
  async function importmap(...args: string[]): Promise<Run> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(args, {
      env: { OPS_URL: url, OPS_TOKEN: TEST_OPS_TOKEN },
      connectionFile: join(fixture.root, 'no-such-file.json'),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  /** A change, made by alice. */
  const change = (...args: string[]) => importmap(...args, '--as', 'alice');

  it('shows what each module of a map loads', async () => {
    const run = await importmap('show', '--env', 'staging');

    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^staging at version 1\n/);
    expect(run.out).toMatch(/@betshell\/header +0\.1\.0 +build +\/assets\/header@0\.1\.0\./);
  });

  it('pins a release, saying which version the map went to and what it loads now', async () => {
    const run = await change('pin', '@betshell/header@0.2.0', '--env', 'staging');

    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toMatch(
      /^staging: version 1 -> 2\n {2}@betshell\/header {2}0\.1\.0 build \([0-9a-f]{10}\) -> 0\.2\.0 pinned \([0-9a-f]{10}\)$/,
    );
  });

  it('refuses a production change without a reason', async () => {
    const run = await change('pin', '@betshell/header@0.2.0');

    expect(run).toMatchObject({ code: 1, out: '' });
    expect(run.err).toContain('A change to production needs a reason');
  });

  it('refuses a release the map cannot take, listing why', async () => {
    const run = await change('pin', 'header@0.3.0', '--env', 'staging');

    expect(run.code).toBe(1);
    expect(run.err).toContain(
      '@betshell/header: @betshell/header 0.3.0 was built against react/jsx-runtime ^20.0.0; the map has 19.3.1 [RANGE_NOT_MET]',
    );
  });

  it('names the releases there are when a version is not released', async () => {
    const run = await change('pin', 'header@1.0.0', '--env', 'staging');

    expect(run.code).toBe(1);
    expect(run.err).toContain('header has no release 1.0.0; its releases are 0.2.0, 0.3.0');
  });

  it('compares two maps, and promotes one to the other', async () => {
    const diff = await importmap('diff', 'staging', 'production');
    const promoted = await change('promote', 'staging', 'production', '--reason', 'header 0.2.0');
    const after = await importmap('diff', 'staging', 'production');

    expect(diff.out).toMatch(
      /^staging@v2 -> production@v1: 1 module\(s\) differ\n {2}@betshell\/header/,
    );
    expect(promoted.out).toMatch(/^production: version 1 -> 2/);
    expect(after.out).toBe('staging@v2 and production@v2 load the same modules');
  });

  it('lists the history, newest first, with who, what and why', async () => {
    const run = await importmap('history', '--env', 'production');

    expect(run.code).toBe(0);
    expect(run.out.split('\n')).toEqual([
      'production is at version 2; newest first:',
      expect.stringMatching(
        /^ {2}v2 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ {2}promote +alice {2}"header 0\.2\.0"$/,
      ) as unknown,
      expect.stringMatching(
        /^ {8}@betshell\/header {2}0\.1\.0 build .* -> 0\.2\.0 pinned/,
      ) as unknown,
      expect.stringMatching(/^ {2}v1 .* start .* migration 0030/) as unknown,
    ]);
  });

  it('rolls back a step, and refuses to go past the first entry', async () => {
    const back = await change('rollback', '--env', 'production', '--reason', 'undo');
    const tooFar = await change('rollback', '9', '--env', 'production', '--reason', 'undo');

    expect(back.out).toMatch(
      /^production: version 2 -> 3\n {2}@betshell\/header {2}0\.2\.0 pinned/,
    );
    expect(tooFar).toMatchObject({ code: 1 });
    expect(tooFar.err).toContain('going back 9 would pass its first entry (version 1)');
  });

  it('rolls back to a named version, and unpins', async () => {
    const toVersion = await change('rollback', 'v2', '--env', 'production', '--reason', 'again');
    const unpinned = await change(
      'unpin',
      '@betshell/header',
      '--env',
      'production',
      '--reason',
      'off',
    );
    const again = await change(
      'unpin',
      '@betshell/header',
      '--env',
      'production',
      '--reason',
      'off',
    );

    expect(toVersion.out).toMatch(/^production: version 3 -> 4/);
    expect(unpinned.out).toMatch(
      /^production: version 4 -> 5\n {2}@betshell\/header {2}0\.2\.0 pinned .* -> 0\.1\.0 build/,
    );
    expect(again.err).toContain('@betshell/header is not pinned in production');
  });

  it('refuses a change made from a version the map has left', async () => {
    const run = await change('pin', 'header@0.2.0', '--env', 'staging', '--if-version', '1');

    expect(run.code).toBe(1);
    expect(run.err).toContain(
      'staging is at version 2, not 1: someone changed it since you read it',
    );
  });

  it('verifies a served map, and fails when one of its files no longer matches', async () => {
    expect(await importmap('verify', '--env', 'staging')).toMatchObject({ code: 0 });

    const header = fixture.buildMap.imports['@betshell/header'] ?? '';
    await appendFile(join(fixture.site.siteDir, header), '// changed on the server\n');
    const run = await importmap('verify', '--env', 'production');

    expect(run.code).toBe(1);
    expect(run.err).toContain('@betshell/header: ');
    expect(run.err).toContain('[INTEGRITY_MISMATCH]');
  });

  it('verifies a map file without a server', async () => {
    const run = await importmap(
      'verify',
      '--file',
      fixture.site.productionImportMap,
      '--site',
      fixture.site.siteDir,
    );

    expect(run.code).toBe(1);
    expect(run.err).toMatch(/has 1 problem\(s\):\n {2}@betshell\/header: .*\[INTEGRITY_MISMATCH\]/);
  });

  it.each([
    [['launch'], 'Unknown verb: launch'],
    [['pin'], 'pin: an argument is missing'],
    [['history', '--reason', 'x'], 'history does not take --reason'],
    [['pin', 'header', '--env', 'staging'], 'pin takes <name>@<version>'],
    [['rollback', 'yesterday'], 'rollback takes a number of steps or a version such as v3'],
  ])('explains %j', async (args, message) => {
    const run = await change(...args);

    expect(run.code).toBe(1);
    expect(run.err).toContain(message);
  });
});
