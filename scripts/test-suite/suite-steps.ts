import type { SuiteLane, SuiteStep } from './run-suite';

const npm = (script: string, ...args: string[]): string[] =>
  args.length === 0
    ? ['npm', 'run', '--silent', script]
    : ['npm', 'run', '--silent', script, '--', ...args];

const jestStep = (
  name: string,
  script: string,
  env: Readonly<Record<string, string>> = {},
): SuiteStep => ({
  name,
  command: (countsFile) => npm(script, '--json', `--outputFile=${countsFile}`),
  env: () => env,
  counts: 'jest',
});

const playwrightStep = (
  name: string,
  script: string,
  parts: Readonly<Record<string, string>>,
): SuiteStep => ({
  name,
  command: () => npm(script),
  // The configs add Playwright's JSON reporter when this names its file (e2e/site-under-test.ts).
  env: (countsFile) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: countsFile }),
  counts: 'playwright',
  parts,
});

/** The projects of e2e/browser.config.ts, counted as journeys or as fault journeys. */
export const BROWSER_PARTS: Readonly<Record<string, string>> = {
  journeys: 'journeys',
  'site-wide': 'journeys',
  'browser-faults': 'faults',
  'server-faults': 'faults',
};

/**
 * A step that gives way: run under `nice -n 10`, so that the CPU it cannot have goes to the lane
 * beside it. The browser run is waiting-bound: its journeys wait on pages, the site and timers,
 * and a journey starved of CPU waits longer without doing less work. The checks and jest are
 * CPU-bound: they do the same work with whatever share they get. Giving the browser lane the
 * first call on the cores lets it run at about its own pace while jest takes what is left, instead
 * of both crawling side by side.
 */
const givingWay = (step: SuiteStep): SuiteStep => ({
  ...step,
  command: (countsFile) => ['nice', '-n', '10', ...step.command(countsFile)],
});

/**
 * `npm test`, in two lanes that run side by side. The checks and jest's runners keep the cores
 * busy: lint beside the type check, then the unit tests, then the server's. The browser run spends
 * most of its time waiting on pages and timers, about one core's worth of work over its length, so
 * it runs beside them from the start instead of after them. With TEST_POSTGRES_URL (CI sets it,
 * .ci/run) the server's tests run once more, on that PostgreSQL server, after the browser run: the
 * first lane is the longer one without them.
 */
export function suiteLanes(
  env: Readonly<Record<string, string | undefined>> = process.env,
): readonly SuiteLane[] {
  const postgres = env.TEST_POSTGRES_URL;
  const checksAndJest: SuiteLane = [
    [
      { name: 'lint', command: () => npm('lint') },
      { name: 'typecheck', command: () => npm('typecheck') },
    ].map(givingWay),
    [givingWay(jestStep('unit', 'test:unit'))],
    [givingWay(jestStep('server', 'test:server'))],
  ];
  const browser: SuiteLane = [
    // The journeys and the fault journeys in one Playwright run: one build, one started site.
    [playwrightStep('browser', 'test:browser', BROWSER_PARTS)],
    ...(postgres === undefined || postgres === ''
      ? []
      : [[jestStep('server-postgres', 'test:server', { DATABASE_URL: postgres })]]),
  ];
  return [checksAndJest, browser];
}
