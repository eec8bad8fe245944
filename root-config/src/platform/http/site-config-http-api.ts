import type { AxiosInstance } from 'axios';
import type { SiteConfig, SiteConfigApi } from '@betshell/domain';

/** SiteConfigApi over HTTP: GET /bff-api/config/all.json?lang= (spec/shell.md section 7). */
export function createSiteConfigHttpApi(http: AxiosInstance): SiteConfigApi {
  return {
    async fetchSiteConfig(lng, freshness) {
      const response = await http.get<SiteConfig>('/bff-api/config/all.json', {
        params: { lang: lng },
        // A request's no-cache makes the browser revalidate with the server instead of answering
        // from its cache; the answer then refreshes the cache for everyone else on the page.
        headers: freshness === 'fresh' ? { 'Cache-Control': 'no-cache' } : {},
      });
      return response.data;
    },
  };
}
