import { rollup } from 'rollup';
import { contentHash } from '../../server/src/import-maps/content-digests';
import type { ModuleFacts } from '../../server/src/import-maps/module-facts';
import { releaseStem } from '../../server/src/import-maps/release-manifest';
import { systemRegisterSource } from '../build/build-shared-library';
import { ownModuleFacts, ownVersionsOf, sharedLibraryFacts } from '../build/module-facts-of';
import { planDomain } from '../build/domain-plan';
import {
  EMPTY_DOMAIN_PLAN,
  ownModuleOutputOptions,
  ownModuleRollupOptions,
} from '../build/own-module-rollup-options';
import { ownModules } from '../build/own-modules';
import type { ReleaseTarget } from './release-target';

/** One file of a release before it is written: its name, code and source map. */
export interface ReleaseFileContent {
  readonly file: string;
  readonly code: string;
  readonly sourceMap?: string;
}

/** A module built for release: its files (a shared library has both variants) and facts. */
export interface BuiltRelease {
  readonly main: ReleaseFileContent;
  readonly development?: ReleaseFileContent;
  /** Hash of the code (of both variants for a shared library): names the release with its version. */
  readonly hash: string;
  readonly facts: ModuleFacts;
}

/**
 * Builds a module exactly as `npm run build` does (the same Rollup options, the same shared
 * library entries), so a release of unchanged code has the hash the site's build gives it.
 */
export async function buildRelease(target: ReleaseTarget): Promise<BuiltRelease> {
  if (target.kind === 'shared') {
    const { library } = target;
    const stem = releaseStem(library.name);
    const production = await systemRegisterSource(library, 'production');
    const development = await systemRegisterSource(library, 'development');
    const hash = contentHash(`${production.code}\u0000${development.code}`);
    return {
      main: { file: `${stem}.production.js`, code: production.code },
      development: { file: `${stem}.development.js`, code: development.code },
      hash,
      facts: sharedLibraryFacts(library, 'production', hash, production.imports),
    };
  }
  const { module } = target;
  const ownVersions = ownVersionsOf(ownModules());
  ownVersions.set(module.name, module.contract?.version ?? module.version);
  const ownNames = new Set(ownVersions.keys());
  // An entry of the domain holds the files it holds in the site build, no more, no fewer.
  const plan = module.contract === undefined ? EMPTY_DOMAIN_PLAN : await planDomain(ownNames);
  const bundle = await rollup(ownModuleRollupOptions(module, ownNames, plan));
  const { output } = await bundle.generate(ownModuleOutputOptions(true));
  await bundle.close();
  const [chunk] = output;
  const hash = contentHash(chunk.code);
  return {
    main: {
      file: `${releaseStem(module.name)}.js`,
      code: chunk.code,
      sourceMap: chunk.map?.toString(),
    },
    hash,
    facts: ownModuleFacts(module, hash, chunk.imports, ownVersions),
  };
}
