import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const TSX_CLI = join(dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs');
const SERVER = join(__dirname, 'server.ts');
const START_TIMEOUT_MS = 60_000;
/** Set, so that these servers never write (nor remove) the repository's .data/ops.json. */
const OPS_TOKEN = 'server-test-operator-token';

const children: ChildProcess[] = [];

/**
 * Runs server.ts as `tsx server/src/server.ts` does, on an in-memory database whatever
 * DATABASE_URL the test run has, with an operator token of its own.
 */
function runServer(env: Record<string, string>): ChildProcess {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const child = spawn(process.execPath, [TSX_CLI, SERVER], {
    env: { ...inherited, DATA_DIR: 'memory://', OPS_TOKEN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function collect(stream: NodeJS.ReadableStream | null): () => string {
  let text = '';
  stream?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

describe('running the server', () => {
  it(
    'says what is wrong with PORT and exits non-zero',
    async () => {
      const child = runServer({ PORT: 'eighty' });
      const stderr = collect(child.stderr);

      expect(await exitOf(child)).toBe(1);
      expect(stderr()).toContain('PORT must be a whole number from 0 to 65535, not "eighty"');
    },
    START_TIMEOUT_MS,
  );

  it(
    'refuses to start as a real production environment with unsafe settings, and says which',
    async () => {
      const child = runServer({ SITE_ENVIRONMENT: 'production', OPS_TOKEN: '', DEMO_PAY: 'true' });
      const stderr = collect(child.stderr);

      expect(await exitOf(child)).toBe(1);
      expect(stderr()).toContain('SITE_ENVIRONMENT=production needs OPS_TOKEN');
      expect(stderr()).toContain('SITE_ENVIRONMENT=production needs PUBLIC_ORIGIN');
      expect(stderr()).toContain('needs DEMO_PAY_IN_PRODUCTION=true');
    },
    START_TIMEOUT_MS,
  );

  it(
    'prints where it serves, answers with the operator API on OPS_TOKEN, and closes cleanly on SIGTERM',
    async () => {
      const child = runServer({
        PORT: '0',
        SITE_DIR: join(tmpdir(), 'betshell-site-that-is-not-built'),
      });
      const exited = exitOf(child);
      const stdout = collect(child.stdout);
      const serving = /betshell is serving on (http:\/\/127\.0\.0\.1:\d+\/) \(production, PGlite\)/;
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', () => {
          const match = serving.exec(stdout());
          if (match?.[1]) resolve(match[1]);
        });
        void exited.then((code) => reject(new Error(`The server exited with ${code}`)));
      });

      const health = await fetch(`${url}healthz`);
      const ops = await fetch(`${url}ops-api/v1/config`, {
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
      });
      child.kill('SIGTERM');

      expect(health.status).toBe(200);
      expect(ops.status).toBe(200);
      expect(stdout()).toContain('The DEMO payment provider is ON');
      expect(await exited).toBe(0);
    },
    START_TIMEOUT_MS,
  );
});
