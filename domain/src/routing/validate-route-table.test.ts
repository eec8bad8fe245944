import { NUMERIC, oneOf } from './param-rules';
import { redirectTo } from './redirect-target';
import type { RouteDefinition } from './route-definition';
import { validateRouteTable } from './validate-route-table';

function page(name: string, path: string, extra: Partial<RouteDefinition> = {}): RouteDefinition {
  return { name, path, layout: 'default', area: 'information', ...extra };
}

const HOME = page('home', '/');

describe('validating a route table', () => {
  it('finds nothing wrong with a sound table', () => {
    expect(
      validateRouteTable([
        HOME,
        page('coupon', '/print-coupon/:couponId', { params: { couponId: NUMERIC } }),
        page('old', '/old', { redirect: redirectTo('/') }),
      ]),
    ).toEqual([]);
  });

  it.each<[string, RouteDefinition[], string]>([
    ['a name used twice', [HOME, page('home', '/about')], 'home: the name repeats'],
    [
      'a pattern used twice',
      [HOME, page('about', '/about'), page('about-2', '/about')],
      'about-2: pattern /about repeats',
    ],
    [
      'a rule for a parameter the pattern lacks',
      [HOME, page('coupon', '/print-coupon/:id', { params: { couponId: NUMERIC } })],
      'coupon: rule for couponId, not in /print-coupon/:id',
    ],
    [
      'a one-of rule that allows nothing',
      [HOME, page('results', '/results/:type', { params: { type: oneOf() } })],
      'results: the one-of rule of type allows nothing',
    ],
    [
      'a rest that is not last',
      [HOME, page('blog', '/blog/*/x')],
      'blog: * is not the last segment',
    ],
    ['a repeated parameter', [HOME, page('pair', '/pair/:id/:id')], 'pair: parameter id repeats'],
    [
      'a language parameter',
      [HOME, page('lng', '/:lng/about')],
      'lng: patterns never include the language',
    ],
    [
      'a first segment that looks like a language',
      [HOME, page('tv', '/tv')],
      'tv: tv would be read as a language',
    ],
    [
      'a variantOf naming no route',
      [HOME, page('bonus', '/bonus', { conditions: ['bonus-variant'], variantOf: 'offer' })],
      'bonus: variantOf offer, which does not exist',
    ],
    [
      'a modal over a page that does not exist',
      [HOME, page('pay-modal', '/pay/modal', { conditions: ['from-inside-app'], modalOf: 'pay' })],
      'pay-modal: modalOf pay, which does not exist',
    ],
    [
      'a variant without its twin',
      [HOME, page('bonus', '/bonus', { conditions: ['bonus-variant'] })],
      'bonus: a bonus or offers variant without variantOf',
    ],
    [
      'twins that do not name each other',
      [
        HOME,
        page('bonus', '/bonus', { conditions: ['bonus-variant'], variantOf: 'offer' }),
        page('offer', '/offer', { conditions: ['offers-variant'] }),
      ],
      'bonus: its twin offer does not name it back',
    ],
    [
      'twins with different parameters',
      [
        HOME,
        page('bonus', '/bonus/:id', { conditions: ['bonus-variant'], variantOf: 'offer' }),
        page('offer', '/offer/:slug', { conditions: ['offers-variant'], variantOf: 'bonus' }),
      ],
      'bonus: its parameters differ from those of offer',
    ],
    [
      'a route hidden behind an earlier one',
      [HOME, page('casino', '/casino/:subcategory?'), page('brand', '/casino/brand')],
      'brand: /casino/brand opens casino',
    ],
    [
      'a redirect to a path no route has',
      [HOME, page('old', '/old', { redirect: redirectTo('/gone') })],
      'old: redirects to /gone, which no route has',
    ],
    [
      'a redirect to another redirect',
      [
        HOME,
        page('old', '/old', { redirect: redirectTo('/older') }),
        page('older', '/older', { redirect: redirectTo('/') }),
      ],
      'old: redirects to /older, itself a redirect',
    ],
  ])('reports %s', (_, routes, problem) => {
    expect(validateRouteTable(routes)).toContain(problem);
  });

  it('tries each redirect with action=forgot too, so a branch of it to nowhere is found', () => {
    const routes = [
      HOME,
      page('action', '/action', {
        redirect: ({ query }) => ({ path: query['action'] === 'forgot' ? '/nowhere' : '/' }),
      }),
    ];
    expect(validateRouteTable(routes)).toContain(
      'action: redirects to /nowhere, which no route has',
    );
  });
});
