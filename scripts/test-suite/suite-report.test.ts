import { formatSeconds, formatSuiteReport } from './suite-report';

describe('formatSuiteReport', () => {
  it('prints one line per step with its time and tests, then the wall time and totals', () => {
    const report = formatSuiteReport(
      [
        { name: 'lint', outcome: 'passed', seconds: 41.2 },
        {
          name: 'unit',
          outcome: 'passed',
          seconds: 63.6,
          counts: { passed: 2346, failed: 0, skipped: 0, flaky: 0 },
        },
        {
          name: 'journeys',
          outcome: 'passed',
          seconds: 245,
          counts: { passed: 178, failed: 0, skipped: 0, flaky: 1 },
        },
      ],
      350,
    );

    expect(report.split('\n')).toEqual([
      'ok   lint         41 s',
      'ok   unit         64 s  2,346 passed',
      'ok   journeys   4m 05s  178 passed, 1 flaky (passed on retry)',
      'ok   total      5m 50s  2,524 tests: 2,524 passed, 1 flaky (passed on retry)',
    ]);
  });

  it('prints the parts of a step under it, each with its own tests', () => {
    const report = formatSuiteReport(
      [
        {
          name: 'browser',
          outcome: 'passed',
          seconds: 400,
          counts: { passed: 218, failed: 0, skipped: 0, flaky: 1 },
          parts: [
            { name: 'journeys', counts: { passed: 179, failed: 0, skipped: 0, flaky: 1 } },
            { name: 'faults', counts: { passed: 39, failed: 0, skipped: 0, flaky: 0 } },
          ],
        },
      ],
      400,
    );

    expect(report.split('\n')).toEqual([
      'ok   browser      6m 40s  218 passed, 1 flaky (passed on retry)',
      '       journeys           179 passed, 1 flaky (passed on retry)',
      '       faults             39 passed',
      'ok   total        6m 40s  218 tests: 218 passed, 1 flaky (passed on retry)',
    ]);
  });

  it('marks a failed step and the steps the suite did not reach', () => {
    const report = formatSuiteReport(
      [
        {
          name: 'server',
          outcome: 'failed',
          seconds: 90,
          counts: { passed: 900, failed: 2, skipped: 1, flaky: 0 },
        },
        { name: 'faults', outcome: 'not run', seconds: 0 },
      ],
      90,
    );

    expect(report.split('\n')).toEqual([
      'FAIL server     90 s  900 passed, 2 failed, 1 skipped',
      '     faults        —  not run',
      'FAIL total      90 s  903 tests: 900 passed, 2 failed, 1 skipped',
    ]);
  });
});

describe('formatSeconds', () => {
  it('says seconds under two minutes and minutes above', () => {
    expect([0.4, 119.4, 120, 725].map(formatSeconds)).toEqual([
      '0 s',
      '119 s',
      '2m 00s',
      '12m 05s',
    ]);
  });
});
