import type { AxiosInstance } from 'axios';
import { siteConfigFixture } from '@betshell/domain/testing';
import { createBlockHttpApi } from './block-http-api';
import { createDictionaryHttpApi } from './dictionary-http-api';
import { EARLY_ANSWERS_GLOBAL, earlyAnswersOf, earlyPostKey } from './early-answers';
import { createRedirectHttpApi } from './redirect-http-api';
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

  it('give the first redirect answer for the same address, and ask again for another or a broken one', async () => {
    const moved = {
      redirect: true,
      code: 301,
      url: '/ru/new',
      reasons: [],
      breadcrumbs: [],
    };
    const asked: string[] = [];
    const http = {
      post: (url: string, body: { url: string }) => {
        asked.push(`${url} ${body.url}`);
        return Promise.resolve({ data: { ...moved, redirect: false } });
      },
    } as unknown as AxiosInstance;
    const key = (url: string) => earlyPostKey('/redirects-api/api/v1/redirect-light', { url });
    const redirects = createRedirectHttpApi(
      http,
      () => undefined,
      undefined,
      earlyAnswersOf(
        pageAsked({
          [key('http://site.test/ru/old')]: Promise.resolve(moved),
          [key('http://site.test/ru/broken')]: Promise.resolve({ redirect: true }),
        }),
      ),
    );

    await expect(redirects.lookup('http://site.test/ru/old')).resolves.toEqual(moved);
    expect(asked).toEqual([]);
    await expect(redirects.lookup('http://site.test/ru/broken')).resolves.toBeNull();
    await expect(redirects.lookup('http://site.test/ru/other')).resolves.toBeNull();
    expect(asked).toEqual([
      '/redirects-api/api/v1/redirect-light http://site.test/ru/broken',
      '/redirects-api/api/v1/redirect-light http://site.test/ru/other',
    ]);
  });

  it('give the first block answer only for the same token and address', async () => {
    const asked: unknown[] = [];
    const http = {
      post: (_url: string, body: unknown) => {
        asked.push(body);
        return Promise.resolve({ data: { data: { displayTypeId: 0, templateTypeId: 0 } } });
      },
    } as unknown as AxiosInstance;
    let token: string | undefined = 'token-a';
    const block = createBlockHttpApi(
      http,
      () => token,
      earlyAnswersOf(
        pageAsked({
          [earlyPostKey('/blocks-api/api/v2/block', { auth: 'token-a', url: '/ru/' })]:
            Promise.resolve({ data: { displayTypeId: 16, templateTypeId: 0 } }),
          [earlyPostKey('/blocks-api/api/v2/block', { url: '/ru/' })]: Promise.resolve({
            data: { displayTypeId: 1, templateTypeId: 1 },
          }),
        }),
      ),
    );

    await expect(block.check('/ru/')).resolves.toEqual({ displayTypeId: 16, templateTypeId: 0 });
    expect(asked).toEqual([]);
    // Signed out since: the answer asked without a token is the one that fits.
    token = undefined;
    await expect(block.check('/ru/')).resolves.toEqual({ displayTypeId: 1, templateTypeId: 1 });
    // Taken once: the next check asks the service.
    await expect(block.check('/ru/')).resolves.toEqual({ displayTypeId: 0, templateTypeId: 0 });
    expect(asked).toEqual([{ auth: undefined, url: '/ru/' }]);
  });
});
