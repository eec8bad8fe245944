// Test support for the loader's tests (imported by *.test.ts only): an HTTP client whose answers
// the test scripts, and the loader over it with the test's stores and clock.
import axios, { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import type { LifeCycles, Parcel } from 'single-spa';
import type { RemoteViewScheduler, RootStore, ShellEventBus } from '@betshell/domain';
import { createRemoteViews } from './create-remote-views';
import type { SystemLoader } from './parcel-view-transport';

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
  /** fakeScheduler() of @betshell/domain/testing. */
  readonly scheduler: RemoteViewScheduler;
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
    scheduler: options.scheduler,
    reloadPage: options.reloadPage ?? (() => undefined),
  });
  const element = document.createElement('div');
  document.body.append(element);
  return { views, requests, navigate, bus, element };
}
