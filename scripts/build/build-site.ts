// `npm run build`: the whole browser side into dist/site, and the production import map into
// importmap.json. Both variants (production and development) of every shared library are built;
// our own modules are built once, minified with source maps. The maps are verified as the server
// verifies a release (integrity, shared libraries once, ranges met) before they are written, with
// the facts of every file in dist/site/build-manifest.json.
import { readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ANONYMOUS_PLAYER,
  DEFAULT_SITE_CONFIG,
  SITE_ROUTE_TABLE,
  availableLanguages,
  resolveNavigation,
  settledPageOf,
} from '@betshell/domain';
import type { BuiltModule } from './built-module';
import { buildManifestOf, verifyBuiltMap, writeBuildManifest } from './build-manifest';
import { buildOwnModule, type OwnModuleBuild } from './build-own-module';
import { planDomain } from './domain-plan';
import { importMapDigest, isBuildStampCurrent, type BuildStamp } from './build-stamp';
import { buildSharedLibrary } from './build-shared-library';
import { importMapOf, modulesNeededBy, writeImportMap } from './import-map';
import { cookieBannerStyles } from '../../shell-parcels/cookie-banner/src/cookie-banner-styles';
import { sportsbookStyles } from '../../shell-parcels/sportsbook/src/sportsbook-styles';
import { designTokensCss } from '../../root-config/src/ui/design-tokens';
import {
  SHELL_LAYOUT,
  applicationName,
  applicationsActiveFor,
  applicationsIn,
  unbuiltRouteNames,
  type LayoutPlace,
} from '../../root-config/src/layout/shell-layout';
import { UNBUILT_ROUTES_FILE } from '../../server/src/static-site/unbuilt-routes';
import { renderIndexHtml } from './index-html';
import { ownVersionsOf } from './module-facts-of';
import { filesInSeveralModules, missingBindings } from './own-module-checks';
import { ownModules } from './own-modules';
import {
  DEVELOPMENT_IMPORT_MAP,
  NODE_MODULES,
  PRODUCTION_IMPORT_MAP,
  REPOSITORY_ROOT,
  SITE_DIR,
} from './repository-paths';
import { SHARED_LIBRARIES, type BuildVariant } from './shared-libraries';
import { sourceFingerprint } from './source-fingerprint';
import { writeHashedAsset, type WrittenAsset } from './write-asset';
import { writeTouchIcons } from './touch-icons';

const STAMP = join(SITE_DIR, 'build-stamp.json');

/** Hosts where production honours import-map-overrides; a deployment sets its own. */
export function overrideHosts(): string[] {
  return (process.env.IMPORT_MAP_OVERRIDE_HOSTS ?? 'localhost,127.0.0.1')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '');
}

function buildSettings(): Record<string, string> {
  return { overrideHosts: overrideHosts().join(',') };
}

/**
 * The applications of the first page most visitors see: the home page, decided by the same guard
 * pipeline the browser runs, for an anonymous visitor under the default configuration.
 */
function firstPageApplications(): string[] {
  const config = DEFAULT_SITE_CONFIG;
  const page = settledPageOf(
    resolveNavigation(
      { pathname: '/ru/', search: '' },
      {
        availableLanguages: availableLanguages({
          allowed: config.languages,
          hidden: config.hiddenLanguages,
          isAuthorised: false,
          hasUaCookie: false,
        }),
        languagePreferences: { browser: [] },
        config,
        maintenanceCookie: undefined,
        blockingReason: null,
        player: ANONYMOUS_PLAYER,
        environment: 'production',
        fromInsideApp: false,
        touchDesktopTablet: false,
      },
      SITE_ROUTE_TABLE,
    ),
  );
  if (page === null) throw new Error('the home page redirects under the default configuration');
  // JSON views are fetched, not imported: only parcels have modules to preload. What the layout
  // puts after the first paint is no hint either: it would compete with what the paint needs.
  return applicationsActiveFor(page).flatMap(({ source, afterFirstPaint }) =>
    source.kind === 'parcel' && !afterFirstPaint ? [source.module] : [],
  );
}

/**
 * The slots of index.html, each application's in its place of the layout. In the main area only
 * the pages parcel's, the one that renders every page no area app renders: an area app's slot is
 * made at the end of the main area when it first mounts (slotOf,
 * root-config/src/platform/remote-views/create-remote-views.ts), so the first load carries no
 * empty element per area and an area of its own needs no slot.
 */
function pageSlots(): Record<LayoutPlace, readonly string[]> {
  return {
    header: applicationsIn('header'),
    main: SHELL_LAYOUT.filter(({ place, pages }) => place === 'main' && 'unclaimed' in pages).map(
      ({ source }) => applicationName(source),
    ),
    beside: applicationsIn('beside'),
    'section-menu': applicationsIn('section-menu'),
    'seo-text': applicationsIn('seo-text'),
    footer: applicationsIn('footer'),
    floating: applicationsIn('floating'),
  };
}

export interface SiteBuild {
  readonly production: readonly BuiltModule[];
  readonly development: readonly BuiltModule[];
  readonly milliseconds: number;
}

async function copyAsset(relativeToNodeModules: string, stem: string): Promise<WrittenAsset> {
  const code = await readFile(join(NODE_MODULES, relativeToNodeModules), 'utf8');
  return writeHashedAsset(
    SITE_DIR,
    'lib',
    stem,
    'js',
    code.replace(/\n?\/\/# sourceMappingURL=.*\s*$/, '\n'),
  );
}

async function buildVariant(variant: BuildVariant, own: readonly BuiltModule[]) {
  const shared: BuiltModule[] = [];
  for (const library of SHARED_LIBRARIES) {
    shared.push(await buildSharedLibrary(SITE_DIR, library, variant));
  }
  return [...shared, ...own];
}

/**
 * Our modules, each file of domain/src in the one entry that holds it (domain-plan.ts), then
 * checked: no file of the repository in two modules, no binding imported that is not exported.
 */
async function buildOwnModules(): Promise<OwnModuleBuild[]> {
  const modules = ownModules();
  const ownVersions = ownVersionsOf(modules);
  const plan = await planDomain(new Set(ownVersions.keys()));
  const builds: OwnModuleBuild[] = [];
  for (const module of modules)
    builds.push(await buildOwnModule(SITE_DIR, module, ownVersions, plan));
  const problems = [
    ...filesInSeveralModules(
      builds.map(({ built, sources }) => ({ name: built.name, sources })),
    ).map(({ file, modules: holders }) => `${file} is in ${holders.join(' and ')}`),
    ...missingBindings(builds.map(({ built, ...build }) => ({ name: built.name, ...build }))),
  ];
  if (problems.length > 0) {
    throw new Error(
      `each file of ours belongs to one module of the import map:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  return builds;
}

export async function buildSite(): Promise<SiteBuild> {
  const started = Date.now();
  await rm(SITE_DIR, { recursive: true, force: true });
  await mkdir(SITE_DIR, { recursive: true });

  const own = (await buildOwnModules()).map((build) => build.built);

  const production = await buildVariant('production', own);
  const development = await buildVariant('development', own);

  // The design tokens first: the shell's styles and every parcel's name their colours. The cookie
  // banner's styles too: the server writes a new visitor's banner into the page, to paint with the
  // HTML (server/src/chrome/first-paint-chrome.ts), before the parcel brings its own. So are the
  // sportsbook's: the server paints the home page's first screen of odds into it
  // (server/src/chrome/sportsbook-first-screen.ts), and the parcel arrives after the first paint.
  const criticalCss = `${designTokensCss}${await readFile(join(REPOSITORY_ROOT, 'root-config/src/shell.css'), 'utf8')}${cookieBannerStyles}${sportsbookStyles}`;
  const loaders = {
    production: {
      systemJs: await copyAsset('systemjs/dist/s.min.js', 'systemjs-s.production'),
      importMapOverrides: await copyAsset(
        'import-map-overrides/dist/import-map-overrides-api.js',
        'import-map-overrides-api',
      ),
    },
    development: {
      systemJs: await copyAsset('systemjs/dist/s.js', 'systemjs-s.development'),
      importMapOverrides: await copyAsset(
        'import-map-overrides/dist/import-map-overrides.js',
        'import-map-overrides-ui',
      ),
    },
  };

  const touchIcons = await writeTouchIcons(SITE_DIR);
  const firstPage = ['@betshell/root-config', ...firstPageApplications()];
  for (const [mode, built] of [
    ['production', production],
    ['development', development],
  ] as const) {
    await writeFile(
      join(SITE_DIR, `index.${mode}.html`),
      renderIndexHtml({
        mode,
        criticalCss,
        siteName: DEFAULT_SITE_CONFIG.siteName,
        slots: pageSlots(),
        ...loaders[mode],
        preload: modulesNeededBy(firstPage, built),
        overrideHosts: overrideHosts(),
        touchIcons,
      }),
    );
  }
  // The routes no application renders yet, for the server's 404 and sitemap (unbuilt-routes.ts).
  await writeFile(join(SITE_DIR, UNBUILT_ROUTES_FILE), `${JSON.stringify(unbuiltRouteNames())}\n`);
  const manifest = buildManifestOf([...production, ...development], new Date(started));
  const maps = [
    [PRODUCTION_IMPORT_MAP, importMapOf(production)],
    [DEVELOPMENT_IMPORT_MAP, importMapOf(development)],
  ] as const;
  for (const [file, map] of maps) {
    const problems = await verifyBuiltMap(SITE_DIR, map, manifest);
    if (problems.length > 0) {
      throw new Error(
        `the build's map for ${file} fails verification:\n${problems.map((p) => `  ${p.service}: ${p.message}`).join('\n')}`,
      );
    }
  }
  await writeBuildManifest(SITE_DIR, manifest);
  for (const [file, map] of maps) await writeImportMap(file, map);
  const stamp: BuildStamp = {
    fingerprint: sourceFingerprint(buildSettings()),
    importMap: importMapDigest(await readFile(PRODUCTION_IMPORT_MAP, 'utf8')),
  };
  await writeFile(STAMP, JSON.stringify(stamp));
  return { production, development, milliseconds: Date.now() - started };
}

/**
 * True when dist/site was built from exactly the current sources and settings, and importmap.json
 * is still the map that build wrote.
 */
export async function isSiteBuildCurrent(): Promise<boolean> {
  try {
    const stamp = JSON.parse(await readFile(STAMP, 'utf8')) as BuildStamp;
    const importMap = await readFile(PRODUCTION_IMPORT_MAP, 'utf8').catch(() => null);
    return isBuildStampCurrent(stamp, sourceFingerprint(buildSettings()), importMap);
  } catch {
    return false;
  }
}

/**
 * `npm run build`: always builds; `npm run build -- --if-changed` builds only when dist/site is not
 * the build of the current sources and settings (the stamp npm start also reads), as the browser
 * tests run it: their site is then the production build of exactly these sources.
 */
async function buildFromCommandLine(args: readonly string[]): Promise<string> {
  if (args.includes('--if-changed') && (await isSiteBuildCurrent())) {
    return 'the site build (dist/site) is up to date with its sources';
  }
  const build = await buildSite();
  return `built ${build.production.length} modules (and their development variants) into dist/site in ${(build.milliseconds / 1000).toFixed(1)} s`;
}

if (require.main === module) {
  buildFromCommandLine(process.argv.slice(2)).then(
    (said) => console.log(said),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
