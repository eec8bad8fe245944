import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';

/** A port nothing listens on: taken from the system, then let go. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** How long a Redis server is given to answer its first PING (a loaded machine). */
const START_TIMEOUT_MS = 10_000;

export interface RedisServer {
  /** redis://127.0.0.1:<its port>: the same while it is stopped and started again. */
  readonly url: string;
  /** Ends the server (SIGKILL): every connection to it is lost. */
  stop(): Promise<void>;
  /** Starts it again on the same port, answering PING when this resolves. */
  start(): Promise<void>;
}

/**
 * A Redis server of the test file's own (Debian's redis-server, on a free port, nothing saved), so
 * that a test may stop it and start it again without touching another file's Redis. Started
 * before the file's tests, ended after them.
 */
export function useRedisServer(): RedisServer {
  let port = 0;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const probe = new Redis(port, '127.0.0.1', {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        probe.disconnect();
      }
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (running === null || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
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
