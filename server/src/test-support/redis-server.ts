import { createServer, type AddressInfo } from 'node:net';
import { startRedisProcess, type RedisProcess } from './redis-process';

/** A port nothing listens on: taken from the system, then let go. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RedisServer {
  /** redis://127.0.0.1:<its port>: the same while it is stopped and started again. */
  readonly url: string;
  /** Ends the server (SIGKILL): every connection to it is lost. */
  stop(): Promise<void>;
  /** Starts it again on the same port, answering PING when this resolves. */
  start(): Promise<void>;
}

/** How long a Redis server is given to answer its first PING (a loaded machine). */
const START_TIMEOUT_MS = 15_000;

/**
 * A Redis server of the test file's own (redis-process.ts, on a free port), so that a test may
 * stop it and start it again without touching another file's Redis. Started before the file's
 * tests, ended after them.
 */
export function useRedisServer(): RedisServer {
  let port = 0;
  let running: RedisProcess | null = null;
  const start = async () => {
    running = await startRedisProcess(port, START_TIMEOUT_MS);
  };
  const stop = async () => {
    await running?.stop();
    running = null;
  };

  beforeAll(async () => {
    port = await freePort();
    await start();
  }, START_TIMEOUT_MS + 5_000);
  afterAll(stop);

  return {
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    stop,
    start,
  };
}
