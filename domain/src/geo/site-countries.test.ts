import { PHONE_COUNTRIES, countryIdOf } from '../auth/phone-countries';
import { POLICY_LOGO_COUNTRY_IDS, showsPolicyLogo } from './site-countries';

describe('the site country ids', () => {
  it.each([
    ['RU', 1],
    ['ru', 1],
    ['GB', 6],
    ['XB', null],
    ['constructor', null],
    [null, null],
  ])('%s is %s', (code, id) => {
    expect(countryIdOf(code)).toBe(id);
  });
});

describe('the policy logo', () => {
  it.each([1, 66, 126, 228, 120])('shows for country id %i', (id) => {
    expect(showsPolicyLogo(id)).toBe(true);
  });

  it.each([2, 6, 65, 121, 0])('does not show for country id %i', (id) => {
    expect(showsPolicyLogo(id)).toBe(false);
  });

  it.each([
    ['RU', 1],
    ['IT', 66],
    ['NL', 120],
    ['ES', 126],
    ['SE', 228],
  ])('shows for a visitor from %s, the table country of id %i', (code, id) => {
    expect(countryIdOf(code)).toBe(id);
    expect(showsPolicyLogo(countryIdOf(code))).toBe(true);
  });

  it('has every id of section 9 in the country table, so each one can fire', () => {
    const ids = PHONE_COUNTRIES.map((country) => country.id);
    expect(ids).toEqual(expect.arrayContaining([...POLICY_LOGO_COUNTRY_IDS]));
  });

  it('does not show when the country is unknown', () => {
    expect(showsPolicyLogo(null)).toBe(false);
  });
});
