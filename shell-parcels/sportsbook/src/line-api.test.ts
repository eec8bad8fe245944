import { lineApiOver, type LineHttp } from './line-api';

// The platform's error type, without starting a platform in the test: an HTTP failure with its code.
class HttpFailure extends Error {
  constructor(readonly code: number) {
    super(`HTTP ${code}`);
  }
}
jest.mock('@betshell/platform', () => ({
  isPlatformHttpError: (error: unknown) => error instanceof HttpFailure,
}));

function fakeHttp(answer: (url: string) => unknown) {
  const calls: { url: string; params: Record<string, string> }[] = [];
  const http: LineHttp = {
    get<T>(url: string, config: { params: Record<string, string> }) {
      calls.push({ url, params: config.params });
      try {
        return Promise.resolve({ data: answer(url) as T });
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
  return { http, calls };
}

describe('the line calls', () => {
  it('ask the events of a section with only the filters given', async () => {
    const { http, calls } = fakeHttp(() => []);
    await lineApiOver(http).events({ section: 'live', sportId: 2, lng: 'en' });
    expect(calls).toEqual([
      { url: '/web-api/line/events', params: { section: 'live', sportId: '2', lng: 'en' } },
    ]);
  });

  it('ask the results of a championship', async () => {
    const { http, calls } = fakeHttp(() => []);
    await lineApiOver(http).results({ champId: 101, lng: 'ru' });
    expect(calls).toEqual([
      { url: '/web-api/line/results', params: { champId: '101', lng: 'ru' } },
    ]);
  });

  it('answer no game for a 404, and pass on any other failure', async () => {
    const missing = fakeHttp(() => {
      throw new HttpFailure(404);
    });
    await expect(lineApiOver(missing.http).event(9, 'en')).resolves.toBeNull();
    expect(missing.calls[0]?.url).toBe('/web-api/line/events/9');

    const failing = fakeHttp(() => {
      throw new HttpFailure(503);
    });
    await expect(lineApiOver(failing.http).event(9, 'en')).rejects.toThrow('HTTP 503');
  });
});
