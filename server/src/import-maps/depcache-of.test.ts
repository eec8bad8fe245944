import { depcacheOf } from './depcache-of';
import type { ModuleFacts } from './module-facts';

function ownModule(name: string, imports: readonly string[]): ModuleFacts {
  return {
    name,
    version: '0.1.0',
    package: name,
    hash: '0123456789',
    sharedLibraries: Object.fromEntries(
      imports.map((dependency) => [dependency, { range: '^1.0.0', builtWith: '1.0.0' }]),
    ),
  };
}

const react: ModuleFacts = { ...ownModule('react', []), variant: 'production' };

describe('the depcache of a served map', () => {
  const map = {
    imports: {
      '@betshell/coupon': '/assets/app/coupon.js',
      '@betshell/domain': '/assets/app/domain.js',
      '@betshell/domain/betting': '/assets/app/domain-betting.js',
      '@betshell/footer': '/assets/app/footer.js',
      react: '/assets/lib/react.js',
    },
    integrity: {},
  };
  const facts = new Map<string, ModuleFacts>([
    [
      '/assets/app/coupon.js',
      ownModule('@betshell/coupon', ['react', '@betshell/domain/betting', '@betshell/domain']),
    ],
    ['/assets/app/domain.js', ownModule('@betshell/domain', [])],
    ['/assets/app/domain-betting.js', ownModule('@betshell/domain/betting', ['@betshell/domain'])],
    ['/assets/lib/react.js', react],
  ]);

  it('lists for each module of ours the modules of ours it imports, by name, and no shared library', () => {
    expect(depcacheOf(map, facts)).toEqual({
      '/assets/app/coupon.js': ['@betshell/domain', '@betshell/domain/betting'],
      '/assets/app/domain-betting.js': ['@betshell/domain'],
    });
  });

  it('leaves out a module whose facts are unknown, and imports of names the map lacks', () => {
    const pinned = {
      ...map,
      imports: { ...map.imports, '@betshell/footer': 'https://cdn.example/footer.js' },
    };
    const withMissing = new Map(facts);
    withMissing.set(
      '/assets/app/domain-betting.js',
      ownModule('@betshell/domain/betting', ['@betshell/domain', '@betshell/domain/gone']),
    );
    expect(depcacheOf(pinned, withMissing)['/assets/app/domain-betting.js']).toEqual([
      '@betshell/domain',
    ]);
    expect(depcacheOf(pinned, withMissing)).not.toHaveProperty(['https://cdn.example/footer.js']);
  });
});
