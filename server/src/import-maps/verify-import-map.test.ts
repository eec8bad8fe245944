import { integrityOf } from './content-digests';
import type { ImportMap } from './import-map';
import type { ModuleFacts } from './module-facts';
import { createModuleFactsSource } from './module-facts-source';
import type { ModuleFiles } from './module-files';
import { verifyImportMap } from './verify-import-map';

/** Files by URL, as a site would serve them. */
function filesOf(contents: Readonly<Record<string, string>>): ModuleFiles {
  return {
    read: (url) =>
      Promise.resolve(
        Object.hasOwn(contents, url)
          ? { ok: true, bytes: Buffer.from(contents[url] as string) }
          : { ok: false, reason: `${url} is not served here (ENOENT)` },
      ),
  };
}

interface Module {
  readonly name: string;
  readonly version: string;
  readonly url: string;
  readonly package?: string;
  readonly variant?: 'production' | 'development';
  readonly needs?: Readonly<Record<string, string>>;
  readonly contract?: string;
}

const MODULES: readonly Module[] = [
  { name: 'react', version: '19.3.1', url: '/assets/react.js', variant: 'production' },
  {
    name: 'react/jsx-runtime',
    version: '19.3.1',
    url: '/assets/jsx.js',
    package: 'react',
    variant: 'production',
  },
  {
    name: '@betshell/platform',
    version: '0.1.0',
    url: '/assets/platform.js',
    needs: { react: '^19.3.1' },
  },
  {
    name: '@betshell/header',
    version: '0.1.0',
    url: '/assets/header.js',
    needs: { 'react/jsx-runtime': '^19.3.1', '@betshell/platform': '^0.1.0' },
  },
];

const factsOf = (module: Module): ModuleFacts => ({
  name: module.name,
  version: module.version,
  package: module.package ?? module.name,
  hash: '0123456789',
  sharedLibraries: Object.fromEntries(
    Object.entries(module.needs ?? {}).map(([name, range]) => [name, { range, builtWith: '0' }]),
  ),
  ...(module.variant === undefined ? {} : { variant: module.variant }),
  ...(module.contract === undefined
    ? {}
    : { contract: { version: module.contract, shares: 'the accounts store' } }),
});

/** Verifies the map of these modules, each file served with the content `code of <url>`. */
function verify(modules: readonly Module[], change: (map: ImportMap) => ImportMap = (map) => map) {
  const contents = Object.fromEntries(
    modules.map((module) => [module.url, `code of ${module.url}`]),
  );
  const map = change({
    imports: Object.fromEntries(modules.map((module) => [module.name, module.url])),
    integrity: Object.fromEntries(
      modules.map((module) => [module.url, integrityOf(`code of ${module.url}`)]),
    ),
  });
  const files = filesOf(contents);
  return verifyImportMap({
    map,
    files,
    facts: createModuleFactsSource(
      new Map(modules.map((module) => [module.url, factsOf(module)])),
      files,
    ),
    policy: { origins: [] },
  });
}

const replace = (name: string, changes: Partial<Module>) =>
  MODULES.map((module) => (module.name === name ? { ...module, ...changes } : module));

describe('verifying an import map', () => {
  it('finds nothing wrong with a map whose modules answer, match and find their libraries', async () => {
    expect(await verify(MODULES)).toEqual([]);
  });

  it('reports a URL outside the allowlist without reading it', async () => {
    const problems = await verify(MODULES, (map) => ({
      ...map,
      imports: { ...map.imports, '@betshell/header': 'https://evil.example/header.js' },
    }));

    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'URL_NOT_ALLOWED', service: '@betshell/header' }),
    );
  });

  it('reports a module that does not answer', async () => {
    const problems = await verify(MODULES, (map) => ({
      ...map,
      imports: { ...map.imports, '@betshell/header': '/assets/gone.js' },
    }));

    expect(problems.map((problem) => problem.code)).toEqual(['NOT_REACHABLE', 'UNKNOWN_MODULE']);
  });

  it('reports a file whose bytes are not its integrity, and a file without integrity', async () => {
    const problems = await verify(MODULES, (map) => ({
      ...map,
      integrity: {
        ...map.integrity,
        '/assets/header.js': integrityOf('other code'),
        '/assets/platform.js': undefined as unknown as string,
      },
    }));

    expect(problems).toEqual([
      expect.objectContaining({ code: 'INTEGRITY_MISMATCH', service: '@betshell/header' }),
      expect.objectContaining({ code: 'INTEGRITY_MISSING', service: '@betshell/platform' }),
    ]);
  });

  it('reports two versions of one package as a library that would load twice', async () => {
    const problems = await verify(replace('react/jsx-runtime', { version: '19.2.0' }));

    expect(
      problems.filter((problem) => problem.code === 'LOADED_TWICE').map((p) => p.service),
    ).toEqual(['react', 'react/jsx-runtime']);
    expect(problems.find((problem) => problem.code === 'LOADED_TWICE')?.message).toContain(
      'react would load twice, in 19.3.1 (production) and 19.2.0 (production)',
    );
  });

  it('reports the production and development builds of one package side by side as loaded twice', async () => {
    const problems = await verify(replace('react', { variant: 'development' }));

    expect(problems.map((problem) => problem.code)).toContain('LOADED_TWICE');
  });

  it('reports a scope that remaps a shared library as loading it twice', async () => {
    const problems = await verify(MODULES, (map) => ({
      ...map,
      scopes: { '/releases/': { react: '/assets/react-copy.js' }, '/x/': { lodash: '/a.js' } },
    }));

    expect(problems).toEqual([
      expect.objectContaining({ code: 'SCOPE_NOT_ALLOWED', service: 'lodash' }),
      expect.objectContaining({ code: 'LOADED_TWICE', service: 'react' }),
    ]);
  });

  it('reports a range the map does not meet, and a shared library the map lacks', async () => {
    const needs = { 'react/jsx-runtime': '^20.0.0', mobx: '^7.0.0' };
    const problems = await verify(replace('@betshell/header', { needs }));

    expect(problems).toEqual([
      expect.objectContaining({
        code: 'RANGE_NOT_MET',
        message:
          '@betshell/header 0.1.0 was built against react/jsx-runtime ^20.0.0; the map has 19.3.1',
      }),
      expect.objectContaining({
        code: 'SHARED_LIBRARY_MISSING',
        message: expect.stringContaining('mobx') as unknown,
      }),
    ]);
  });

  describe('a shared module of ours, met by the contract it implements', () => {
    const accounts: Module = {
      name: '@betshell/domain/accounts',
      version: '0.1.0',
      url: '/assets/domain-accounts.js',
      contract: '1.2.0',
    };
    const balance = (range: string): Module => ({
      name: '@betshell/balance',
      version: '0.0.9',
      url: '/releases/balance.js',
      needs: { '@betshell/domain/accounts': range },
    });

    it('accepts a module built against a range of the contract, whatever the version of the package', async () => {
      expect(await verify([...MODULES, accounts, balance('^1.0.0')])).toEqual([]);
    });

    it('refuses a module built against another contract, naming the store and both ranges', async () => {
      const problems = await verify([...MODULES, accounts, balance('^2.0.0')]);

      expect(problems).toEqual([
        {
          code: 'CONTRACT_NOT_MET',
          service: '@betshell/balance',
          message:
            "@betshell/balance 0.0.9 was built against the accounts store (@betshell/domain/accounts) contract ^2.0.0; the map's @betshell/domain/accounts 0.1.0 implements contract 1.2.0",
        },
      ]);
    });
  });

  it("reports a file mapped under a name that is not its module's", async () => {
    const problems = await verify(MODULES, (map) => ({
      ...map,
      imports: { ...map.imports, extra: '/assets/react.js' },
    }));

    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'WRONG_MODULE', service: 'extra' }),
    );
  });
});
