/**
 * Information pages (spec/shell.md section 2.6). A banned player may read every one of them: the
 * rules, the licences and the responsible-gaming pages are what a regulator expects anyone to
 * reach.
 */
import type { RouteDefinition } from '../route-definition';
import { oneOf } from '../param-rules';
import { TOTO_SECTIONS } from './betting-routes';
import { routesOf } from './define-route';

const information = routesOf('information', { allowedWhenBanned: true });

/** Pages whose path is their name. */
const PLAIN_PAGES = [
  'about',
  'contacts',
  'howbet',
  'payment',
  'cookies',
  'ussdinstruction',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'smsbets',
  'amlkyc',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'responsiblegaming',
  'betting-awards',
] as const;

export const INFORMATION_ROUTES: readonly RouteDefinition[] = [
  ...PLAIN_PAGES.map((name) => information({ name, path: `/${name}` })),
  // The spec's path has an underscore; route names are kebab-case.
  information({ name: 'cash-terminals', path: '/cash_terminals' }),
  information({
    name: 'rules',
    path: '/rules/:ruleGroup/:chapter?',
    conditions: ['rules-section'],
  }),
  information({ name: 'ourpartners', path: '/ourpartners/:section?' }),
  information({ name: 'news', path: '/news/:slug?' }),
  information({ name: 'blog', path: '/blog/*' }),
  // The spec describes these without paths; these are ours.
  information({ name: 'mobile-app', path: '/mobile-app' }),
  information({ name: 'desktop-app', path: '/desktop-app' }),
  information({ name: 'ipl-betting-app', path: '/ipl-betting-app' }),
  information({
    name: 'toto-frame',
    featureFlag: 'toto',
    path: '/toto-frame/:totoSection?',
    params: { totoSection: oneOf(...TOTO_SECTIONS) },
  }),
];
