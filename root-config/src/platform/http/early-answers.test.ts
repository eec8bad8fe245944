import type { AxiosInstance } from 'axios';
import { siteConfigFixture } from '@betshell/domain/testing';
import { createDictionaryHttpApi } from './dictionary-http-api';
import { EARLY_ANSWERS_GLOBAL, earlyAnswersOf } from './early-answers';
import { createSiteConfigHttpApi } from './site-config-http-api';

/** A window whose page asked early for these URLs. */
const pageAsked = (answers: Record<string, Promise<unknown>>) => ({
  [EARLY_ANSWERS_GLOBAL]: answers,
});

/** An HTTP client that records what it is asked and answers `data`. */
function httpAnswering(data: unknown) {
  const asked: string[] = [];
  const http = {
    get: (url: string) => {
      asked.push(url);
      return Promise.resolve({ data });
    },
  } as unknown as AxiosInstance;
  return { http, asked };
}

describe('the answers the page asked for early', () => {
  it('are taken once each: a later load asks the server again', async () => {
    const early = earlyAnswersOf(
      pageAsked({ '/web-api/dictionary/ru': Promise.resolve({ a: 1 }) }),
    );

    await expect(early.take('/web-api/dictionary/ru')).resolves.toEqual({ a: 1 });
    await expect(early.take('/web-api/dictionary/ru')).resolves.toBeNull();
  });

  it('are null when the page asked for nothing or the request failed', async () => {
    await expect(earlyAnswersOf({}).take('/web-api/dictionary/ru')).resolves.toBeNull();
    const failed = earlyAnswersOf(
      pageAsked({ '/web-api/dictionary/ru': Promise.reject(new Error('offline')) }),
    );
    await expect(failed.take('/web-api/dictionary/ru')).resolves.toBeNull();
  });

  it('give the first dictionary without a request of its own, and the next one through HTTP', async () => {
    const { http, asked } = httpAnswering({ lng: 'ru', texts: { b: 'from the server' } });
    const api = createDictionaryHttpApi(
      http,
      earlyAnswersOf(
        pageAsked({
          '/web-api/dictionary/ru': Promise.resolve({ lng: 'ru', texts: { a: 'early' } }),
        }),
      ),
    );

    await expect(api.fetchDictionary('ru')).resolves.toEqual({ a: 'early' });
    expect(asked).toEqual([]);
    await expect(api.fetchDictionary('ru')).resolves.toEqual({ b: 'from the server' });
    expect(asked).toEqual(['/web-api/dictionary/ru']);
  });

  it('are asked again through HTTP when the early answer failed, so its errors are handled as usual', async () => {
    const { http, asked } = httpAnswering({ lng: 'en', texts: { b: 'from the server' } });
    const api = createDictionaryHttpApi(
      http,
      earlyAnswersOf(pageAsked({ '/web-api/dictionary/en': Promise.resolve(null) })),
    );

    await expect(api.fetchDictionary('en')).resolves.toEqual({ b: 'from the server' });
    expect(asked).toEqual(['/web-api/dictionary/en']);
  });

  it('give the first site config when it is one, and never stand in for a fresh one', async () => {
    const early = siteConfigFixture({ siteName: 'Early' });
    const server = siteConfigFixture({ siteName: 'Server' });
    const { http, asked } = httpAnswering(server);
    const api = createSiteConfigHttpApi(
      http,
      earlyAnswersOf(pageAsked({ '/bff-api/config/all.json?lang=ru': Promise.resolve(early) })),
    );

    await expect(api.fetchSiteConfig('ru', 'fresh')).resolves.toEqual(server);
    await expect(api.fetchSiteConfig('ru', 'cached')).resolves.toEqual(early);
    expect(asked).toEqual(['/bff-api/config/all.json']);

    const garbled = createSiteConfigHttpApi(
      http,
      earlyAnswersOf(pageAsked({ '/bff-api/config/all.json?lang=ru': Promise.resolve('<html>') })),
    );
    await expect(garbled.fetchSiteConfig('ru', 'cached')).resolves.toEqual(server);
  });
});
