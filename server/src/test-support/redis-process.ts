import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';

/** A Redis server of one test's own, as a process of the test (Debian's redis-server). */
export interface RedisProcess {
  readonly url: string;
  /** Ends it with SIGKILL: every connection to it is lost. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts redis-server on 127.0.0.1:`port`, keeping nothing on disk; resolves once it answers PING. */
export async function startRedisProcess(port: number, timeoutMs = 15_000): Promise<RedisProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} ended at start`);
    const probe = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      return { url: `redis://127.0.0.1:${port}`, stop };
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      probe.disconnect();
    }
  }
}

/**
 * What is published on the channels starting with `prefix`, as a test hears it on Redis itself:
 * the channels' names without the prefix.
 */
export async function overhearChannels(url: string, prefix: string) {
  const heard = new Set<string>();
  const listener = new Redis(url, { maxRetriesPerRequest: 1 });
  listener.on('pmessage', (_pattern: string, channel: string) =>
    heard.add(channel.slice(prefix.length)),
  );
  await listener.psubscribe(`${prefix}*`);
  return {
    heard,
    stop: () => listener.disconnect(),
  };
}
