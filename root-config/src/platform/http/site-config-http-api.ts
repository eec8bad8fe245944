import type { AxiosInstance } from 'axios';
import type { SiteConfig, SiteConfigApi } from '@betshell/domain';

/** SiteConfigApi over HTTP: GET /bff-api/config/all.json?lang= (spec/shell.md section 7). */
export function createSiteConfigHttpApi(http: AxiosInstance): SiteConfigApi {
  return {
    async fetchSiteConfig(lng) {
      const response = await http.get<SiteConfig>('/bff-api/config/all.json', {
        params: { lang: lng },
      });
      return response.data;
    },
  };
}
