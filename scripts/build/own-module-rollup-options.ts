import nodeResolve from '@rollup/plugin-node-resolve';
import { dirname, relative, resolve, sep } from 'node:path';
import type { InputOptions, OutputOptions, Plugin } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { REPOSITORY_ROOT } from './repository-paths';
import { SHARED_LIBRARIES, SHARED_LIBRARY_NAMES } from './shared-libraries';
import { swcMinify } from './swc-minify';
import type { OwnModule } from './own-modules';

const sharedPackages = new Set(SHARED_LIBRARIES.map((library) => library.packageName));

/**
 * Refuses to bundle any file of a shared library's package into one of our modules: importing
 * `rxjs/operators` or `react-dom/server` would put a second copy on the page beside the shared one.
 */
function noPrivateCopies(moduleName: string): Plugin {
  return {
    name: 'no-private-copies-of-shared-libraries',
    load(id) {
      const inNodeModules = id.split(`${sep}node_modules${sep}`)[1];
      if (inNodeModules === undefined) return null;
      const parts = inNodeModules.split(sep);
      const pkg = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
      if (pkg !== undefined && sharedPackages.has(pkg)) {
        this.error(
          `${moduleName} would bundle ${id}: import ${pkg} by a shared name (${[...SHARED_LIBRARY_NAMES].join(', ')})`,
        );
      }
      return null;
    },
  };
}

/** Rollup options for one of our modules; shared libraries and our other modules stay imports. */
export function ownModuleRollupOptions(
  module: OwnModule,
  allOwnNames: ReadonlySet<string>,
): InputOptions {
  return {
    input: module.entry,
    external: (id) => SHARED_LIBRARY_NAMES.has(id) || (allOwnNames.has(id) && id !== module.name),
    plugins: [
      noPrivateCopies(module.name),
      nodeResolve({
        browser: true,
        extensions: ['.ts', '.tsx', '.mjs', '.js'],
        // A parcel released from a copy outside the repository (`npm run release -- --from`)
        // still finds our packages, so the entries of @betshell/domain it bundles resolve there
        // as they do in the site build instead of becoming imports the map lacks.
        modulePaths: [`${REPOSITORY_ROOT}/node_modules`],
      }),
      esbuild({
        target: 'es2020',
        jsx: 'automatic',
        tsconfig: `${REPOSITORY_ROOT}/tsconfig.json`,
      }),
    ],
  };
}

export function ownModuleOutputOptions(minified: boolean): OutputOptions {
  return {
    format: 'system',
    exports: 'named',
    sourcemap: true,
    // Source maps name files by their place in the repository, not by the build machine's paths.
    sourcemapPathTransform: (source, mapPath) =>
      `betshell:///${relative(REPOSITORY_ROOT, resolve(dirname(mapPath), source))
        .split(sep)
        .join('/')}`,
    plugins: minified ? [swcMinify()] : [],
  };
}
