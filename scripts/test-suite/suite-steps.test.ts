import { suitePhases } from './suite-steps';

const names = (env: Record<string, string>) =>
  suitePhases(env).map((phase) => phase.map((step) => step.name));

describe('the phases of npm test', () => {
  it('run lint beside the type check, then every test runner in turn, the browser tests in one run', () => {
    expect(names({})).toEqual([['lint', 'typecheck'], ['unit'], ['server'], ['browser']]);
  });

  it('run the journeys and the fault journeys in one browser run, counted apart', () => {
    const browser = suitePhases({}).at(-1)?.[0];

    expect(browser?.command('counts.json')).toEqual(['npm', 'run', '--silent', 'test:browser']);
    expect(browser?.env?.('counts.json')).toEqual({ PLAYWRIGHT_JSON_OUTPUT_NAME: 'counts.json' });
    expect(browser?.counts).toBe('playwright');
    expect(browser?.parts).toEqual({
      journeys: 'journeys',
      'site-wide': 'journeys',
      'browser-faults': 'faults',
      'server-faults': 'faults',
    });
  });

  it("run the server's tests once more on PostgreSQL when TEST_POSTGRES_URL names one", () => {
    const phases = suitePhases({ TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    const last = phases.at(-1)?.[0];

    expect(last?.name).toBe('server-postgres');
    expect(last?.env?.('counts.json')).toEqual({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(last?.command('counts.json')).toEqual([
      'npm',
      'run',
      '--silent',
      'test:server',
      '--',
      '--json',
      '--outputFile=counts.json',
    ]);
  });
});
