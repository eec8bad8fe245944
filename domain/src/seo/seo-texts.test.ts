import { seoTextLanguage, seoTextOf } from './seo-texts';

const entries = [
  { urlPath: '/*', heading: 'site' },
  { urlPath: '/', heading: 'home' },
  { urlPath: '/line/*', heading: 'line' },
  { urlPath: '/line/1/*', heading: 'football' },
  { urlPath: '/casino', heading: 'casino' },
];

describe('SEO content and visual: which entry serves a page', () => {
  it('takes the most specific pattern covering the path, read without its language', () => {
    expect(seoTextOf(entries, '/en/')?.heading).toBe('home');
    expect(seoTextOf(entries, '/ru')?.heading).toBe('home');
    expect(seoTextOf(entries, '/ru/line')?.heading).toBe('line');
    expect(seoTextOf(entries, '/ru/line/2/201')?.heading).toBe('line');
    expect(seoTextOf(entries, '/ru/line/1/101?x=1')?.heading).toBe('football');
    expect(seoTextOf(entries, '/en/casino/')?.heading).toBe('casino');
    expect(seoTextOf(entries, '/en/casino/slots')?.heading).toBe('site');
  });

  it('answers null when no pattern covers the page', () => {
    expect(seoTextOf(entries.slice(1), '/en/about')).toBeNull();
    expect(seoTextOf([], '/en/')).toBeNull();
  });

  it("reads a language's own entries, and English's for a language without any", () => {
    expect(seoTextLanguage('ru', ['en', 'ru'])).toBe('ru');
    expect(seoTextLanguage('kz', ['en', 'ru'])).toBe('en');
    expect(seoTextLanguage('en', [])).toBe('en');
  });
});
