import { settledRouteFixture, siteConfigFixture } from '../testing';
import { bottomNavigationFor, isCouponPage } from './phone-navigation';

describe('the bottom navigation', () => {
  it('leads to the sports line, live and the casino', () => {
    const links = bottomNavigationFor(siteConfigFixture({}), new Set());
    expect(links.map((link) => [link.path, link.label])).toEqual([
      ['/line', 'sports'],
      ['/live', 'live'],
      ['/casino', 'casino'],
    ]);
  });

  it('leaves out what the site config hides, as the main navigation does', () => {
    const links = bottomNavigationFor(siteConfigFixture({ hiddenPaths: ['/casino'] }), new Set());
    expect(links.map((link) => link.path)).toEqual(['/line', '/live']);
  });

  it('leaves out a link whose route this build does not render', () => {
    const links = bottomNavigationFor(siteConfigFixture({}), new Set(['casino']));
    expect(links.map((link) => link.path)).toEqual(['/line', '/live']);
  });
});

describe('the pages the coupon is on', () => {
  it('are the betting pages of the default layout but the print page', () => {
    expect(isCouponPage(settledRouteFixture({ name: 'home', area: 'betting' }))).toBe(true);
    expect(isCouponPage(settledRouteFixture({ name: 'print-coupon', area: 'betting' }))).toBe(
      false,
    );
    expect(isCouponPage(settledRouteFixture({ name: 'casino', area: 'casino' }))).toBe(false);
    expect(isCouponPage({ kind: 'not-found', layout: 'default', status: 404 })).toBe(false);
    expect(isCouponPage(null)).toBe(false);
  });
});
