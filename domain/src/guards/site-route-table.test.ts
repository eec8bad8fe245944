import { BLOCKING_PAGES } from '../blocking/blocking-reason';
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
