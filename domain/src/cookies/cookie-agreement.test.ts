import {
  cookieAgreementOf,
  cookieAgreementValue,
  cookieCategory,
  isCookieAllowed,
  type CookieAgreement,
} from './cookie-agreement';

const NONE: CookieAgreement = { functional: false, marketing: false };
const FUNCTIONAL: CookieAgreement = { functional: true, marketing: false };
const MARKETING: CookieAgreement = { functional: false, marketing: true };
const ALL: CookieAgreement = { functional: true, marketing: true };

describe('the category of a cookie', () => {
  it.each([
    ['lng', 'essential'],
    ['ua', 'essential'],
    ['user_token', 'essential'],
    ['csrf_token', 'essential'],
    ['force_geo_off', 'essential'],
    ['maintenance', 'essential'],
    ['cookies_agree_type', 'essential'],
    ['tzo', 'functional'],
    ['is12h', 'functional'],
    ['app_view_type', 'functional'],
    ['hide_left', 'functional'],
    ['hide_right', 'functional'],
    ['isChampsGroupedByCountry', 'functional'],
    ['window_width', 'functional'],
    ['team_cash_shown', 'functional'],
    ['team_cash_activated', 'functional'],
    ['refererid', 'marketing'],
    ['a_cookie_nobody_named', 'marketing'],
    ['constructor', 'marketing'],
  ])('%s is %s', (name, category) => {
    expect(cookieCategory(name)).toBe(category);
  });
});

describe('whether a cookie may be saved', () => {
  it.each([
    ['lng', null, true],
    ['lng', NONE, true],
    ['user_token', null, true],
    ['hide_left', null, false],
    ['hide_left', NONE, false],
    ['hide_left', MARKETING, false],
    ['hide_left', FUNCTIONAL, true],
    ['window_width', FUNCTIONAL, true],
    ['window_width', NONE, false],
    ['team_cash_shown', FUNCTIONAL, true],
    ['team_cash_activated', FUNCTIONAL, true],
    ['team_cash_shown', MARKETING, false],
    ['team_cash_activated', NONE, false],
    ['refererid', FUNCTIONAL, false],
    ['refererid', MARKETING, true],
    ['refererid', ALL, true],
    ['refererid', null, false],
  ])('%s under %j: %s', (name, agreement, allowed) => {
    expect(isCookieAllowed(name, agreement)).toBe(allowed);
  });
});

describe('the cookies_agree_type value', () => {
  it.each([
    [NONE, '0'],
    [FUNCTIONAL, '1'],
    [MARKETING, '2'],
    [ALL, '3'],
  ])('records %j as %s and reads it back', (agreement, value) => {
    expect(cookieAgreementValue(agreement)).toBe(value);
    expect(cookieAgreementOf(value)).toEqual(agreement);
  });

  it.each([[undefined], [''], ['4'], ['yes'], ['13']])('%j is no answer yet', (value) => {
    expect(cookieAgreementOf(value)).toBeNull();
  });
});
