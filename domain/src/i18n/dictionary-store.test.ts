import { failureOf } from '../http/http-failure';
import { DictionaryStore } from './dictionary-store';

// Failures as the platform's client rejects with them: Errors carrying the failure's fields.
const serverDown = Object.assign(
  new Error('HTTP 503'),
  failureOf({ kind: 'response', status: 503, body: {} }),
);
const badRequest = Object.assign(
  new Error('HTTP 400'),
  failureOf({ kind: 'response', status: 400, body: {} }),
);

describe('the dictionary store', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the texts of a language and is ready in it', async () => {
    const store = new DictionaryStore({
      fetchDictionary: (lng) => Promise.resolve({ home: `home in ${lng}` }),
    });
    await expect(store.load('en')).resolves.toEqual({ home: 'home in en' });
    expect([store.state, store.language, store.failedLanguage]).toEqual(['ready', 'en', null]);
  });

  it('tries twice more, a second apart, when the server or the network fails', async () => {
    jest.useFakeTimers();
    let attempts = 0;
    const store = new DictionaryStore({
      fetchDictionary: () =>
        ++attempts < 3 ? Promise.reject(serverDown) : Promise.resolve({ home: 'Home' }),
    });
    const loading = store.load('en');
    await jest.advanceTimersByTimeAsync(1999);
    expect(attempts).toBe(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(loading).resolves.toEqual({ home: 'Home' });
  });

  it('fails in the language asked for once the retries are spent', async () => {
    jest.useFakeTimers();
    let attempts = 0;
    const store = new DictionaryStore({
      fetchDictionary: () => (++attempts, Promise.reject(serverDown)),
    });
    const loading = store.load('ru');
    await jest.advanceTimersByTimeAsync(2000);
    await expect(loading).resolves.toBeNull();
    expect(attempts).toBe(3);
    expect([store.state, store.failedLanguage]).toEqual(['failed', 'ru']);
  });

  it('does not retry an answer that asking again cannot change', async () => {
    let attempts = 0;
    const store = new DictionaryStore({
      fetchDictionary: () => (++attempts, Promise.reject(badRequest)),
    });
    await store.load('ru');
    expect(attempts).toBe(1);
    expect(store.state).toBe('failed');
  });

  it('lets a newer language win over an older answer that arrives late', async () => {
    let answerRussian: (texts: Record<string, string>) => void = () => undefined;
    const store = new DictionaryStore({
      fetchDictionary: (lng) =>
        lng === 'ru'
          ? new Promise((resolve) => (answerRussian = resolve))
          : Promise.resolve({ home: 'Home' }),
    });
    const russian = store.load('ru');
    await store.load('en');
    answerRussian({ home: 'На главную' });
    await expect(russian).resolves.toBeNull();
    expect(store.language).toBe('en');
  });
});
