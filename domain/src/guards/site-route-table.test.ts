import { BLOCKING_PAGES } from '../blocking/blocking-reason';
import { DEFAULT_SITE_CONFIG } from '../site-config/default-site-config';
import { SITE_ROUTE_TABLE } from './site-route-table';
import { SHELL_ROUTE } from './shell-routes';

describe("the site's route table", () => {
  it('has every route the guards send visitors to', () => {
    for (const name of [...Object.values(SHELL_ROUTE), ...BLOCKING_PAGES]) {
      expect(SITE_ROUTE_TABLE.byName(name)?.name).toBe(name);
    }
  });

  it('lets banned players open the blocking pages and maintenance', () => {
    for (const name of [...BLOCKING_PAGES, SHELL_ROUTE.maintenance]) {
      expect(SITE_ROUTE_TABLE.byName(name)?.allowedWhenBanned).toBe(true);
    }
  });
});

describe('the product lines behind feature flags', () => {
  it.each([
    ['esports', 'esports'],
    ['cyber', 'esports'],
    ['lotto', 'lotto'],
    ['toto', 'toto'],
    ['toto-frame', 'toto'],
    ['poker', 'poker'],
    ['bingo', 'bingo'],
  ])('%s needs the %s flag, which the default configuration turns on', (route, flag) => {
    expect(SITE_ROUTE_TABLE.byName(route)?.featureFlag).toBe(flag);
    expect(DEFAULT_SITE_CONFIG.routeFeatureFlags[flag]).toBe(true);
  });
});
