import { siteConfigFixture } from '../testing/site-config-fixture';
import { linkOpens, openLinks } from './link-opens';

describe('whether a menu may link to a path', () => {
  const config = siteConfigFixture({});

  it('allows a built route that opens under the site config', () => {
    expect(linkOpens(config, new Set(), '/office/account')).toBe(true);
  });

  it('refuses a route this build does not render, a path of no route, a hidden path', () => {
    expect(linkOpens(config, new Set(['office-account']), '/office/account')).toBe(false);
    expect(linkOpens(config, new Set(), '/no/such/page/anywhere')).toBe(false);
    expect(
      linkOpens(siteConfigFixture({ hiddenPaths: ['/office'] }), new Set(), '/office/account'),
    ).toBe(false);
  });

  it('refuses a route whose condition fails, as its guard answers 404', () => {
    expect(
      linkOpens(siteConfigFixture({ paymentRouteEnabled: false }), new Set(), '/office/recharge'),
    ).toBe(false);
  });

  it('keeps the order of the items it lets through', () => {
    const items = [{ path: '/live' }, { path: '/office/paycheck' }, { path: '/line' }];
    expect(openLinks(config, new Set(['office-paycheck']), items)).toEqual([
      { path: '/live' },
      { path: '/line' },
    ]);
  });
});
