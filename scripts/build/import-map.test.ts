import type { BuiltModule } from './built-module';
import { importMapOf, modulesNeededBy } from './import-map';

const built = (name: string, imports: string[] = []): BuiltModule => ({
  name,
  imports,
  url: `/assets/${name.replace(/\W/g, '-')}.js`,
  integrity: `sha384-${name}`,
  bytes: 1,
  hash: '0123456789',
  facts: { name, version: '1.0.0', package: name, hash: '0123456789', sharedLibraries: {} },
});

const modules = [
  built('@betshell/root-config', ['single-spa', '@betshell/platform']),
  built('@betshell/platform', ['@betshell/domain', 'single-spa']),
  built('@betshell/domain', ['mobx']),
  built('@betshell/header', ['react', '@betshell/platform']),
  built('single-spa'),
  built('mobx'),
  built('react'),
  built('axios'),
];

describe('the import map', () => {
  it('names every module with its URL and the integrity of that URL, sorted by name', () => {
    const map = importMapOf([built('react'), built('axios')]);
    expect(Object.keys(map.imports)).toEqual(['axios', 'react']);
    expect(map.integrity['/assets/react.js']).toBe('sha384-react');
  });
});

describe('the modules a page needs first', () => {
  it('are the roots and everything they import, each once', () => {
    const names = modulesNeededBy(['@betshell/root-config', '@betshell/header'], modules).map(
      (needed) => needed.name,
    );
    expect(names).toEqual([
      '@betshell/root-config',
      '@betshell/header',
      'single-spa',
      '@betshell/platform',
      'react',
      '@betshell/domain',
      'mobx',
    ]);
    expect(names).not.toContain('axios');
  });

  it('are refused when a module imports a name the map lacks', () => {
    expect(() =>
      modulesNeededBy(['@betshell/header'], [built('@betshell/header', ['react'])]),
    ).toThrow('react is imported but not in the import map');
  });
});
