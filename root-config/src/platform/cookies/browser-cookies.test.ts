import { createBrowserCookies } from './browser-cookies';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe("the document's cookies", () => {
  const logged: unknown[][] = [];
  const cookies = createBrowserCookies(document, (...entry) => logged.push(entry));

  beforeEach(() => {
    clearCookies();
    logged.length = 0;
  });

  it('reads back what it wrote, encoded so any text survives', () => {
    cookies.set('lng', 'ru', { maxAgeSeconds: 86_400 });
    cookies.set('note', 'a; b=c', { maxAgeSeconds: 60 });
    expect(cookies.get('lng')).toBe('ru');
    expect(cookies.get('note')).toBe('a; b=c');
    expect(cookies.names().sort()).toEqual(['lng', 'note']);
  });

  it('keeps a cookie until the instant given', () => {
    cookies.set('user_token', 'a.b.c', { expiresAtMs: Date.now() + 60_000 });
    expect(cookies.get('user_token')).toBe('a.b.c');
    cookies.set('user_token', 'a.b.c', { expiresAtMs: Date.now() - 1_000 });
    expect(cookies.get('user_token')).toBeUndefined();
  });

  it('removes a cookie', () => {
    cookies.set('hide_left', '1');
    cookies.remove('hide_left');
    expect(cookies.get('hide_left')).toBeUndefined();
    expect(cookies.names()).toEqual([]);
  });

  it('reads a cookie someone else wrote badly as absent, and logs it', () => {
    document.cookie = 'broken=%E0%A4%A; Path=/';
    expect(cookies.get('broken')).toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toBe('cookie broken is not decodable');
  });

  it('logs a cookie it cannot write instead of throwing', () => {
    const failing = {
      location: { protocol: 'https:' },
      get cookie(): string {
        throw new Error('cookies disabled');
      },
      set cookie(_line: string) {
        throw new Error('cookies disabled');
      },
    } as unknown as Document;
    const broken = createBrowserCookies(failing, (...entry) => logged.push(entry));
    expect(() => broken.set('lng', 'ru')).not.toThrow();
    expect(broken.get('lng')).toBeUndefined();
    expect(logged.map(([message]) => message)).toEqual([
      'cookie could not be written',
      'cookies could not be read',
    ]);
  });
});
