import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { SERVER_NODE_OPTIONS } from '../../server/src/config/server-node-options';

export const REPOSITORY_ROOT = join(__dirname, '..', '..');

/** A server of ours in a process of its own, as an operator runs it. */
export interface SiteProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  /** SIGTERM, and SIGKILL if it has not ended within 10 s. */
  stop(): Promise<void>;
  /** kill -9: no shutdown, no cleanup, as a crash or the OOM killer would. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Waits until `url` answers 200, or fails after `timeoutMs` or when the process ends. */
export async function waitForReady(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server ended before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts `server/src/server.ts` in its own node process (no tsx wrapper process, so a signal
 * reaches the server itself) on 127.0.0.1:`port`, with an in-memory PGlite unless `env` names a
 * DATABASE_URL or DATA_DIR, and resolves once /readyz answers.
 */
export async function startSiteProcess(
  port: number,
  env: Readonly<Record<string, string>> = {},
  script = 'server/src/server.ts',
  /** Node's own options before the script, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArguments: readonly string[] = [],
): Promise<SiteProcess> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_OPTIONS, ...nodeArguments, '--import', 'tsx', script],
    {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
        OPS_TOKEN: 'site-process-operator-token-0123',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = `${printed}${chunk.toString()}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const site: SiteProcess = {
    url,
    child,
    output: () => printed,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  try {
    await waitForReady(`${url}/readyz`, child, () => printed);
  } catch (error) {
    await site.kill();
    throw error;
  }
  return site;
}
