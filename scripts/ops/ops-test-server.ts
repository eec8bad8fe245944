// Test support for the command line's tests (imported by *.test.ts only): a real server on a free
// port, and `npm run ops` run against it in-process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildTestAppInSteps,
  TEST_OPS_TOKEN,
  type TestApp,
  type TestAppOptions,
} from '../../server/src/test-support/build-test-app';
import { DATABASE_SETUP_TIMEOUT_MS } from '../../server/src/test-support/create-test-database';
import { startSetUp, useSetUp, type SetUpSteps } from '../../server/src/test-support/use-set-up';
import { main, type OpsIo } from '../ops';

export interface OpsRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export interface OpsTestServer {
  readonly testApp: TestApp;
  readonly url: string;
  /** A folder of the test's own, removed by close(). */
  readonly dir: string;
  /** Runs the command line with these arguments, as `npm run ops -- ...args` would. */
  run(
    args: readonly string[],
    env?: Record<string, string>,
    connectionFile?: string,
  ): Promise<OpsRun>;
  close(): Promise<void>;
}

/**
 * `options`: the app the verbs under test need (sign-in settings, limits test tools, ...). With
 * `steps` (useOpsTestServer), its parts are steps of a larger set-up, which stops them at tear-down.
 */
export function startOpsTestServer(
  options: TestAppOptions = { inMemory: true },
  steps?: SetUpSteps,
): Promise<OpsTestServer> {
  if (steps === undefined)
    return startSetUp('the ops test server', (own) => startOpsTestServer(options, own)).made;
  return startOpsTestServerInSteps(options, steps);
}

async function startOpsTestServerInSteps(
  options: TestAppOptions,
  steps: SetUpSteps,
): Promise<OpsTestServer> {
  const testApp = await buildTestAppInSteps(steps, options);
  // Closing the app (above, at tear-down) closes what it listens on.
  const url = await steps.step(
    'listening',
    () => testApp.app.listen({ port: 0, host: '127.0.0.1' }),
    () => Promise.resolve(),
  );
  const dir = await steps.step(
    'making its folder',
    () => mkdtemp(join(tmpdir(), 'betshell-ops-cli-')),
    (made) => rm(made, { recursive: true, force: true }),
  );
  return {
    testApp,
    url,
    dir,
    async run(
      args,
      env = { OPS_URL: url, OPS_TOKEN: TEST_OPS_TOKEN },
      connectionFile = join(dir, 'no-such-file.json'),
    ) {
      const out: string[] = [];
      const err: string[] = [];
      const io: OpsIo = {
        env,
        connectionFile,
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      };
      const code = await main(args, io);
      return { code, out: out.join('\n'), err: err.join('\n') };
    },
    async close() {
      await testApp.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The describe block's ops server, as `useOpsTestServer` hands it to the tests. */
export interface OpsTestServerInUse {
  /** The server's app, url and folder: read them inside tests and hooks, once it has started. */
  readonly testApp: TestApp;
  readonly url: string;
  readonly dir: string;
  /** `npm run ops -- ...args` against this server. */
  readonly ops: (...args: string[]) => Promise<OpsRun>;
  /** The same with the environment or connection file of the test's own. */
  readonly run: OpsTestServer['run'];
}

/**
 * Starts an ops test server before the describe block's tests and closes it after them. Jest runs
 * this beforeAll before the hooks the block declares after the call, so those can use the server.
 */
export function useOpsTestServer(options?: TestAppOptions): OpsTestServerInUse {
  const started = useSetUp('the ops test server', DATABASE_SETUP_TIMEOUT_MS, (steps) =>
    startOpsTestServer(options, steps),
  );
  return {
    get testApp() {
      return started().testApp;
    },
    get url() {
      return started().url;
    },
    get dir() {
      return started().dir;
    },
    ops: (...args) => started().run(args),
    run: (...args) => started().run(...args),
  };
}
