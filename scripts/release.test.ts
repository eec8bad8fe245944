import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { integrityOf } from '../server/src/import-maps/content-digests';
import type { ReleaseManifest } from '../server/src/import-maps/release-manifest';
import { REPOSITORY_ROOT } from './build/repository-paths';
import { main, type ReleaseIo } from './release';

/** Building a module with Rollup takes a few seconds on a busy machine. */
const BUILD_TIMEOUT_MS = 60_000;

describe('npm run release', () => {
  let dir: string;
  let releasesDir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'betshell-release-'));
    releasesDir = join(dir, 'releases');
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function release(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const io: ReleaseIo = {
      env: {},
      now: () => new Date('2026-11-22T10:00:00Z'),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    };
    const code = await main([...args, '--out', releasesDir], io);
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const releasesOf = async (stem: string) => (await readdir(join(releasesDir, stem))).sort();
  const manifestOf = async (stem: string, folder: string) =>
    JSON.parse(
      await readFile(join(releasesDir, stem, folder, 'manifest.json'), 'utf8'),
    ) as ReleaseManifest;

  it(
    'builds a parcel at its package version into <version>-<hash>/ with integrity and a manifest',
    async () => {
      const run = await release('header');

      expect(run).toMatchObject({ code: 0, err: '' });
      const [folder = ''] = await releasesOf('header');
      expect(folder).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
      const manifest = await manifestOf('header', folder);
      const code = await readFile(join(releasesDir, 'header', folder, 'header.js'));
      expect(manifest).toMatchObject({
        name: '@betshell/header',
        version: '0.1.0',
        hash: folder.slice('0.1.0-'.length),
        file: 'header.js',
        integrity: integrityOf(code),
        bytes: code.length,
        package: '@betshell/header',
        builtAt: '2026-11-22T10:00:00.000Z',
        source: 'shell-parcels/header',
      });
      expect(manifest.sharedLibraries['react/jsx-runtime']).toEqual({
        range: '^19.3.1',
        builtWith: '19.3.1',
      });
      expect(manifest.sharedLibraries['@betshell/platform']).toMatchObject({ range: '^0.1.0' });
      expect(manifest.commit).toMatch(/^[0-9a-f]{40}$|^null$/);
      expect((await readdir(join(releasesDir, 'header', folder))).sort()).toEqual([
        'header.js',
        'header.js.br',
        'header.js.gz',
        'header.js.map',
        'manifest.json',
      ]);
      expect(run.out).toContain('npm run importmap -- pin @betshell/header@0.1.0 --env staging');
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'writes nothing when the same version is released again with the same content',
    async () => {
      const before = await releasesOf('header');

      const run = await release('@betshell/header', '0.1.0');

      expect(run.code).toBe(0);
      expect(run.out).toContain('is already released with this content');
      expect(await releasesOf('header')).toEqual(before);
    },
    BUILD_TIMEOUT_MS,
  );

  describe('a changed copy of the parcel', () => {
    let copy: string;

    beforeAll(async () => {
      copy = join(dir, 'header-copy');
      await cp(join(REPOSITORY_ROOT, 'shell-parcels', 'header'), copy, { recursive: true });
      const file = join(copy, 'src', 'header.tsx');
      const source = await readFile(file, 'utf8');
      await writeFile(
        file,
        source.replace(
          '<header className="bs-header">',
          '<header className="bs-header" data-release="copy">',
        ),
      );
    });

    it(
      'is refused under a version already released with other content',
      async () => {
        const before = await releasesOf('header');

        const run = await release('header', '0.1.0', '--from', copy);

        expect(run.code).toBe(1);
        expect(run.err).toMatch(
          /@betshell\/header 0\.1\.0 is already released as header\/0\.1\.0-[0-9a-f]{10} with other content/,
        );
        expect(await releasesOf('header')).toEqual(before);
      },
      BUILD_TIMEOUT_MS,
    );

    it(
      'is released under a new version, marked as built outside the repository',
      async () => {
        const run = await release('header', '0.2.0-rc.1', '--from', copy);

        expect(run.code).toBe(0);
        const folder = (await releasesOf('header')).find((name) => name.startsWith('0.2.0-rc.1-'));
        const manifest = await manifestOf('header', folder ?? '');
        expect(manifest).toMatchObject({ version: '0.2.0-rc.1', dirty: true, source: copy });
        expect(
          await readFile(join(releasesDir, 'header', folder ?? '', 'header.js'), 'utf8'),
        ).toContain('data-release');
      },
      BUILD_TIMEOUT_MS,
    );

    it('is refused when the folder holds another module than the one named', async () => {
      const run = await release('pages', '0.3.0', '--from', copy);

      expect(run).toMatchObject({
        code: 1,
        err: `release: ${copy} holds @betshell/header, not pages`,
      });
    });
  });

  it(
    'releases a shared library at its package version, in its production and development builds',
    async () => {
      const run = await release('react/jsx-runtime');

      expect(run.code).toBe(0);
      const [folder = ''] = await releasesOf('react-jsx-runtime');
      expect(folder).toMatch(/^19\.3\.1-[0-9a-f]{10}$/);
      expect(await manifestOf('react-jsx-runtime', folder)).toMatchObject({
        name: 'react/jsx-runtime',
        version: '19.3.1',
        package: 'react',
        file: 'react-jsx-runtime.production.js',
        development: { file: 'react-jsx-runtime.development.js' },
        source: 'node_modules',
      });
    },
    BUILD_TIMEOUT_MS,
  );

  it.each([
    [['react/jsx-runtime', '20.0.0'], 'react/jsx-runtime is 19.3.1 in node_modules'],
    [['shared', '1.0.0'], "shared libraries are released at their packages' versions"],
    [['header', 'next'], '"next" is not a semantic version'],
    [
      ['no-such-parcel'],
      'no-such-parcel is none of ours nor a shared library; releasable: domain, domain-auth, domain-accounts,',
    ],
  ])('refuses %j', async (args, message) => {
    const run = await release(...args);

    expect(run.code).toBe(1);
    expect(run.err).toContain(message);
  });
});
