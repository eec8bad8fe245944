import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the local server saw it. */
export interface SeenRequest {
  readonly method: string;
  /** Path and query, as sent. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

export interface Reply {
  json(status: number, body: unknown): void;
  /** Keeps the request open: the test decides what the client does meanwhile. */
  hold(): void;
}

type Handler = (request: SeenRequest, reply: Reply) => void;

export interface LocalHttpServer {
  /** `http://127.0.0.1:<port>`, once started. */
  readonly origin: string;
  /** Listens on a free local port. */
  start(): Promise<void>;
  readonly requests: SeenRequest[];
  /** Answers `METHOD /path` (query ignored) with the handlers in turn; the last one repeats. */
  on(route: string, ...handlers: Handler[]): void;
  /** Requests that reached `METHOD /path`. */
  seen(route: string): SeenRequest[];
  /** Resolves when the next request for `route` arrives. */
  arrival(route: string): Promise<SeenRequest>;
  reset(): void;
  close(): Promise<void>;
}

const routeOf = (method: string, url: string) => `${method} ${url.split('?')[0]}`;

/**
 * A real HTTP server on a free local port, for testing the browser's HTTP client end to end
 * (no mocked axios): answers are scripted per route; unscripted routes answer 404.
 */
export function createLocalHttpServer(): LocalHttpServer {
  const handlers = new Map<string, Handler[]>();
  const waiting = new Map<string, Array<(request: SeenRequest) => void>>();
  const requests: SeenRequest[] = [];
  const held: ServerResponse[] = [];

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text === '' ? undefined : text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Not JSON: the text as sent.
      }
      const request: SeenRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body,
      };
      requests.push(request);
      const route = routeOf(request.method, request.url);
      waiting
        .get(route)
        ?.splice(0)
        .forEach((resolve) => resolve(request));
      const queue = handlers.get(route) ?? [];
      const handler = queue.length > 1 ? queue.shift() : queue[0];
      const reply: Reply = {
        json(status, answer) {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answer));
        },
        hold: () => void held.push(response),
      };
      if (handler === undefined) {
        reply.json(404, { error: { code: 'NOT_FOUND', message: `${route} is not scripted` } });
      } else {
        handler(request, reply);
      }
    });
  });
  return {
    get origin() {
      const address = server.address() as AddressInfo | null;
      if (address === null) throw new Error('the local server is not started');
      return `http://127.0.0.1:${address.port}`;
    },
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    requests,
    on: (route, ...list) => void handlers.set(route, list),
    seen: (route) => requests.filter((request) => routeOf(request.method, request.url) === route),
    arrival: (route) =>
      new Promise((resolve) => waiting.set(route, [...(waiting.get(route) ?? []), resolve])),
    reset() {
      handlers.clear();
      requests.length = 0;
    },
    async close() {
      held.splice(0).forEach((response) => response.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A started server, for a test that needs one of its own. */
export async function startLocalHttpServer(): Promise<LocalHttpServer> {
  const server = createLocalHttpServer();
  await server.start();
  return server;
}

/** A server for every test of the file: started before, reset between and closed after them. */
export function localHttpServerForSuite(): LocalHttpServer {
  const server = createLocalHttpServer();
  beforeAll(() => server.start());
  afterAll(() => server.close());
  beforeEach(() => server.reset());
  return server;
}
