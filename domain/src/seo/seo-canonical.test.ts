import { canonicalUrl } from './seo-canonical';

const origin = 'https://site.test';

describe('canonical url', () => {
  it('is the page itself without a custom canonical', () => {
    expect(canonicalUrl(origin, '/en/line', null)).toBe('https://site.test/en/line');
  });

  it('is the target as given in mode url', () => {
    expect(
      canonicalUrl(origin, '/en/line', { mode: 'url', targetUrl: 'https://other.test/x' }),
    ).toBe('https://other.test/x');
  });

  it('takes a target path of mode url on the site origin', () => {
    expect(canonicalUrl(origin, '/en/line/1', { mode: 'url', targetUrl: '/en/line' })).toBe(
      'https://site.test/en/line',
    );
    expect(canonicalUrl(origin, '/en/line/1', { mode: 'url', targetUrl: 'en/line' })).toBe(
      'https://site.test/en/line',
    );
  });

  it('is the same path on the mirror host in mode mirror', () => {
    expect(canonicalUrl(origin, '/ru/casino', { mode: 'mirror', domain: 'mirror.test' })).toBe(
      'https://mirror.test/ru/casino',
    );
    expect(
      canonicalUrl(origin, '/ru/casino', { mode: 'mirror', domain: 'http://mirror.test/' }),
    ).toBe('https://mirror.test/ru/casino');
  });
});
