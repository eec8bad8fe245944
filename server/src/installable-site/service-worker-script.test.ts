import { runInNewContext } from 'node:vm';
import { SHELL_CACHE_PREFIX } from '@betshell/domain/installable-site';
import { serviceWorkerScript } from './service-worker-script';

// The worker runs in the browser; here its script runs in a context with a fake service worker
// global (self, caches, fetch), so what it keeps, answers and deletes can be checked without one.

const ORIGIN = 'https://site.test';
type Listener = (event: FakeEvent) => void;

interface FakeEvent {
  request?: { method: string; url: string; mode: string };
  waitUntil(work: Promise<unknown>): void;
  respondWith(answer: Promise<unknown>): void;
}

/** The browser's CacheStorage, keyed by path: the worker only ever keeps same-origin files. */
class FakeCaches {
  readonly stores = new Map<string, Map<string, string>>();

  constructor(private readonly fetch: (path: string) => Promise<string>) {}

  open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, string>();
    this.stores.set(name, store);
    const fetch = this.fetch;
    const pathOf = (request: string | { url: string }) =>
      typeof request === 'string' ? request : new URL(request.url).pathname;
    return Promise.resolve({
      async addAll(paths: string[]) {
        for (const path of paths) store.set(path, await fetch(path));
      },
      match(request: string | { url: string }) {
        return Promise.resolve(store.get(pathOf(request)));
      },
    });
  }

  keys() {
    return Promise.resolve([...this.stores.keys()]);
  }

  delete(name: string) {
    return Promise.resolve(this.stores.delete(name));
  }
}

function browser() {
  const network = { online: true, asked: [] as string[] };
  const fetch = (request: string | { url: string }) => {
    const path = typeof request === 'string' ? request : new URL(request.url).pathname;
    network.asked.push(path);
    return network.online
      ? Promise.resolve(`network ${path}`)
      : Promise.reject(new TypeError('Failed to fetch'));
  };
  const caches = new FakeCaches(fetch);

  /** Starts a worker of the script, as the browser does when the script's bytes change. */
  function worker(version: string, files: string[]) {
    const listeners = new Map<string, Listener>();
    const self = {
      location: { origin: ORIGIN },
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      skipWaiting: jest.fn(() => Promise.resolve()),
      clients: { claim: jest.fn(() => Promise.resolve()) },
    };
    runInNewContext(serviceWorkerScript({ version, shellPage: '/', files }), {
      self,
      caches,
      fetch,
      URL,
      Promise,
    });
    const lifecycle = async (type: 'install' | 'activate') => {
      const seen: { work: Promise<unknown> } = { work: Promise.resolve() };
      listeners.get(type)?.({
        waitUntil: (promise) => {
          seen.work = promise;
        },
        respondWith: () => undefined,
      });
      await seen.work;
    };
    /** A page's request: the worker's answer, or null when it leaves it to the network. */
    const request = async (path: string, mode = 'no-cors'): Promise<unknown> => {
      const seen: { answer: Promise<unknown> | null } = { answer: null };
      listeners.get('fetch')?.({
        request: { method: 'GET', url: `${ORIGIN}${path}`, mode },
        waitUntil: () => undefined,
        respondWith: (promise) => {
          seen.answer = promise;
        },
      });
      return seen.answer === null ? null : await seen.answer;
    };
    return {
      self,
      install: () => lifecycle('install'),
      activate: () => lifecycle('activate'),
      request,
    };
  }
  return { network, caches, worker };
}

describe('the service worker', () => {
  it('keeps the page and the files of the pinned map in a cache of its version, and takes charge at once', async () => {
    const { caches, worker } = browser();
    const first = worker('v1', ['/assets/app/root-config.1.js', '/importmap.json']);
    await first.install();
    await first.activate();
    expect([...(caches.stores.get(`${SHELL_CACHE_PREFIX}v1`)?.keys() ?? [])]).toEqual([
      '/',
      '/assets/app/root-config.1.js',
      '/importmap.json',
    ]);
    expect(first.self.skipWaiting).toHaveBeenCalled();
    expect(first.self.clients.claim).toHaveBeenCalled();
  });

  it('of a new import map keeps the new files and deletes the old caches, leaving other caches', async () => {
    const { caches, network, worker } = browser();
    const first = worker('v1', ['/assets/app/header.1.js', '/importmap.json']);
    await first.install();
    await first.activate();
    caches.stores.set('someone-else', new Map());

    const second = worker('v2', ['/assets/app/header.2.js', '/importmap.json']);
    await second.install();
    await second.activate();
    expect((await caches.keys()).sort()).toEqual([`${SHELL_CACHE_PREFIX}v2`, 'someone-else']);

    network.online = false;
    expect(await second.request('/assets/app/header.2.js')).toBe('network /assets/app/header.2.js');
    // The old pin's file is gone with its cache: offline, nothing answers it any more.
    await expect(second.request('/assets/app/header.1.js')).rejects.toThrow('Failed to fetch');
  });

  it('asks the network first for pages and the import map, and answers them from the cache offline', async () => {
    const { network, worker } = browser();
    const running = worker('v1', ['/importmap.json']);
    await running.install();
    network.asked.length = 0;
    expect(await running.request('/ru/casino', 'navigate')).toBe('network /ru/casino');
    expect(await running.request('/importmap.json')).toBe('network /importmap.json');
    expect(network.asked).toEqual(['/ru/casino', '/importmap.json']);

    network.online = false;
    // The kept page stands for every path; the kept map is the one installed.
    expect(await running.request('/ru/casino', 'navigate')).toBe('network /');
    expect(await running.request('/importmap.json')).toBe('network /importmap.json');
  });

  it('leaves API calls to the network and keeps none of their answers', async () => {
    const { caches, worker } = browser();
    const running = worker('v1', []);
    await running.install();
    for (const path of [
      '/web-api/user/balance',
      '/bff-api/config/all.json',
      '/auth-api/v1/check',
    ]) {
      expect(await running.request(path)).toBeNull();
    }
    expect([...(caches.stores.get(`${SHELL_CACHE_PREFIX}v1`)?.keys() ?? [])]).toEqual(['/']);
  });
});
