import type { AxiosInstance, AxiosStatic } from 'axios';
import { failureOf } from '@betshell/domain';
import { PlatformHttpError } from './platform-http-error';

/** The calls of the platform's HTTP clients: axios's, with axios's types. */
export type HttpMethod =
  'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch';

/** An HTTP client of the platform (`platform.http`): axios's calls, made once axios has arrived. */
export type HttpClient = Pick<AxiosInstance, HttpMethod>;

const METHODS: readonly HttpMethod[] = [
  'request',
  'get',
  'delete',
  'head',
  'options',
  'post',
  'put',
  'patch',
];

/**
 * axios, by its name in the import map, when the page makes its first call. The first paint makes
 * none (index.html asked early for what it waits for: early-answers.ts), so axios is not part of
 * the first load of a page (docs/performance.md).
 */
export const importAxios = (): Promise<AxiosStatic> =>
  import('axios').then((module) => module.default);

/**
 * A client whose axios instance is made by `create` at its first call, from the axios `load`
 * gives. Until then the page has not loaded axios. A load that fails (the network) fails that call
 * as a network error, like any call without an answer, and the next call loads again.
 */
export function httpClientOnDemand(
  load: () => Promise<AxiosStatic>,
  create: (axios: AxiosStatic) => AxiosInstance,
): HttpClient {
  let instance: Promise<AxiosInstance> | undefined;
  const ready = (): Promise<AxiosInstance> => {
    instance ??= load().then(create, (error: unknown) => {
      instance = undefined;
      throw new PlatformHttpError(failureOf({ kind: 'network' }), { cause: error });
    });
    return instance;
  };
  const client: Partial<Record<HttpMethod, unknown>> = {};
  for (const method of METHODS) {
    client[method] = (...args: unknown[]) =>
      ready().then((axios) =>
        (axios as unknown as Record<HttpMethod, (...params: unknown[]) => unknown>)[method](
          ...args,
        ),
      );
  }
  // Each method forwards its arguments to the same method of the instance, so it has its type.
  return client as HttpClient;
}
