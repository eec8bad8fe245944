import type { DictionarySchema, ReadonlyStatic } from '@betshell/api-contract';
import type { DictionaryApi, DictionaryTexts } from '@betshell/domain';
import { earlyDictionaryUrl, type EarlyAnswers } from './early-answers';
import type { HttpClient } from './http-client-on-demand';

const textsOf = (answer: unknown): DictionaryTexts | null => {
  const texts = (answer as { texts?: unknown } | null)?.texts;
  return typeof texts === 'object' && texts !== null ? (texts as DictionaryTexts) : null;
};

/**
 * DictionaryApi over HTTP: GET /web-api/dictionary/{lng} (decisions.md). The server fills keys a
 * language lacks with English, so one request per language is enough. The first load takes the
 * answer the page asked for early, when it is a good one.
 */
export function createDictionaryHttpApi(http: HttpClient, early?: EarlyAnswers): DictionaryApi {
  return {
    async fetchDictionary(lng) {
      const earlyTexts =
        early === undefined ? null : textsOf(await early.take(earlyDictionaryUrl(lng)));
      if (earlyTexts !== null) return earlyTexts;
      const response = await http.get<ReadonlyStatic<typeof DictionarySchema>>(
        `/web-api/dictionary/${encodeURIComponent(lng)}`,
      );
      const texts = textsOf(response.data);
      if (texts === null) {
        throw new Error('the dictionary answer has no texts', { cause: response.data });
      }
      return texts;
    },
  };
}
