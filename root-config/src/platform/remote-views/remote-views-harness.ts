// Test support for the loader's tests (imported by *.test.ts only): a fake clock, an HTTP client
// whose answers the test scripts, and the loader over them.
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import type { LifeCycles, Parcel } from 'single-spa';
import type { RemoteViewScheduler, RootStore, ShellEventBus } from '@betshell/domain';
import { createRemoteViews } from './create-remote-views';
import type { SystemLoader } from './parcel-view-transport';

export const settle = async () => {
  for (let i = 0; i < 100; i += 1) await Promise.resolve();
};

/** A clock and timers that move only when the test says so, timer by timer. */
export function fakeScheduler() {
  let now = 1_000_000;
  let timers: Array<{ at: number; run: () => void }> = [];
  const scheduler: RemoteViewScheduler = {
    now: () => now,
    delay(ms, run) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => void (timers = timers.filter((other) => other !== timer));
    },
  };
  async function advance(ms: number): Promise<void> {
    const target = now + ms;
    for (;;) {
      await settle();
      const next = [...timers].sort((a, b) => a.at - b.at)[0];
      if (next === undefined || next.at > target) break;
      timers = timers.filter((timer) => timer !== next);
      now = next.at;
      next.run();
    }
    now = target;
    await settle();
  }
  return { scheduler, advance };
}

export type Answer = { status: number; data?: unknown } | 'network-error';

/** An axios instance whose adapter answers from a script the test keeps changing. */
export function scriptedHttp(answer: (config: InternalAxiosRequestConfig) => Answer) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    requests.push(config);
    const given = answer(config);
    if (given === 'network-error') {
      return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    }
    return Promise.resolve({
      data: given.data,
      status: given.status,
      statusText: '',
      headers: {},
      config,
    });
  };
  return { http: axios.create({ baseURL: window.location.origin, adapter }), requests };
}

export interface HarnessOptions {
  /** From rootStoreFixture of @betshell/domain/testing, with the site config the test needs. */
  readonly fixture: { readonly bus: ShellEventBus; readonly stores: RootStore };
  readonly answer?: (config: InternalAxiosRequestConfig) => Answer;
  readonly system?: SystemLoader;
  readonly mountRootParcel?: (config: LifeCycles, props: { domElement: HTMLElement }) => Parcel;
  readonly reloadPage?: () => void;
}

export async function remoteViewsHarness(options: HarnessOptions) {
  const { bus, stores } = options.fixture;
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          remote_view_loading: 'Loading…',
          remote_view_error_title: 'This part of the page did not load',
          remote_view_error_text: 'Check your connection and try again.',
          main_refreshing_button: 'Refresh',
        },
      },
    },
  });
  const clock = fakeScheduler();
  const { http, requests } = scriptedHttp(
    options.answer ?? (() => ({ status: 404, data: { error: { code: 'NOT_FOUND' } } })),
  );
  const navigate = jest.fn<void, [string]>();
  const unused = () => {
    throw new Error('this test loads no parcel');
  };
  const views = createRemoteViews({
    window: window,
    http,
    bus,
    stores,
    i18n,
    navigate,
    mountStyles: () => () => undefined,
    mountRootParcel: options.mountRootParcel ?? unused,
    system: () => options.system ?? unused(),
    scheduler: clock.scheduler,
    reloadPage: options.reloadPage ?? (() => undefined),
  });
  const element = document.createElement('div');
  document.body.append(element);
  return { views, clock, requests, navigate, bus, element };
}
