/**
 * @jest-environment node
 */
// The on-demand client against a real HTTP server on a local port, with the real axios: only the
// loading of axios is counted, or made to fail as a lost network would.
import type { AxiosStatic } from 'axios';
import { PlatformHttpError } from './platform-http-error';
import { httpClientOnDemand, importAxios } from './http-client-on-demand';
import { localHttpServerForSuite } from '../../test-support/local-http-server';

const server = localHttpServerForSuite();

function countedLoads(outcomes: ReadonlyArray<'load' | 'fail'> = []) {
  const loads: number[] = [];
  const load = (): Promise<AxiosStatic> => {
    loads.push(loads.length);
    return outcomes[loads.length - 1] === 'fail'
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : importAxios();
  };
  return { loads, load };
}

describe('an HTTP client whose axios loads on demand', () => {
  it('loads axios at its first call, not when it is made', async () => {
    const { loads, load } = countedLoads();
    const http = httpClientOnDemand(load, (axios) => axios.create({ baseURL: server.origin }));
    expect(loads).toHaveLength(0);
    server.on('GET /web-api/version', (_request, reply) => reply.json(200, { version: '1.2.0' }));

    const response = await http.get<{ version: string }>('/web-api/version');

    expect(response.data).toEqual({ version: '1.2.0' });
    expect(loads).toHaveLength(1);
  });

  it('makes one instance for all its calls, however many start before axios has arrived', async () => {
    const { loads, load } = countedLoads();
    const created: number[] = [];
    const http = httpClientOnDemand(load, (axios) => {
      created.push(created.length);
      return axios.create({ baseURL: server.origin });
    });
    server.on('GET /a', (_request, reply) => reply.json(200, 'a'));
    server.on('POST /b', (request, reply) => reply.json(200, request.body));

    const [a, b] = await Promise.all([http.get('/a'), http.post('/b', { stake: 150 })]);
    await http.request({ url: '/a' });

    expect([a.data, b.data]).toEqual(['a', { stake: 150 }]);
    expect(loads).toHaveLength(1);
    expect(created).toHaveLength(1);
  });

  it('fails a call as a network error when axios cannot be loaded, and loads again at the next', async () => {
    const { loads, load } = countedLoads(['fail', 'load']);
    const http = httpClientOnDemand(load, (axios) => axios.create({ baseURL: server.origin }));
    server.on('GET /healthz', (_request, reply) => reply.json(200, { ok: true }));

    const failure = await http.get('/healthz').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(PlatformHttpError);
    expect((failure as PlatformHttpError).status).toBe('network-error');
    expect(server.seen('GET /healthz')).toHaveLength(0);
    expect((await http.get('/healthz')).data).toEqual({ ok: true });
    expect(loads).toHaveLength(2);
  });
});
