import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSuite, type SuiteStep } from './run-suite';

/** A step that runs `script` in a new node, with the counts file as its first argument. */
const nodeStep = (name: string, script: string, counts?: SuiteStep['counts']): SuiteStep => ({
  name,
  command: (countsFile) => [process.execPath, '-e', script, countsFile],
  counts,
});

const writeJestCounts = (passed: number, failed: number) =>
  `require('node:fs').writeFileSync(process.argv[1], JSON.stringify({ numPassedTests: ${passed}, numFailedTests: ${failed}, numPendingTests: 1 }));`;

describe('runSuite', () => {
  const quiet = { write: () => undefined };

  it("times each step, reads its runner's counts, and runs the steps of a phase side by side", async () => {
    const written: string[] = [];
    // The slow step waits for the quick one's mark, so it passes only if both ran at once: steps
    // run one after the other would leave it waiting (whatever the machine's load, unlike a
    // comparison of the two steps' times, which a slow start of node can turn around).
    const mark = JSON.stringify(
      join(tmpdir(), `run-suite-side-by-side-${process.pid}-${Date.now()}`),
    );
    const slowStep = `const fs = require('node:fs'); const until = Date.now() + 10000;
      (function wait() {
        if (fs.existsSync(${mark})) setTimeout(() => console.log('slow done'), 300);
        else if (Date.now() > until) { console.error('the quick step never ran beside'); process.exit(1); }
        else setTimeout(wait, 10);
      })();`;
    const run = await runSuite(
      [
        [
          [
            nodeStep('slow', slowStep),
            nodeStep(
              'quick',
              `require('node:fs').writeFileSync(${mark}, ''); console.log('quick done')`,
            ),
          ],
          [nodeStep('tests', writeJestCounts(12, 0), 'jest')],
        ],
      ],
      { write: (text) => void written.push(text) },
    );

    expect(run.results.map(({ name, outcome }) => ({ name, outcome }))).toEqual([
      { name: 'slow', outcome: 'passed' },
      { name: 'quick', outcome: 'passed' },
      { name: 'tests', outcome: 'passed' },
    ]);
    expect(run.results[2]?.counts).toEqual({ passed: 12, failed: 0, skipped: 1, flaky: 0 });
    // Each step is timed from its start to its end: the slow one waited at least its 300 ms.
    const [slow, quick] = run.results;
    expect(slow?.seconds).toBeGreaterThanOrEqual(0.3);
    expect(quick?.seconds).toBeGreaterThan(0);
    rmSync(JSON.parse(mark) as string, { force: true });
    // Output of steps that ran together is printed whole, each under its name.
    const text = written.join('');
    expect(text).toContain('── quick ──\nquick done');
    expect(text).toContain('── slow ──\nslow done');
  });

  it('stops a lane after a phase with a failed step and reports what it did not run, while the other lanes go on', async () => {
    const run = await runSuite(
      [
        [
          [
            nodeStep('fails', `${writeJestCounts(3, 2)} process.exit(1)`, 'jest'),
            nodeStep('ok', ''),
          ],
          [nodeStep('later', 'console.log("never")')],
        ],
        [[nodeStep('beside', 'setTimeout(() => undefined, 200)')], [nodeStep('after it', '')]],
      ],
      quiet,
    );

    expect(run.results.map(({ name, outcome }) => ({ name, outcome }))).toEqual([
      { name: 'fails', outcome: 'failed' },
      { name: 'ok', outcome: 'passed' },
      { name: 'later', outcome: 'not run' },
      { name: 'beside', outcome: 'passed' },
      { name: 'after it', outcome: 'passed' },
    ]);
    expect(run.results[0]?.counts).toMatchObject({ passed: 3, failed: 2 });
  });

  it('runs the lanes side by side, and prints the output of steps that ran beside others whole', async () => {
    const written: string[] = [];
    const run = await runSuite(
      [
        [[nodeStep('first lane', 'setTimeout(() => console.log("first done"), 400)')]],
        [[nodeStep('second lane', 'setTimeout(() => console.log("second done"), 400)')]],
      ],
      { write: (text) => void written.push(text) },
    );

    // Side by side: the suite took about one step's time, not the two steps' sum.
    expect(run.seconds).toBeLessThan(
      (run.results[0]?.seconds ?? 0) + (run.results[1]?.seconds ?? 0),
    );
    expect(written.join('')).toContain('── second lane ──\nsecond done');
  });

  it("splits a Playwright report's counts by project into the parts of the step", async () => {
    const test = (projectName: string, status: string) => ({ projectName, status });
    const report = {
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          specs: [{ tests: [test('journeys', 'expected'), test('site-wide', 'flaky')] }],
          suites: [{ specs: [{ tests: [test('browser-faults', 'unexpected')] }] }],
        },
        { specs: [{ tests: [test('server-faults', 'expected'), test('journeys', 'expected')] }] },
      ],
    };
    const step: SuiteStep = {
      ...nodeStep(
        'browser',
        `require('node:fs').writeFileSync(process.argv[1], ${JSON.stringify(JSON.stringify(report))}); process.exit(1)`,
        'playwright',
      ),
      parts: {
        journeys: 'journeys',
        'site-wide': 'journeys',
        'browser-faults': 'faults',
        'server-faults': 'faults',
      },
    };

    const run = await runSuite([[[step]]], quiet);

    expect(run.results[0]?.counts).toEqual({ passed: 4, failed: 1, skipped: 0, flaky: 1 });
    expect(run.results[0]?.parts).toEqual([
      { name: 'journeys', counts: { passed: 3, failed: 0, skipped: 0, flaky: 1 } },
      { name: 'faults', counts: { passed: 1, failed: 1, skipped: 0, flaky: 0 } },
    ]);
  });

  it('counts a step whose runner wrote no report as failed without counts', async () => {
    const run = await runSuite([[[nodeStep('crashed', 'process.exit(3)', 'playwright')]]], quiet);

    expect(run.results).toEqual([
      {
        name: 'crashed',
        outcome: 'failed',
        seconds: expect.any(Number) as number,
        counts: undefined,
      },
    ]);
  });
});
