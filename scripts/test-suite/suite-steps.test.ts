import { suiteLanes } from './suite-steps';

const names = (env: Record<string, string>) =>
  suiteLanes(env).map((lane) => lane.map((phase) => phase.map((step) => step.name)));

describe('the lanes of npm test', () => {
  it('run the checks and jest in one lane, lint beside the type check, and the browser tests beside them in one run', () => {
    expect(names({})).toEqual([[['lint', 'typecheck'], ['unit'], ['server']], [['browser']]]);
  });

  it('run the checks and jest under nice, giving way to the browser run, which waits on pages rather than computes', () => {
    const [checksAndJest, browser] = suiteLanes({
      TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    const commands = (lane: typeof checksAndJest) =>
      (lane ?? []).flat().map((step) => step.command('counts.json'));

    for (const command of commands(checksAndJest))
      expect(command.slice(0, 4)).toEqual(['nice', '-n', '10', 'npm']);
    for (const command of commands(browser)) expect(command[0]).toBe('npm');
  });

  it('run the journeys and the fault journeys in one browser run, counted apart', () => {
    const browser = suiteLanes({})[1]?.[0]?.[0];

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

  it("run the server's tests once more on PostgreSQL when TEST_POSTGRES_URL names one, after the browser run", () => {
    const lanes = suiteLanes({ TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    const last = lanes[1]?.at(-1)?.[0];

    expect(names({ TEST_POSTGRES_URL: 'postgres://postgres@127.0.0.1:5432/test' })).toEqual([
      [['lint', 'typecheck'], ['unit'], ['server']],
      [['browser'], ['server-postgres']],
    ]);
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
