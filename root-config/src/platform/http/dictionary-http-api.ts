import type { AxiosInstance } from 'axios';
import type { DictionaryApi, DictionaryTexts } from '@betshell/domain';

/**
 * DictionaryApi over HTTP: GET /web-api/dictionary/{lng} (decisions.md). The server fills keys a
 * language lacks with English, so one request per language is enough.
 */
export function createDictionaryHttpApi(http: AxiosInstance): DictionaryApi {
  return {
    async fetchDictionary(lng) {
      const response = await http.get<{ texts?: unknown }>(
        `/web-api/dictionary/${encodeURIComponent(lng)}`,
      );
      const texts = response.data.texts;
      if (typeof texts !== 'object' || texts === null) {
        throw new Error('the dictionary answer has no texts', { cause: response.data });
      }
      return texts as DictionaryTexts;
    },
  };
}
