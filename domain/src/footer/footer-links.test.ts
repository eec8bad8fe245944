import { matchRoute, routeByName } from '../routing';
import { FOOTER_LINK_GROUPS, footerLinkKey } from './footer-links';

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
});
