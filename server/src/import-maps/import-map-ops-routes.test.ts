import { appendFile, cp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { basename, join } from 'node:path';
import { buildTestApp, OPS_AUTHORIZATION, type TestApp } from '../test-support/build-test-app';
import {
  createImportMapFixture,
  type ImportMapFixture,
} from '../test-support/create-import-map-fixture';
import { DATABASE_SETUP_TIMEOUT_MS } from '../test-support/create-test-database';
import type { ImportMap } from './import-map';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Another origin serving a folder, as a CDN would serve copied releases. */
async function startCdn(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    readFile(join(root, new URL(request.url ?? '/', 'http://cdn').pathname)).then(
      (body) => response.writeHead(200).end(body),
      () => response.writeHead(404).end('not here'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { server, origin: `http://127.0.0.1:${port}` };
}

describe('the import maps over the operator API', () => {
  let fixture: ImportMapFixture;
  let testApp: TestApp;
  let cdn: { server: Server; origin: string };

  beforeAll(async () => {
    fixture = await createImportMapFixture();
    cdn = await startCdn(join(fixture.root, 'cdn'));
    testApp = await buildTestApp({ site: { ...fixture.site, moduleOrigins: [cdn.origin] } });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => cdn.server.close(resolve));
    await fixture.remove();
  });

  /** A release copied to the CDN as it is; answers the URL of its file there. */
  async function releaseOnCdn(version: string): Promise<{ url: string; dir: string }> {
    const release = await fixture.release({ name: '@betshell/header', version });
    const dir = join(fixture.root, 'cdn', 'header', basename(release.dir));
    await cp(release.dir, dir, { recursive: true });
    await rm(release.dir, { recursive: true });
    return { url: `${cdn.origin}/header/${basename(release.dir)}/${release.manifest.file}`, dir };
  }

  const call = (method: Method, url: string, payload?: object, headers: object = {}) =>
    testApp.app.inject({
      method,
      url: `/ops-api/v1${url}`,
      headers: { ...OPS_AUTHORIZATION, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const versionOf = async (env: string) =>
    Number((await call('GET', `/import-map.json?env=${env}`)).headers.etag?.replace(/"/g, ''));
  const mapOf = async (env: string) =>
    (await call('GET', `/import-map.json?env=${env}`)).json<ImportMap>();
  const pin = (env: string, body: object, headers?: object) =>
    call('PATCH', `/services?env=${env}`, { reason: 'test', ...body }, headers);

  describe('reading', () => {
    it('serves an environment with nothing pinned as its build made it, with its version as ETag', async () => {
      const response = await call('GET', '/import-map.json?env=staging');

      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe('"1"');
      expect(response.json()).toEqual(fixture.buildMap);
    });

    it.each([
      ['GET', '/import-map.json?env=production'],
      ['PATCH', '/import-map.json?env=production'],
      ['PATCH', '/services?env=production'],
      ['DELETE', '/services/@betshell/header?env=production'],
      ['GET', '/import-map/history?env=production'],
      ['POST', '/import-map/rollback?env=production'],
      ['POST', '/import-map/promote?env=production'],
      ['GET', '/import-map/diff?a=staging&b=production'],
      ['GET', '/import-map/verify?env=production'],
    ] as const)('answers %s %s with 401 without the operator token', async (method, url) => {
      const response = await testApp.app.inject({ method, url: `/ops-api/v1${url}`, payload: {} });

      expect(response.statusCode).toBe(401);
    });

    it('refuses an unknown environment with 400', async () => {
      const response = await call('GET', '/import-map.json?env=qa');

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    });
  });

  describe('pinning a release', () => {
    it('puts the release in the map with its integrity, records who, what and why, and raises the version', async () => {
      const release = await fixture.release({
        name: '@betshell/header',
        version: '0.2.0',
        imports: { 'react/jsx-runtime': '^19.3.1', '@betshell/platform': '^0.1.0' },
      });
      const before = await versionOf('production');

      const response = await pin('production', {
        service: '@betshell/header',
        version: '0.2.0',
        actor: 'alice@example.com',
        reason: 'the new header',
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(`"${before + 1}"`);
      const map = await mapOf('production');
      expect(map.imports['@betshell/header']).toBe(release.url);
      expect(map.integrity[release.url]).toBe(release.manifest.integrity);
      const history = await call('GET', '/import-map/history?env=production&limit=1');
      expect(history.json()).toMatchObject({
        version: before + 1,
        entries: [
          {
            version: before + 1,
            action: 'pin',
            actor: 'alice@example.com',
            reason: 'the new header',
            changes: [
              {
                service: '@betshell/header',
                before: { version: '0.1.0', pinned: false },
                after: { version: '0.2.0', pinned: true, url: release.url },
              },
            ],
          },
        ],
      });
      expect(testApp.logs).toContainEqual(
        expect.objectContaining({ msg: 'ops: import map changed', environment: 'production' }),
      );
    });

    it('finds a release by the folder name of its module as well', async () => {
      await fixture.release({
        name: '@betshell/header',
        version: '0.2.1',
        imports: { 'react/jsx-runtime': '^19.3.1' },
      });

      const response = await pin('staging', { service: 'header', version: '0.2.1' });

      expect(response.statusCode).toBe(200);
      expect((await mapOf('staging')).imports['@betshell/header']).toMatch(
        /^\/releases\/header\/0\.2\.1-/,
      );
    });

    it('answers 404 with the versions there are for a release that does not exist', async () => {
      const response = await pin('staging', { service: '@betshell/header', version: '9.9.9' });

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: {
          code: 'RELEASE_NOT_FOUND',
          details: { versions: expect.arrayContaining(['0.2.0']) as unknown },
        },
      });
    });

    it('pins a release by URL, taking the integrity from its manifest', async () => {
      const release = await fixture.release({ name: '@betshell/header', version: '0.2.2' });

      const response = await pin('development', { service: '@betshell/header', url: release.url });

      expect(response.statusCode).toBe(200);
      expect((await mapOf('development')).integrity[release.url]).toBe(release.manifest.integrity);
    });

    it('merges a whole import map with PATCH /import-map.json, each module a pin', async () => {
      const release = await fixture.release({
        name: '@betshell/platform',
        version: '0.1.1',
        imports: { react: '^19.3.1' },
      });

      const response = await call('PATCH', '/import-map.json?env=development', {
        imports: { '@betshell/platform': release.url },
        integrity: { [release.url]: release.manifest.integrity },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        changed: true,
        changes: [{ service: '@betshell/platform', after: { version: '0.1.1', pinned: true } }],
      });
    });

    it('pins a release from an allowed origin, reading its file and manifest there', async () => {
      const { url } = await releaseOnCdn('0.8.0');

      const response = await pin('staging', { service: '@betshell/header', url });

      expect(response.statusCode).toBe(200);
      expect((await mapOf('staging')).imports['@betshell/header']).toBe(url);
      expect((await call('GET', '/import-map/verify?env=staging')).json()).toMatchObject({
        problems: [],
      });
    });

    it('asks for a reason before changing production', async () => {
      const response = await pin('production', {
        service: 'header',
        version: '0.2.1',
        reason: ' ',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'REASON_REQUIRED' } });
    });
  });

  describe('refusing a map that would break the page', () => {
    function expectRefused(response: Awaited<ReturnType<typeof call>>, code: string) {
      expect(response.statusCode).toBe(400);
      const body = response.json<{ error: { details?: { problems?: { code: string }[] } } }>();
      expect(body.error.details?.problems?.map((problem) => problem.code)).toContain(code);
    }

    it.each([
      ['a javascript: URL', 'javascript:alert(1)', 'BAD_URL'],
      ['a protocol-relative URL', '//evil.example/header.js', 'BAD_URL'],
      ['a path with dot segments', '/releases/../importmap.json', 'BAD_URL'],
      ['another path of the site', '/web-api/header.js', 'URL_NOT_ALLOWED'],
      ['an origin not on the allowlist', 'https://cdn.example.com/header.js', 'URL_NOT_ALLOWED'],
      [
        'a file that is not a release',
        '/releases/nothing/0.1.0-0123456789/header.js',
        'UNKNOWN_MODULE',
      ],
    ])('refuses %s', async (_case, url, code) => {
      const before = await versionOf('staging');

      expectRefused(await pin('staging', { service: '@betshell/header', url }), code);
      expect(await versionOf('staging')).toBe(before);
    });

    it('refuses a file that does not answer on the allowed origin', async () => {
      const { url, dir } = await releaseOnCdn('0.8.1');
      await rm(join(dir, 'header.js'));

      expectRefused(await pin('staging', { service: '@betshell/header', url }), 'NOT_REACHABLE');
    });

    it('refuses an integrity that is not the file', async () => {
      const release = await fixture.release({ name: '@betshell/header', version: '0.5.0' });

      expectRefused(
        await pin('staging', {
          service: '@betshell/header',
          url: release.url,
          integrity: 'sha384-AAAA',
        }),
        'INTEGRITY_MISMATCH',
      );
    });

    it('refuses a release whose file was changed after it was released', async () => {
      const release = await fixture.release({ name: '@betshell/header', version: '0.5.1' });
      await appendFile(join(release.dir, release.manifest.file), '// tampered\n');

      expectRefused(
        await pin('staging', { service: '@betshell/header', version: '0.5.1' }),
        'INTEGRITY_MISMATCH',
      );
    });

    it('refuses a shared library that would load twice', async () => {
      await fixture.release({ name: 'react/jsx-runtime', version: '19.2.0', package: 'react' });

      expectRefused(
        await pin('staging', { service: 'react/jsx-runtime', version: '19.2.0' }),
        'LOADED_TWICE',
      );
    });

    it('refuses a module whose shared library range the map does not meet', async () => {
      await fixture.release({
        name: '@betshell/header',
        version: '0.6.0',
        imports: { 'react/jsx-runtime': '^20.0.0' },
      });

      expectRefused(
        await pin('staging', { service: '@betshell/header', version: '0.6.0' }),
        'RANGE_NOT_MET',
      );
    });

    it('refuses a module that imports a shared library the map lacks', async () => {
      await fixture.release({
        name: '@betshell/header',
        version: '0.6.1',
        imports: { mobx: '^7.0.0' },
      });

      expectRefused(
        await pin('staging', { service: '@betshell/header', version: '0.6.1' }),
        'SHARED_LIBRARY_MISSING',
      );
    });

    it('refuses a release pinned under another name', async () => {
      const release = await fixture.release({ name: '@betshell/header', version: '0.6.2' });

      expectRefused(
        await pin('staging', { service: '@betshell/footer', url: release.url }),
        'WRONG_MODULE',
      );
    });

    it('refuses scopes, which would give modules their own copies', async () => {
      const response = await call('PATCH', '/import-map.json?env=staging', {
        imports: {},
        scopes: { '/releases/': { react: '/assets/react.js' } },
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'SCOPE_NOT_ALLOWED' } });
    });
  });

  describe('optimistic concurrency', () => {
    it('refuses a write made from an older version with 409, changing nothing', async () => {
      const current = await versionOf('staging');
      const response = await pin(
        'staging',
        { service: '@betshell/header', version: '0.2.0' },
        { 'if-match': `"${current - 1}"` },
      );

      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'IMPORT_MAP_CHANGED', details: { expected: current - 1, current } },
      });
      expect(await versionOf('staging')).toBe(current);
    });

    it('takes the write made from the current version', async () => {
      const current = await versionOf('staging');
      const response = await pin(
        'staging',
        { service: '@betshell/header', version: '0.2.0' },
        { 'if-match': `"${current}"` },
      );

      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(`"${current + 1}"`);
    });

    it('lets exactly one of two writers from the same version through', async () => {
      const current = await versionOf('staging');
      const [a, b] = await Promise.all([
        call('DELETE', '/services/@betshell/header?env=staging', undefined, {
          'if-match': `"${current}"`,
        }),
        call(
          'POST',
          '/import-map/rollback?env=staging',
          { steps: 1 },
          { 'if-match': `"${current}"` },
        ),
      ]);

      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect(await versionOf('staging')).toBe(current + 1);
    });

    it('applies two writers without If-Match one after the other', async () => {
      await fixture.release({ name: 'react', version: '19.3.1', development: true });
      const current = await versionOf('development');
      const [a, b] = await Promise.all([
        pin('development', { service: '@betshell/header', version: '0.2.0' }),
        pin('development', { service: 'react', version: '19.3.1' }),
      ]);

      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(await versionOf('development')).toBe(current + 2);
      const map = await mapOf('development');
      expect(map.imports['@betshell/header']).toMatch(/^\/releases\/header\/0\.2\.0-/);
      expect(map.imports.react).toMatch(/^\/releases\/react\/19\.3\.1-/);
    });

    it('refuses an If-Match that names no version', async () => {
      const response = await pin(
        'staging',
        { service: 'header', version: '0.2.0' },
        { 'if-match': 'yesterday' },
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_IF_MATCH' } });
    });
  });

  describe('unpinning, promoting and rolling back', () => {
    it('unpins a module back to the build, and answers 404 for one that is not pinned', async () => {
      await pin('staging', { service: 'header', version: '0.2.0' });

      const unpinned = await call('DELETE', '/services/%40betshell%2Fheader?env=staging');
      const again = await call('DELETE', '/services/@betshell/header?env=staging');

      expect(unpinned.statusCode).toBe(200);
      expect((await mapOf('staging')).imports['@betshell/header']).toBe(
        fixture.buildMap.imports['@betshell/header'],
      );
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ error: { code: 'NOT_PINNED' } });
      expect((await call('DELETE', '/services/%25?env=staging')).statusCode).toBe(404);
    });

    it("promotes staging to production: production gets exactly staging's pins", async () => {
      await pin('staging', { service: 'header', version: '0.2.1' });

      const response = await call('POST', '/import-map/promote?env=production', {
        from: 'staging',
        reason: 'release 0.2.1',
      });
      const diff = await call('GET', '/import-map/diff?a=staging&b=production');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        changes: [{ service: '@betshell/header', after: { version: '0.2.1' } }],
      });
      expect(diff.json()).toMatchObject({ changes: [] });
    });

    it('refuses to promote an environment to itself', async () => {
      const response = await call('POST', '/import-map/promote?env=staging', { from: 'staging' });

      expect(response.statusCode).toBe(400);
    });

    it('rolls back one step to the pins before the last change, as a new version', async () => {
      const before = await versionOf('production');
      const previous = await call(
        'GET',
        `/import-map/diff?a=production@v${before - 1}&b=production`,
      );

      const response = await call('POST', '/import-map/rollback?env=production', {
        reason: 'undo',
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(`"${before + 1}"`);
      expect(
        (await call('GET', `/import-map/diff?a=production@v${before - 1}&b=production`)).json(),
      ).toMatchObject({ changes: [] });
      expect(previous.json<{ changes: unknown[] }>().changes).not.toHaveLength(0);
    });

    it('rolls back to a named version, here the first: the build with nothing pinned', async () => {
      const response = await call('POST', '/import-map/rollback?env=production', {
        to: 1,
        reason: 'all back',
      });

      expect(response.statusCode).toBe(200);
      expect(await mapOf('production')).toEqual(fixture.buildMap);
    });

    it('refuses to roll back past the first entry', async () => {
      const version = await versionOf('production');
      const response = await call('POST', '/import-map/rollback?env=production', {
        steps: version,
        reason: 'x',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'ROLLBACK_PAST_FIRST_ENTRY', details: { version, target: 0 } },
      });
      expect(await versionOf('production')).toBe(version);
    });

    it('refuses a rollback to the current version or to one that is not earlier', async () => {
      const version = await versionOf('production');
      const response = await call('POST', '/import-map/rollback?env=production', {
        to: version,
        reason: 'x',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'ROLLBACK_NOT_BACK' } });
    });

    it('lists the history newest first, back to the first entry', async () => {
      const version = await versionOf('production');
      const response = await call('GET', '/import-map/history?env=production&limit=1000');
      const { entries } = response.json<{ entries: { version: number; action: string }[] }>();

      expect(entries.map((entry) => entry.version)).toEqual(
        Array.from({ length: version }, (_, index) => version - index),
      );
      expect(entries.at(-1)).toMatchObject({ version: 1, action: 'start' });
    });

    it('keeps the history append-only in the database itself', async () => {
      await expect(
        testApp.database.query(`update import_map_history set reason = 'rewritten'`),
      ).rejects.toThrow(/append-only/);
      await expect(testApp.database.query('delete from import_map_history')).rejects.toThrow(
        /append-only/,
      );
    });
  });

  describe('verifying and serving', () => {
    it('verifies a served map, and reports a pinned file changed on disk since', async () => {
      const release = await fixture.release({
        name: '@betshell/platform',
        version: '0.1.5',
        imports: { react: '^19.3.1' },
      });
      await pin('staging', { service: 'platform', version: '0.1.5' });
      expect((await call('GET', '/import-map/verify?env=staging')).json()).toMatchObject({
        problems: [],
      });

      await writeFile(join(release.dir, release.manifest.file), 'alert("not ours")\n');
      const response = await call('GET', '/import-map/verify?env=staging');

      expect(response.json()).toMatchObject({
        problems: [{ code: 'INTEGRITY_MISMATCH', service: '@betshell/platform' }],
      });
    });

    it('still takes a change that adds no problem to a map that has one, and names the one there', async () => {
      const response = await pin('staging', { service: 'header', version: '0.2.1' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        problems: [{ code: 'INTEGRITY_MISMATCH', service: '@betshell/platform' }],
      });
    });

    it("serves the environment of the server at /importmap.json, no-cache, with a stable ETag and our modules' depcache", async () => {
      const response = await testApp.app.inject('/importmap.json');
      const again = await testApp.app.inject({
        url: '/importmap.json',
        headers: { 'if-none-match': response.headers.etag as string },
      });
      const map = await mapOf('production');

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      // The header imports the platform: SystemJS fetches the platform beside the header.
      expect(response.json()).toEqual({
        ...map,
        depcache: { [map.imports['@betshell/header'] as string]: ['@betshell/platform'] },
      });
      expect(again.statusCode).toBe(304);
    });

    it('serves release files for a year, as immutable', async () => {
      const release = await fixture.release({ name: '@betshell/header', version: '0.7.0' });
      const response = await testApp.app.inject(release.url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    });
  });
});
