import { importMapDigest, isBuildStampCurrent } from './build-stamp';

const MAP = '{"imports":{"@betshell/domain":"/assets/app/domain@0.1.0.aaa.js"}}\n';

describe('whether the site build is current', () => {
  it('is current when the sources match and importmap.json is the map the build wrote', () => {
    expect(
      isBuildStampCurrent({ fingerprint: 'f', importMap: importMapDigest(MAP) }, 'f', MAP),
    ).toBe(true);
  });

  it('is not current when the sources changed', () => {
    expect(
      isBuildStampCurrent({ fingerprint: 'f', importMap: importMapDigest(MAP) }, 'g', MAP),
    ).toBe(false);
  });

  it('is not current when importmap.json was restored to a map of another build', () => {
    const restored = MAP.replace('aaa', 'bbb');
    expect(
      isBuildStampCurrent({ fingerprint: 'f', importMap: importMapDigest(MAP) }, 'f', restored),
    ).toBe(false);
  });

  it('is not current when importmap.json is missing or the stamp predates the map digest', () => {
    expect(
      isBuildStampCurrent({ fingerprint: 'f', importMap: importMapDigest(MAP) }, 'f', null),
    ).toBe(false);
    expect(isBuildStampCurrent({ fingerprint: 'f' }, 'f', MAP)).toBe(false);
  });
});
