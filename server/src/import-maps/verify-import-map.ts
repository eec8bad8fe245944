import { satisfies } from 'semver';
import { matchesIntegrity } from './content-digests';
import type { ImportMap } from './import-map';
import type { ModuleFacts } from './module-facts';
import type { ModuleFactsSource } from './module-facts-source';
import type { ModuleFiles } from './module-files';
import { judgeModuleUrl, type ModuleUrlPolicy } from './module-url-policy';

/** Why a map must not be served; a list, so that the API's answer schema names each. */
export const IMPORT_MAP_PROBLEM_CODES = [
  'BAD_URL',
  'URL_NOT_ALLOWED',
  'NOT_REACHABLE',
  'INTEGRITY_MISSING',
  'INTEGRITY_MISMATCH',
  'UNKNOWN_MODULE',
  'WRONG_MODULE',
  'LOADED_TWICE',
  'SCOPE_NOT_ALLOWED',
  'SHARED_LIBRARY_MISSING',
  'RANGE_NOT_MET',
  'CONTRACT_NOT_MET',
] as const;

export type ImportMapProblemCode = (typeof IMPORT_MAP_PROBLEM_CODES)[number];

/** One reason the map must not be served, about one of its modules. */
export interface ImportMapProblem {
  readonly code: ImportMapProblemCode;
  /** The import-map name it is about. */
  readonly service: string;
  readonly message: string;
}

export interface VerifyImportMapInput {
  readonly map: ImportMap;
  readonly files: ModuleFiles;
  readonly facts: ModuleFactsSource;
  readonly policy: ModuleUrlPolicy;
}

/**
 * Everything that would break the page if the browser loaded this map: a URL outside the allowlist
 * or not answering, a file whose bytes are not its integrity (SystemJS would refuse it), a module
 * that is not a file of this build or a release, a shared library that would load twice, and a
 * shared library whose version is outside the range a module was built against.
 */
export async function verifyImportMap(input: VerifyImportMapInput): Promise<ImportMapProblem[]> {
  const { map } = input;
  const problems: ImportMapProblem[] = [];
  const facts = new Map<string, ModuleFacts>();

  await Promise.all(
    Object.entries(map.imports).map(async ([service, url]) => {
      const found = await checkModule(input, service, url, problems);
      if (found !== undefined) facts.set(service, found);
    }),
  );
  problems.push(...scopeProblems(map), ...loadedTwice(facts), ...unmetRanges(map, facts));
  return problems.sort(
    (a, b) => a.service.localeCompare(b.service) || a.code.localeCompare(b.code),
  );
}

async function checkModule(
  { map, files, facts, policy }: VerifyImportMapInput,
  service: string,
  url: string,
  problems: ImportMapProblem[],
): Promise<ModuleFacts | undefined> {
  const problem = (code: ImportMapProblemCode, message: string) =>
    problems.push({ code, service, message });
  const verdict = judgeModuleUrl(url, policy);
  if (!verdict.allowed) {
    problem(verdict.code, verdict.reason);
    return undefined;
  }
  const integrity = map.integrity[url];
  const file = await files.read(url);
  if (!file.ok) {
    problem('NOT_REACHABLE', file.reason);
  } else if (integrity === undefined) {
    problem(
      'INTEGRITY_MISSING',
      `${url} has no integrity: the browser would run any bytes served there`,
    );
  } else {
    const matches = matchesIntegrity(file.bytes, integrity);
    if (matches === null) {
      problem('INTEGRITY_MISSING', `${url} has no sha256, sha384 or sha512 integrity`);
    } else if (!matches) {
      problem(
        'INTEGRITY_MISMATCH',
        `${url} does not match its integrity: the browser would refuse it`,
      );
    }
  }
  const lookup = await facts.factsOf(url);
  if (!lookup.found) {
    problem('UNKNOWN_MODULE', lookup.reason);
    return undefined;
  }
  if (lookup.facts.name !== service) {
    problem(
      'WRONG_MODULE',
      `${url} is ${lookup.facts.name} ${lookup.facts.version}, not ${service}`,
    );
    return undefined;
  }
  return lookup.facts;
}

/** A scope gives the modules under a path their own copy of a name: every name exists once here. */
function scopeProblems(map: ImportMap): ImportMapProblem[] {
  return Object.entries(map.scopes ?? {}).flatMap(([scope, imports]) =>
    Object.keys(imports).map((service) =>
      Object.hasOwn(map.imports, service)
        ? {
            code: 'LOADED_TWICE' as const,
            service,
            message: `the scope ${scope} would load a second ${service} beside the map's`,
          }
        : {
            code: 'SCOPE_NOT_ALLOWED' as const,
            service,
            message: `the scope ${scope} maps ${service}: this site's import maps have no scopes`,
          },
    ),
  );
}

const describe = (facts: ModuleFacts) =>
  `${facts.version}${facts.variant === undefined ? '' : ` (${facts.variant})`}`;

/**
 * The entry points of one package (react and react/jsx-runtime; react-dom and react-dom/client)
 * share its internals: in two versions or builds, the package's code runs twice, with two states.
 */
function loadedTwice(facts: ReadonlyMap<string, ModuleFacts>): ImportMapProblem[] {
  const byPackage = new Map<string, [string, ModuleFacts][]>();
  for (const entry of facts) {
    const group = byPackage.get(entry[1].package) ?? [];
    group.push(entry);
    byPackage.set(entry[1].package, group);
  }
  const problems: ImportMapProblem[] = [];
  for (const [name, group] of byPackage) {
    const builds = new Set(group.map(([, module]) => describe(module)));
    if (builds.size < 2) continue;
    const listing = group.map(([service, module]) => `${service} ${describe(module)}`).join(', ');
    for (const [service] of group) {
      problems.push({
        code: 'LOADED_TWICE',
        service,
        message: `${name} would load twice, in ${[...builds].join(' and ')}: ${listing}`,
      });
    }
  }
  return problems;
}

function unmetRanges(map: ImportMap, facts: ReadonlyMap<string, ModuleFacts>): ImportMapProblem[] {
  const problems: ImportMapProblem[] = [];
  for (const [service, module] of facts) {
    for (const [library, { range }] of Object.entries(module.sharedLibraries)) {
      if (!Object.hasOwn(map.imports, library)) {
        problems.push({
          code: 'SHARED_LIBRARY_MISSING',
          service,
          message: `${service} ${module.version} imports ${library}, which the map lacks`,
        });
        continue;
      }
      const provided = facts.get(library);
      // A library whose facts are unknown has its own UNKNOWN_MODULE problem already.
      if (provided === undefined) continue;
      const { contract } = provided;
      if (contract !== undefined) {
        // A shared module of ours is met by the contract it implements, whatever its version.
        if (!satisfies(contract.version, range, { includePrerelease: true })) {
          problems.push({
            code: 'CONTRACT_NOT_MET',
            service,
            message: `${service} ${module.version} was built against ${contract.shares} (${library}) contract ${range}; the map's ${library} ${provided.version} implements contract ${contract.version}`,
          });
        }
        continue;
      }
      if (!satisfies(provided.version, range, { includePrerelease: true })) {
        problems.push({
          code: 'RANGE_NOT_MET',
          service,
          message: `${service} ${module.version} was built against ${library} ${range}; the map has ${provided.version}`,
        });
      }
    }
  }
  return problems;
}
