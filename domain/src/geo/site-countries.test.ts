import { countryIdOf, showsPolicyLogo } from './site-countries';

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

  it('does not show when the country is unknown', () => {
    expect(showsPolicyLogo(null)).toBe(false);
  });
});
