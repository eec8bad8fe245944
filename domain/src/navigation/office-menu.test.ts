import { matchRoute } from '../routing/match-route';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { OFFICE_MENU, officeMenuFor, officeMenuLinks } from './office-menu';

describe('the office menu', () => {
  it('links every entry to the office route it names', () => {
    for (const item of OFFICE_MENU) {
      const match = matchRoute(item.path);
      expect(match?.route.name).toBe(item.route);
      expect(match?.route.area).toBe('office');
    }
  });

  it('writes its links in the page language and marks the page it is on', () => {
    const links = officeMenuLinks('en', 'office-history', (key) => `[${key}]`);
    expect(links).toContainEqual({
      href: '/en/office/history',
      text: '[bet_history_title]',
      current: true,
    });
    expect(links.filter((link) => link.current).map((link) => link.href)).toEqual([
      '/en/office/history',
    ]);
  });

  it('marks the recharge entry on the recharge page opened as a modal', () => {
    const current = officeMenuLinks('ru', 'office-recharge-modal', String).filter(
      (link) => link.current,
    );
    expect(current.map((link) => link.href)).toEqual(['/ru/office/recharge']);
  });

  it('marks the account entry under the menu opened as a modal by its address', () => {
    const current = officeMenuLinks('en', 'office-navigation-menu', String).filter(
      (link) => link.current,
    );
    expect(current.map((link) => link.href)).toEqual(['/en/office/account']);
  });

  it('marks nothing on a page that is not in the menu', () => {
    expect(officeMenuLinks('ru', 'home', String).some((link) => link.current)).toBe(false);
  });

  it('lists no entry whose page the site config turns off, so no entry leads to a 404', () => {
    const paths = (config: Parameters<typeof siteConfigFixture>[0]) =>
      officeMenuFor(siteConfigFixture(config), new Set(), OFFICE_MENU).map((item) => item.path);
    expect(paths({ identificationShown: true })).toEqual(OFFICE_MENU.map((item) => item.path));
    expect(paths({})).not.toContain('/office/identification');
    expect(paths({})).toContain('/office/verification');
    expect(paths({ paymentRouteEnabled: false })).not.toContain('/office/recharge');
    expect(paths({ paymentRouteEnabled: false })).toContain('/office/deduce');
    expect(paths({ hiddenPaths: ['/office/bonuses'] })).not.toContain('/office/bonuses/wager');
  });

  it('lists no entry whose page this build does not render, so none says "not built"', () => {
    // Identification shown, so that only the build leaves an entry out.
    const shown = officeMenuFor(
      siteConfigFixture({ identificationShown: true }),
      new Set(['office-history']),
      OFFICE_MENU,
    );
    expect(shown.map((item) => item.route)).not.toContain('office-history');
    expect(shown).toHaveLength(OFFICE_MENU.length - 1);
  });
});
