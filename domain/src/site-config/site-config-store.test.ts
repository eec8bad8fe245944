import { NO_SITE_CONFIG, type SiteConfig } from './site-config';
import { SiteConfigStore, type SiteConfigApi } from './site-config-store';
import { siteConfigFixture } from '../testing';

function apiAnswering(...answers: Array<SiteConfig | Error>): SiteConfigApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fetchSiteConfig(lng) {
      calls.push(lng);
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      return answer instanceof Error || answer === undefined
        ? Promise.reject(answer ?? new Error('no answer'))
        : Promise.resolve(answer);
    },
  };
}

describe('the site config store', () => {
  afterEach(() => jest.useRealTimers());

  it('holds the configuration for the language it loaded', async () => {
    const api = apiAnswering(siteConfigFixture({ siteName: 'Betshell' }));
    const store = new SiteConfigStore(api);
    await store.load('en');
    expect(api.calls).toEqual(['en']);
    expect(store.state).toBe('ready');
    expect(store.config?.siteName).toBe('Betshell');
  });

  it('retries a failed load 5 times, 1000 ms apart', async () => {
    jest.useFakeTimers();
    const failure = new Error('503');
    const api = apiAnswering(failure, failure, failure, failure, failure, siteConfigFixture());
    const store = new SiteConfigStore(api);
    const loading = store.load('ru');
    expect(store.state).toBe('loading');
    await jest.advanceTimersByTimeAsync(4999);
    expect(api.calls).toHaveLength(5);
    await jest.advanceTimersByTimeAsync(1);
    await loading;
    expect(api.calls).toHaveLength(6);
    expect(store.state).toBe('ready');
  });

  it('reports "no site config" when every attempt fails', async () => {
    jest.useFakeTimers();
    const api = apiAnswering(new Error('down'));
    const store = new SiteConfigStore(api);
    const loading = store.load('ru');
    await jest.advanceTimersByTimeAsync(5000);
    await loading;
    expect(api.calls).toHaveLength(6);
    expect(store.state).toBe('failed');
    expect(store.error).toBe(NO_SITE_CONFIG);
  });

  it('asks past the cache only when told to load fresh', async () => {
    const asked: string[] = [];
    const store = new SiteConfigStore({
      fetchSiteConfig: (_lng, freshness) => {
        asked.push(freshness);
        return Promise.resolve(siteConfigFixture());
      },
    });
    await store.load('ru');
    await store.load('ru', 'fresh');
    expect(asked).toEqual(['cached', 'fresh']);
  });

  it('keeps the answer of the latest request when an older one arrives later', async () => {
    let answerRu: (config: SiteConfig) => void = () => undefined;
    const api: SiteConfigApi = {
      fetchSiteConfig: (lng) =>
        lng === 'ru'
          ? new Promise((resolve) => (answerRu = resolve))
          : Promise.resolve(siteConfigFixture({ siteName: 'English' })),
    };
    const store = new SiteConfigStore(api);
    const ru = store.load('ru');
    await store.load('en');
    answerRu(siteConfigFixture({ siteName: 'Russian' }));
    await ru;
    expect(store.config?.siteName).toBe('English');
  });
});
