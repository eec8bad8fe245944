import { openLinks, type UnbuiltRoutes } from '../navigation/link-opens';
import type { SiteConfig } from '../site-config/site-config';

/**
 * The footer's information links: pages of spec/shell.md section 2.6 whose path needs no
 * parameter (rules/{ruleGroup} needs a group, so the rules are reached from the pages that list
 * them). Each is a route of the table (footer-links.test.ts proves it); the text is
 * `footer_link_<route>` in the dictionary.
 */
export interface FooterLink {
  /** The route's name in the route table. */
  readonly route: string;
  /** Its path under the language segment. */
  readonly path: string;
}

export interface FooterLinkGroup {
  /** The group's heading: `footer_group_<name>` in the dictionary. */
  readonly name: 'company' | 'players' | 'policies';
  readonly links: readonly FooterLink[];
}

const link = (route: string, path = `/${route}`): FooterLink => ({ route, path });

export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    name: 'company',
    links: [
      link('about'),
      link('contacts'),
      link('news'),
      link('ourpartners'),
      link('blog', '/blog'),
    ],
  },
  {
    name: 'players',
    links: [
      link('howbet'),
      link('payment'),
      link('cash-terminals', '/cash_terminals'),
      link('smsbets'),
      link('betting-awards'),
      link('mobile-app'),
    ],
  },
  {
    name: 'policies',
    links: [
      link('licenses'),
      link('responsiblegaming'),
      link('cookies'),
      link('amlpolicy'),
      link('kycpolicy'),
      link('disputeresolution'),
      link('taxation'),
      link('consent'),
    ],
  },
];

/** The dictionary key of a link's text. */
export function footerLinkKey(link: FooterLink): string {
  return `footer_link_${link.route.replace(/-/g, '_')}`;
}

/**
 * The groups as the footer shows them: only the links that open under this site config and in
 * this build (linkOpens), and no group left without a link.
 */
export function footerLinkGroupsFor(
  config: SiteConfig,
  unbuilt: UnbuiltRoutes,
  groups: readonly FooterLinkGroup[] = FOOTER_LINK_GROUPS,
): FooterLinkGroup[] {
  return groups
    .map((group) => ({ ...group, links: openLinks(config, unbuilt, group.links) }))
    .filter((group) => group.links.length > 0);
}
