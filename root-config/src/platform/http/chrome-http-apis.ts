import type { AppVersionSchema, ReadonlyStatic } from '@betshell/api-contract';
import type { AppVersionApi, VisitorCountry, VisitorCountryApi } from '@betshell/domain';
import type { HttpClient } from './http-client-on-demand';

/** AppVersionApi over HTTP: GET /web-api/version, answered `{ version }` (server/src/chrome). */
export function createAppVersionHttpApi(http: HttpClient): AppVersionApi {
  return {
    async fetchVersion() {
      const response = await http.get<ReadonlyStatic<typeof AppVersionSchema>>('/web-api/version', {
        // The server says no-cache too; a proxy that ignores it must not answer an old version.
        headers: { 'Cache-Control': 'no-cache' },
      });
      return response.data.version;
    },
  };
}

/** VisitorCountryApi over HTTP: GET /web-api/geo/visitor, answered `{ countryCode, countryId }`. */
export function createVisitorCountryHttpApi(http: HttpClient): VisitorCountryApi {
  return {
    async fetchVisitorCountry() {
      const response = await http.get<VisitorCountry>('/web-api/geo/visitor');
      return response.data;
    },
  };
}
