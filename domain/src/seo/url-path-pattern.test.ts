import {
  coveringByUrlPath,
  mostSpecificByUrlPath,
  normaliseUrlPath,
  urlPathMatches,
  urlPathSpecificity,
} from './url-path-pattern';

const pattern = (entry: { urlPath: string }) => entry.urlPath;

describe('url path patterns', () => {
  it('matches an exact pattern only to the same path, ignoring a trailing slash and the query', () => {
    expect(urlPathMatches('/casino', '/casino')).toBe(true);
    expect(urlPathMatches('/casino', '/casino/')).toBe(true);
    expect(urlPathMatches('/casino', '/casino?x=1')).toBe(true);
    expect(urlPathMatches('/casino', '/casino/slots')).toBe(false);
    expect(urlPathMatches('/casino', '/casinos')).toBe(false);
  });

  it('treats a pattern ending /* as a prefix that covers its own path and everything under it', () => {
    expect(urlPathMatches('/line/*', '/line/1/2')).toBe(true);
    expect(urlPathMatches('/line/*', '/line')).toBe(true);
    expect(urlPathMatches('/line/*', '/lines')).toBe(false);
    expect(urlPathMatches('/line/*', '/live/1')).toBe(false);
  });

  it('lets /* cover every path, the root included', () => {
    expect(urlPathMatches('/*', '/')).toBe(true);
    expect(urlPathMatches('/*', '/office/account')).toBe(true);
  });

  it('matches the root pattern to the root only', () => {
    expect(urlPathMatches('/', '/')).toBe(true);
    expect(urlPathMatches('/', '/line')).toBe(false);
  });

  it('normalises paths without a leading slash or with trailing slashes', () => {
    expect(normaliseUrlPath('line/1/')).toBe('/line/1');
    expect(normaliseUrlPath('/')).toBe('/');
    expect(normaliseUrlPath('/a#b')).toBe('/a');
  });

  it('ranks an exact path above any prefix, and longer prefixes above shorter ones', () => {
    expect(urlPathSpecificity('/line/1')).toBeGreaterThan(urlPathSpecificity('/line/1/*'));
    expect(urlPathSpecificity('/line/1/*')).toBeGreaterThan(urlPathSpecificity('/line/*'));
    expect(urlPathSpecificity('/line/*')).toBeGreaterThan(urlPathSpecificity('/*'));
  });

  it('picks the most specific pattern whatever the order of the entries', () => {
    const entries = [
      { urlPath: '/*' },
      { urlPath: '/line/1' },
      { urlPath: '/line/*' },
      { urlPath: '/line/1/*' },
    ];
    expect(mostSpecificByUrlPath(entries, '/line/1', pattern)?.urlPath).toBe('/line/1');
    expect(mostSpecificByUrlPath([...entries].reverse(), '/line/1', pattern)?.urlPath).toBe(
      '/line/1',
    );
    expect(mostSpecificByUrlPath(entries, '/line/1/7', pattern)?.urlPath).toBe('/line/1/*');
    expect(mostSpecificByUrlPath(entries, '/line/2', pattern)?.urlPath).toBe('/line/*');
    expect(mostSpecificByUrlPath(entries, '/casino', pattern)?.urlPath).toBe('/*');
  });

  it('keeps the first of two equal patterns', () => {
    const entries = [
      { urlPath: '/a', id: 1 },
      { urlPath: '/a', id: 2 },
    ];
    expect(mostSpecificByUrlPath(entries, '/a', pattern)?.id).toBe(1);
  });

  it('finds nothing when no pattern covers the path', () => {
    expect(mostSpecificByUrlPath([{ urlPath: '/a' }], '/b', pattern)).toBeUndefined();
  });

  it('lists the covering patterns least specific first', () => {
    const entries = [
      { urlPath: '/line/1' },
      { urlPath: '/*' },
      { urlPath: '/line/*' },
      { urlPath: '/casino' },
    ];
    expect(coveringByUrlPath(entries, '/line/1', pattern).map(pattern)).toEqual([
      '/*',
      '/line/*',
      '/line/1',
    ]);
  });
});
