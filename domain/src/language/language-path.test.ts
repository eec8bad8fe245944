import {
  languageOfPath,
  languageRedirect,
  pathInLanguage,
  splitLanguagePath,
} from './language-path';
import type { LanguageCode } from './site-languages';

const available: LanguageCode[] = ['ru', 'en', 'ua', 'kz', 'az'];
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('splitting a path at its language segment', () => {
  it.each([
    ['/ru/office/account', 'ru', '/office/account'],
    ['/en/', 'en', '/'],
    ['/en', 'en', '/'],
    ['/', null, '/'],
    ['/office/account', null, '/office/account'],
    ['/RU/home', null, '/RU/home'],
    ['/xx/home', 'xx', '/home'],
  ])('%s has segment %s and rest %s', (path, segment, rest) => {
    expect(splitLanguagePath(path)).toEqual({ segment, rest });
  });
});

describe('a path in another language', () => {
  it('replaces the language segment and keeps the rest', () => {
    expect(pathInLanguage('/ru/office/account', 'en')).toBe('/en/office/account');
  });

  it('adds the segment to a path without one', () => {
    expect(pathInLanguage('/', 'kz')).toBe('/kz/');
  });
});

describe('the language of a path', () => {
  it('is its segment when the visitor may use it', () => {
    expect(languageOfPath('/az/slots', available)).toBe('az');
  });

  it('is null for a hidden or unknown segment', () => {
    expect(languageOfPath('/uz/slots', available)).toBeNull();
    expect(languageOfPath('/xx/slots', available)).toBeNull();
  });
});

describe('the language redirect', () => {
  const prefs = { browser: ['ru-RU'] };

  it('sends the root to the current language', () => {
    expect(languageRedirect(at('/'), available, prefs)).toBe('/ru/');
  });

  it('sends a path without a language to the same path under the current language, query and hash kept', () => {
    expect(languageRedirect(at('/office/account', '?tab=1', '#top'), available, prefs)).toBe(
      '/ru/office/account?tab=1#top',
    );
  });

  it('uses the lng cookie before the browser language', () => {
    expect(languageRedirect(at('/'), available, { cookie: 'en', browser: ['ru'] })).toBe('/en/');
  });

  it('replaces a language that is not allowed with a valid one', () => {
    expect(languageRedirect(at('/uz/slots'), available, prefs)).toBe('/ru/slots');
    expect(languageRedirect(at('/fr/slots'), available, prefs)).toBe('/ru/slots');
  });

  it('leaves a path with an allowed language alone', () => {
    expect(languageRedirect(at('/en/office'), available, prefs)).toBeNull();
  });

  it('never loops when the configuration allows no language', () => {
    expect(languageRedirect(at('/en/'), [], prefs)).toBeNull();
  });
});
