import type { ImportMap } from './import-map';
import { diffImportMaps, resolveImportMap, samePins, type Pin } from './import-map-pins';
import type { ModuleFacts } from './module-facts';

const facts = (name: string, version: string, hash = '0123456789'): ModuleFacts => ({
  name,
  version,
  package: name,
  hash,
  sharedLibraries: {},
});

const base: ImportMap = {
  imports: { react: '/assets/react.js', '@betshell/header': '/assets/header.js' },
  integrity: { '/assets/react.js': 'sha384-react', '/assets/header.js': 'sha384-header' },
};

const headerPin: Pin = {
  url: '/releases/header/0.2.0-aaaaaaaaaa/header.js',
  integrity: 'sha384-header-0.2.0',
  facts: facts('@betshell/header', '0.2.0', 'aaaaaaaaaa'),
};

describe("an environment's map", () => {
  it("is the build's map with each pin in place of the build's module, integrity included", () => {
    expect(resolveImportMap(base, { '@betshell/header': headerPin })).toEqual({
      imports: { '@betshell/header': headerPin.url, react: '/assets/react.js' },
      integrity: { [headerPin.url]: 'sha384-header-0.2.0', '/assets/react.js': 'sha384-react' },
    });
  });

  it('gains a module the build lacks when it is pinned', () => {
    const footer = {
      ...headerPin,
      url: '/releases/footer/1.0.0-bbbbbbbbbb/footer.js',
      facts: facts('@betshell/footer', '1.0.0'),
    };
    expect(Object.keys(resolveImportMap(base, { '@betshell/footer': footer }).imports)).toEqual([
      '@betshell/footer',
      '@betshell/header',
      'react',
    ]);
  });
});

describe('the difference of two maps', () => {
  const known = new Map([
    ['/assets/header.js', facts('@betshell/header', '0.1.0', 'cccccccccc')],
    [headerPin.url, headerPin.facts],
  ]);

  it('names each module that loads something else, with versions and whether it is pinned', () => {
    const pins = { '@betshell/header': headerPin };
    expect(
      diffImportMaps(
        { map: base, facts: known, pins: {} },
        { map: resolveImportMap(base, pins), facts: known, pins },
      ),
    ).toEqual([
      {
        service: '@betshell/header',
        before: { url: '/assets/header.js', version: '0.1.0', hash: 'cccccccccc', pinned: false },
        after: { url: headerPin.url, version: '0.2.0', hash: 'aaaaaaaaaa', pinned: true },
      },
    ]);
  });

  it('is empty between a map and itself, and names a module one map lacks as null', () => {
    const described = { map: base, facts: known, pins: {} };
    expect(diffImportMaps(described, described)).toEqual([]);
    const without = {
      imports: { react: '/assets/react.js' },
      integrity: { '/assets/react.js': 'sha384-react' },
    };
    expect(diffImportMaps(described, { map: without, facts: known, pins: {} })).toMatchObject([
      { service: '@betshell/header', after: null },
    ]);
  });
});

describe('comparing pins', () => {
  it('looks at URL and integrity', () => {
    expect(samePins({ a: headerPin }, { a: { ...headerPin } })).toBe(true);
    expect(samePins({ a: headerPin }, { a: { ...headerPin, integrity: 'sha384-x' } })).toBe(false);
    expect(samePins({ a: headerPin }, {})).toBe(false);
  });
});
