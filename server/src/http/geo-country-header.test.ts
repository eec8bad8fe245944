import { geoCountryOf } from './geo-country-header';

describe('the geo country header', () => {
  it('gives the country in upper case, whatever case the load balancer sends', () => {
    expect(geoCountryOf({ 'x-geo-country': 'kz' })).toBe('KZ');
    expect(geoCountryOf({ 'x-geo-country': ' RU ' })).toBe('RU');
    expect(geoCountryOf({ 'x-geo-country': ['Uz', 'KZ'] })).toBe('UZ');
  });

  it.each([undefined, '', 'KAZ', 'K', '12', 'K1'])('gives no country for %j', (value) => {
    expect(geoCountryOf({ 'x-geo-country': value })).toBeNull();
  });
});
