import { availableLanguages, resolveLanguage, siteCodeOfBrowserLanguage } from './resolve-language';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  HIDDEN_LANGUAGES,
  SITE_LANGUAGES,
} from './site-languages';

const everyLanguage = { allowed: SITE_LANGUAGES, hidden: HIDDEN_LANGUAGES };

describe('the languages a visitor may use', () => {
  it('are the allowed ones without the hidden ones for an anonymous visitor', () => {
    expect(
      availableLanguages({ ...everyLanguage, isAuthorised: false, hasUaCookie: false }),
    ).toEqual(['ru', 'en', 'ua', 'kz', 'az']);
  });

  it('include the hidden ones for an authorised user', () => {
    expect(
      availableLanguages({ ...everyLanguage, isAuthorised: true, hasUaCookie: false }),
    ).toContain('uz');
  });

  it('include the hidden ones for a visitor with the ua cookie', () => {
    expect(
      availableLanguages({ ...everyLanguage, isAuthorised: false, hasUaCookie: true }),
    ).toContain('uz');
  });

  it('exclude languages the site does not know and keep the configured order', () => {
    expect(
      availableLanguages({
        allowed: ['en', 'fr', 'ru', 'en', 'xx'],
        hidden: [],
        isAuthorised: false,
        hasUaCookie: false,
      }),
    ).toEqual(['en', 'ru']);
  });
});

describe('a browser language tag', () => {
  it.each([
    ['ru-RU', 'ru'],
    ['en-GB', 'en'],
    ['uk-UA', 'ua'],
    ['kk', 'kz'],
    ['az-Latn-AZ', 'az'],
    ['UZ', 'uz'],
    ['fr-FR', 'fr'],
  ])('%s is the site language %s', (tag, code) => {
    expect(siteCodeOfBrowserLanguage(tag)).toBe(code);
  });
});

describe('the current language', () => {
  const available = ['ru', 'en', 'ua', 'kz', 'az'] as const;

  it('is the lng cookie when it is available', () => {
    expect(resolveLanguage({ cookie: 'kz', browser: ['en-US'] }, available)).toBe('kz');
  });

  it('is the first available browser language when the cookie is absent or not available', () => {
    expect(resolveLanguage({ cookie: 'uz', browser: ['fr-FR', 'uk-UA', 'en'] }, available)).toBe(
      'ua',
    );
    expect(resolveLanguage({ browser: ['en-US'] }, available)).toBe('en');
  });

  it('is the default, ru, when nothing the visitor prefers is available', () => {
    expect(DEFAULT_LANGUAGE).toBe('ru');
    expect(resolveLanguage({ browser: ['fr-FR', 'de'] }, available)).toBe('ru');
  });

  it('falls back to en when the default is not allowed', () => {
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(resolveLanguage({ browser: ['de'] }, ['az', 'en'])).toBe('en');
  });

  it('is the first allowed language when neither ru nor en is allowed', () => {
    expect(resolveLanguage({ browser: [] }, ['kz', 'az'])).toBe('kz');
  });
});
