import { alternateLinks } from './seo-alternates';

describe('alternate language links', () => {
  it('gives one link per allowed language with its ISO hreflang, and x-default on ru', () => {
    expect(alternateLinks('https://s.test', '/ru/line/1', ['ru', 'en', 'ua', 'kz'])).toEqual([
      { lng: 'ru', hreflang: 'ru', href: 'https://s.test/ru/line/1' },
      { lng: 'en', hreflang: 'en', href: 'https://s.test/en/line/1' },
      { lng: 'ua', hreflang: 'uk', href: 'https://s.test/ua/line/1' },
      { lng: 'kz', hreflang: 'kk', href: 'https://s.test/kz/line/1' },
      { lng: 'ru', hreflang: 'x-default', href: 'https://s.test/ru/line/1' },
    ]);
  });

  it('puts x-default on the first allowed language when ru is not allowed', () => {
    const links = alternateLinks('https://s.test', '/en/', ['en', 'az']);
    expect(links.at(-1)).toEqual({ lng: 'en', hreflang: 'x-default', href: 'https://s.test/en/' });
  });

  it('gives no links without languages', () => {
    expect(alternateLinks('https://s.test', '/en/', [])).toEqual([]);
  });
});
