import { parseReleaseDirectoryName, releaseDirectoryName, releaseStem } from './release-manifest';

describe('release directories', () => {
  it.each([
    ['@betshell/header', 'header'],
    ['@betshell/platform', 'platform'],
    ['react-dom/client', 'react-dom-client'],
    ['react', 'react'],
  ])('keep the releases of %s in %s/', (name, stem) => {
    expect(releaseStem(name)).toBe(stem);
  });

  it('are named by version and content hash, a pre-release version included', () => {
    expect(releaseDirectoryName('0.2.0-rc.1', '1a2b3c4d5e')).toBe('0.2.0-rc.1-1a2b3c4d5e');
    expect(parseReleaseDirectoryName('0.2.0-rc.1-1a2b3c4d5e')).toEqual({
      version: '0.2.0-rc.1',
      hash: '1a2b3c4d5e',
    });
    expect(parseReleaseDirectoryName('.partial-12-abcd')).toBeNull();
    expect(parseReleaseDirectoryName('0.2.0')).toBeNull();
  });
});
