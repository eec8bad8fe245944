import { matchRoute, routeByName } from '../routing';
import { siteConfigFixture } from '../testing/site-config-fixture';
import { FOOTER_LINK_GROUPS, footerLinkGroupsFor, footerLinkKey } from './footer-links';

const links = FOOTER_LINK_GROUPS.flatMap((group) => group.links);

describe('the footer links', () => {
  it.each(links.map((link) => [link.route, link.path]))(
    '%s is an information route of the table at %s',
    (route, path) => {
      expect(routeByName(route)?.area).toBe('information');
      expect(matchRoute(path)?.route.name).toBe(route);
    },
  );

  it('name each page once', () => {
    expect(new Set(links.map((link) => link.route)).size).toBe(links.length);
  });

  it('have dictionary keys in snake case', () => {
    expect(footerLinkKey({ route: 'cash-terminals', path: '/cash_terminals' })).toBe(
      'footer_link_cash_terminals',
    );
  });

  it('show only the pages that are built and open, and no group left empty', () => {
    const policies = FOOTER_LINK_GROUPS.find((group) => group.name === 'policies')!;
    const unbuilt = new Set([...policies.links.map((link) => link.route), 'about']);
    const shown = footerLinkGroupsFor(siteConfigFixture({}), unbuilt);
    expect(shown.map((group) => group.name)).toEqual(['company', 'players']);
    expect(shown[0]!.links.map((link) => link.route)).not.toContain('about');
    expect(footerLinkGroupsFor(siteConfigFixture({}), new Set())).toEqual(FOOTER_LINK_GROUPS);
  });
});
