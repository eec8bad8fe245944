import type { SuitePhase, SuiteStep } from './run-suite';

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
 * `npm test`, in phases. Lint and the type check each keep about one core busy, so they share the
 * first phase; the test runners use both cores themselves (jest's workers, Playwright's), so each
 * has a phase of its own. With TEST_POSTGRES_URL (CI sets it, .ci/run) the server's tests run once
 * more at the end, on that PostgreSQL server.
 */
export function suitePhases(
  env: Readonly<Record<string, string | undefined>> = process.env,
): readonly SuitePhase[] {
  const postgres = env.TEST_POSTGRES_URL;
  return postgres === undefined || postgres === ''
    ? SUITE_PHASES
    : [...SUITE_PHASES, [jestStep('server-postgres', 'test:server', { DATABASE_URL: postgres })]];
}

const SUITE_PHASES: readonly SuitePhase[] = [
  [
    { name: 'lint', command: () => npm('lint') },
    { name: 'typecheck', command: () => npm('typecheck') },
  ],
  [jestStep('unit', 'test:unit')],
  [jestStep('server', 'test:server')],
  // The journeys and the fault journeys in one Playwright run: one build, one started site.
  [playwrightStep('browser', 'test:browser', BROWSER_PARTS)],
];
