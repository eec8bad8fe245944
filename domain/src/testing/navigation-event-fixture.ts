import type { ShellEventOf } from '../bus/shell-event';
import type { LanguageCode } from '../language/site-languages';
import type { SettledPage } from '../navigation/settled-page';
import { settledRouteFixture } from './route-fixture';

/** A settled navigation as the root config publishes it; the page defaults to a plain route. */
export function navigationEventFixture(
  pathname: string,
  lng: LanguageCode,
  options: { search?: string; page?: SettledPage } = {},
): ShellEventOf<'navigation'> {
  return {
    type: 'navigation',
    pathname,
    search: options.search ?? '',
    lng,
    page: options.page ?? settledRouteFixture(),
  };
}
