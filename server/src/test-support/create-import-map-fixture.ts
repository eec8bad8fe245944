import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { contentHash, integrityOf } from '../import-maps/content-digests';
import type { ImportMap } from '../import-maps/import-map';
import {
  BUILD_MANIFEST_FILE,
  type BuildManifest,
  type ModuleFacts,
  type SharedLibraryRequirement,
} from '../import-maps/module-facts';
import {
  RELEASE_MANIFEST_FILE,
  releaseDirectoryName,
  releaseStem,
  type ReleaseManifest,
} from '../import-maps/release-manifest';
import type { StaticSiteOptions } from '../static-site/static-site-plugin';

/** A module of the fixture's build: name, version, and what it imports with which range. */
interface FixtureModule {
  readonly name: string;
  readonly version: string;
  readonly package?: string;
  readonly imports?: Readonly<Record<string, string>>;
}

/**
 * The fixture's build: react and react/jsx-runtime 19.3.1 (one package, in production and development
 * builds), the platform (needs react ^19.3.1) and the header (needs react/jsx-runtime ^19.3.1 and
 * the platform ^0.1.0).
 */
const BUILD: readonly FixtureModule[] = [
  { name: 'react', version: '19.3.1' },
  { name: 'react/jsx-runtime', version: '19.3.1', package: 'react' },
  { name: '@betshell/platform', version: '0.1.0', imports: { react: '^19.3.1' } },
  {
    name: '@betshell/header',
    version: '0.1.0',
    imports: { 'react/jsx-runtime': '^19.3.1', '@betshell/platform': '^0.1.0' },
  },
];

export interface ReleaseSpec extends FixtureModule {
  /** Code of its file; a System.register module naming it when absent. */
  readonly code?: string;
  /** Also a development file (a shared library's). */
  readonly development?: boolean;
}

export interface ImportMapFixture {
  readonly site: StaticSiteOptions;
  readonly root: string;
  readonly releasesDir: string;
  /** The build's production map (importmap.json); development has its own shared libraries. */
  readonly buildMap: ImportMap;
  /** Writes a release as `npm run release` would; answers its manifest and the URL of its file. */
  release(spec: ReleaseSpec): Promise<{ manifest: ReleaseManifest; url: string; dir: string }>;
  remove(): Promise<void>;
}

const VARIANTS = ['production', 'development'] as const;

const requirementsOf = (imports: Readonly<Record<string, string>> = {}) =>
  Object.fromEntries(
    Object.entries(imports).map(([name, range]): [string, SharedLibraryRequirement] => [
      name,
      { range, builtWith: range.replace(/^\^/, '') },
    ]),
  );

const codeOf = (module: FixtureModule, extra = '') =>
  `System.register([], function () { return { execute: function () { /* ${module.name} ${module.version}${extra} */ } }; });\n`;

async function writeIn(path: string, content: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

/** A built site (dist/site with build-manifest.json, importmap.json) and an empty releases folder. */
export async function createImportMapFixture(): Promise<ImportMapFixture> {
  const root = await mkdtemp(join(tmpdir(), 'betshell-import-maps-'));
  const siteDir = join(root, 'dist', 'site');
  const releasesDir = join(root, 'dist', 'releases');
  const manifest: { -readonly [K in keyof BuildManifest]: BuildManifest[K] } = {
    builtAt: '2026-11-22T08:00:00.000Z',
    commit: null,
    modules: [],
  };
  type MutableMap = { imports: Record<string, string>; integrity: Record<string, string> };
  const maps: Record<(typeof VARIANTS)[number], MutableMap> = {
    production: { imports: {}, integrity: {} },
    development: { imports: {}, integrity: {} },
  };
  for (const module of BUILD) {
    // The shared libraries come in a production and a development build, as npm run build makes them.
    const variants =
      module.package !== undefined || module.name === 'react' ? VARIANTS : [undefined];
    for (const variant of variants) {
      const code = codeOf(module, variant === undefined ? '' : ` ${variant}`);
      const hash = contentHash(code);
      const url = `/assets/${releaseStem(module.name)}@${module.version}${variant === undefined ? '' : `.${variant}`}.${hash}.js`;
      await writeIn(join(siteDir, url), code);
      const facts: ModuleFacts = {
        name: module.name,
        version: module.version,
        package: module.package ?? module.name,
        hash,
        sharedLibraries: requirementsOf(module.imports),
        ...(variant === undefined ? {} : { variant }),
      };
      manifest.modules = [...manifest.modules, { url, integrity: integrityOf(code), ...facts }];
      for (const mapVariant of variant === undefined ? VARIANTS : [variant]) {
        const map = maps[mapVariant];
        map.imports[module.name] = url;
        map.integrity[url] = integrityOf(code);
      }
    }
  }
  const buildMap: ImportMap = maps.production;
  const productionImportMap = join(root, 'importmap.json');
  await writeIn(productionImportMap, JSON.stringify(buildMap, null, 2));
  await writeIn(
    join(siteDir, 'importmap.development.json'),
    JSON.stringify(maps.development, null, 2),
  );
  await writeIn(join(siteDir, BUILD_MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  await writeIn(join(siteDir, 'index.production.html'), '<!doctype html><title>betshell</title>\n');
  await mkdir(releasesDir, { recursive: true });

  return {
    root,
    releasesDir,
    buildMap,
    site: { siteDir, productionImportMap, mode: 'production', releasesDir },
    async release(spec) {
      const stem = releaseStem(spec.name);
      const code = spec.code ?? codeOf(spec, ' released');
      const devCode = codeOf(spec, ' development');
      const hash = contentHash(spec.development === true ? `${code}\u0000${devCode}` : code);
      const folder = releaseDirectoryName(spec.version, hash);
      const dir = join(releasesDir, stem, folder);
      const file = spec.development === true ? `${stem}.production.js` : `${stem}.js`;
      await writeIn(join(dir, file), code);
      const released: ReleaseManifest = {
        name: spec.name,
        version: spec.version,
        hash,
        file,
        integrity: integrityOf(code),
        bytes: Buffer.byteLength(code),
        package: spec.package ?? spec.name,
        sharedLibraries: requirementsOf(spec.imports),
        builtAt: '2026-11-22T09:00:00.000Z',
        commit: null,
        dirty: false,
        source: 'fixture',
      };
      if (spec.development === true) {
        await writeIn(join(dir, `${stem}.development.js`), devCode);
        released.development = {
          file: `${stem}.development.js`,
          integrity: integrityOf(devCode),
          bytes: Buffer.byteLength(devCode),
        };
      }
      await writeIn(join(dir, RELEASE_MANIFEST_FILE), JSON.stringify(released, null, 2));
      return { manifest: released, url: `/releases/${stem}/${folder}/${file}`, dir };
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}
