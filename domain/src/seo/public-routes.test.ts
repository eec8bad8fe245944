import { ROUTES } from '../routing/route-table';
import type { RouteDefinition } from '../routing/route-definition';
import { crawlerDisallowedPaths, sitemapPathOf, sitemapPaths } from './public-routes';

const route = (fields: Partial<RouteDefinition>): RouteDefinition => ({
  name: 'x',
  path: '/x',
  layout: 'default',
  area: 'information',
  ...fields,
});

describe('public routes for the sitemap', () => {
  it('lists an open page without parameters in the default layout', () => {
    expect(sitemapPathOf(route({}))).toBe('/x');
  });

  it.each<[string, Partial<RouteDefinition>]>([
    ['a login-only page', { access: 'authorised' }],
    ['a visitor-only page', { access: 'anonymous' }],
    ['a page with a required parameter', { path: '/x/:id' }],
    ['a page with a required parameter before an optional one', { path: '/x/:id/:tab?' }],
    ['an account link', { area: 'account' }],
    ['a page with a rest', { path: '/blog/*' }],
    ['a redirect', { redirect: () => ({ path: '/' }) }],
    ['a flagged page', { featureFlag: 'toto' }],
    ['a conditional page', { conditions: ['statistics'] }],
    ['a modal', { modalOf: 'y' }],
    ['an error page', { area: 'errors' }],
    ['a page in the empty layout', { layout: 'empty' }],
    ['a page with its own status', { status: 500 }],
  ])('leaves out %s', (_name, fields) => {
    expect(sitemapPathOf(route(fields))).toBeNull();
  });

  it('lists a page with optional parameters at the end without them', () => {
    expect(sitemapPathOf(route({ path: '/casino/:subcategory?' }))).toBe('/casino');
    expect(sitemapPathOf(route({ path: '/:section?/:sportId?' }))).toBe('/');
  });

  it('lists the home page once and no office page of the real table', () => {
    const listed = sitemapPaths(ROUTES);
    expect(listed.filter((path) => path === '/')).toEqual(['/']);
    expect(listed).toEqual(expect.arrayContaining(['/casino', '/about', '/promotions']));
    expect(listed.some((path) => path.startsWith('/office'))).toBe(false);
  });

  it('keeps crawlers out of login-only paths, a parent covering its children', () => {
    expect(
      crawlerDisallowedPaths([
        route({ path: '/office', access: 'authorised' }),
        route({ path: '/office/account', access: 'authorised' }),
        route({ path: '/my-casino/:tab?', access: 'authorised' }),
        route({ path: '/about' }),
      ]),
    ).toEqual(['/my-casino', '/office']);
  });
});
