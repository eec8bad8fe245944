// Jest, one process running the test files (as on two cores), exits after a set-up that outlived its
// limit: it is run here on slow-set-up-fixture.ts in a jest of its own, with the hooks of
// use-set-up.ts and, to show this test can tell, with the hooks as they were before.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const JEST = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
const FIXTURE_CONFIG = JSON.stringify({
  rootDir: ROOT,
  roots: ['<rootDir>/server/src/test-support'],
  testMatch: ['**/slow-set-up-fixture.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
});

/** For the summary: jest's start, the fixture's 1 s limit and 3 s step, on a loaded machine. */
const SUMMARY_WITHIN_MS = 60_000;
/** How long jest may run on after its summary before it counts as hung (it exits in well under 1 s). */
const HUNG_AFTER_SUMMARY_MS = 8_000;

interface FixtureRun {
  readonly code: number | null;
  readonly output: string;
  /** Killed for running on past its summary (or for never printing one). */
  readonly hung: boolean;
}

/** Runs the fixture in a jest of its own; a jest that does not exit is killed, then awaited. */
function runFixture(hooks: 'use-set-up' | 'before'): Promise<FixtureRun> {
  const child = spawn(process.execPath, [JEST, '--config', FIXTURE_CONFIG, '--runInBand', '--ci'], {
    cwd: ROOT,
    env: { ...process.env, SET_UP_FIXTURE: hooks },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve) => {
    let output = '';
    let hung = false;
    let summarised = false;
    const killAsHung = () => {
      hung = true;
      child.kill('SIGKILL');
    };
    let deadline = setTimeout(killAsHung, SUMMARY_WITHIN_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!summarised && output.includes('Ran all test suites')) {
        summarised = true;
        clearTimeout(deadline);
        deadline = setTimeout(killAsHung, HUNG_AFTER_SUMMARY_MS);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    // 'close': the process has exited and its output is all read.
    child.on('close', (code) => {
      clearTimeout(deadline);
      resolve({ code, output, hung });
    });
  });
}

const RUN_LIMIT_MS = SUMMARY_WITHIN_MS + HUNG_AFTER_SUMMARY_MS + 10_000;

describe('a jest whose set-up outlived its limit', () => {
  it(
    'exits, the hook failing with the step it was in, once the step under way is undone',
    async () => {
      const run = await runFixture('use-set-up');

      expect(run).toMatchObject({ hung: false, code: 1 });
      expect(run.output).toContain(
        'the fixture server was not ready in 1 s: still waiting (done: nothing)',
      );
      expect(run.output).not.toContain('did not exit');
    },
    RUN_LIMIT_MS,
  );

  it(
    'does not exit with the hooks of before, where the set-up listens after the tear-down',
    async () => {
      const run = await runFixture('before');

      expect(run.output).toContain('Exceeded timeout of 1000 ms for a hook');
      expect(run.output).toContain('Jest did not exit one second after the test run has completed');
      expect(run.hung).toBe(true);
    },
    RUN_LIMIT_MS,
  );
});
