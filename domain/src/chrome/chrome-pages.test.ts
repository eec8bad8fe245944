import { matchRoute } from '../routing';
import { settledRouteFixture, siteConfigFixture } from '../testing';
import { registrationPath, showsSnow, supportPath } from './chrome-pages';

const withoutLanguage = (path: string) => path.replace(/^\/[a-z]{2}/, '');

describe('the support button', () => {
  it('leads to the contacts page', () => {
    expect(supportPath('ru')).toBe('/ru/contacts');
    expect(matchRoute(withoutLanguage(supportPath('ru')))?.route.name).toBe('contacts');
  });
});

describe('the registration reminder button', () => {
  it('opens the registration route', () => {
    expect(matchRoute(withoutLanguage(registrationPath('kz')))?.route.name).toBe('registration');
  });
});

describe('the snow', () => {
  const on = siteConfigFixture({ snowOnHome: true });

  it('falls on the home page when the site config turns it on', () => {
    expect(showsSnow(settledRouteFixture({ name: 'home' }), on)).toBe(true);
  });

  it('is off by default', () => {
    expect(showsSnow(settledRouteFixture({ name: 'home' }), siteConfigFixture())).toBe(false);
  });

  it('falls nowhere else', () => {
    expect(showsSnow(settledRouteFixture({ name: 'slots', area: 'casino' }), on)).toBe(false);
    expect(showsSnow({ kind: 'not-found', layout: 'default', status: 404 }, on)).toBe(false);
    expect(showsSnow(null, on)).toBe(false);
    expect(showsSnow(settledRouteFixture({ name: 'home' }), null)).toBe(false);
  });
});
