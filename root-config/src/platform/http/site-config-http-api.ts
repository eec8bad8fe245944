import { isSiteConfigAnswer, type SiteConfigApi } from '@betshell/domain';
import { earlySiteConfigUrl, type EarlyAnswers } from './early-answers';
import type { HttpClient } from './http-client-on-demand';

/**
 * SiteConfigApi over HTTP: GET /bff-api/config/all.json?lang= (spec/shell.md section 7). The first
 * load takes the answer the page asked for early, when it is a good one.
 */
export function createSiteConfigHttpApi(http: HttpClient, early?: EarlyAnswers): SiteConfigApi {
  return {
    async fetchSiteConfig(lng, freshness) {
      if (early !== undefined && freshness !== 'fresh') {
        const answer = await early.take(earlySiteConfigUrl(lng));
        if (isSiteConfigAnswer(answer)) return answer;
      }
      const response = await http.get<unknown>('/bff-api/config/all.json', {
        params: { lang: lng },
        // A request's no-cache makes the browser revalidate with the server instead of answering
        // from its cache; the answer then refreshes the cache for everyone else on the page.
        headers: freshness === 'fresh' ? { 'Cache-Control': 'no-cache' } : {},
      });
      // A garbled body would start the shell on nothing: it fails like no answer, and is retried.
      if (!isSiteConfigAnswer(response.data)) {
        throw new Error('the site config answer is not a site config', { cause: response.data });
      }
      return response.data;
    },
  };
}
