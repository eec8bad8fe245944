import type { ApiRun, BenchResults } from './bench-results';
import { renderBenchReport } from './bench-report';
import { checkBudgets } from './budgets';

const spread = (median: number | null) => ({ median, p90: median, runs: median === null ? 0 : 5 });
const sizes = { files: 1, raw: 3000, gzip: 1000, brotli: 900 };
const api = (target: string, database: ApiRun['database'], rps: number): ApiRun => ({
  target,
  database,
  mode: 'saturation',
  requests: rps * 5,
  rps,
  p50: 1,
  p99: 9,
  failures: 0,
});

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    startedAt: '2026-11-22T10:00:00.000Z',
    seconds: 300,
    machine: { cpus: 2, node: 'v20', chromium: '156' },
    bytes: [
      {
        route: 'home',
        path: '/ru/',
        requests: 30,
        sharedJs: sizes,
        ownJs: sizes,
        css: sizes,
        html: sizes,
        firstPaintJsGzip: 197_000,
        chain: { requests: 4, ms: 120, urls: [] },
      },
    ],
    pages: [
      {
        profile: 'mobile',
        cache: 'cold',
        fcp: spread(1500),
        lcp: spread(2400),
        cls: spread(0),
        tbt: spread(300),
        firstParcel: spread(1600),
      },
    ],
    routeChanges: [
      { profile: 'unthrottled', from: '/ru/', to: '/ru/about', clickToPaint: spread(60) },
    ],
    api: [
      api('node:http', 'none', 10_000),
      api('config', 'PGlite', 8500),
      api('config', 'PostgreSQL', 8100),
      api('gettoken', 'PGlite', 8000),
      api('gettoken', 'PostgreSQL', 8000),
    ],
    apiUnavailable: [{ target: 'coupon placement', reason: 'POST /web-api/coupon answers 404' }],
    ...overrides,
  };
}

describe('the benchmark budgets', () => {
  it('pass when every measurement is within its budget', () => {
    const verdicts = checkBudgets(results());
    expect(verdicts).toHaveLength(7);
    expect(verdicts.filter((verdict) => !verdict.pass)).toEqual([]);
  });

  it('fail a first load over 200 kB, a slow LCP and a slow route change', () => {
    const failed = checkBudgets(
      results({
        bytes: [{ ...results().bytes[0]!, firstPaintJsGzip: 200_001 }],
        pages: [{ ...results().pages[0]!, lcp: spread(2501) }],
        routeChanges: [{ ...results().routeChanges[0]!, clickToPaint: spread(101) }],
      }),
    ).filter((verdict) => !verdict.pass);
    expect(failed.map((verdict) => verdict.measured)).toEqual(['200.0 kB', '2501 ms', '101 ms']);
  });

  it('hold each referenced route on each database to 80% of node:http in the same run', () => {
    const verdicts = checkBudgets(
      results({
        api: [
          ...results().api.filter((run) => run.target !== 'gettoken'),
          api('gettoken', 'PGlite', 7999),
        ],
      }),
    );
    const token = verdicts.filter((verdict) => verdict.budget.startsWith('gettoken'));
    expect(token.map((verdict) => [verdict.pass, verdict.measured])).toEqual([
      [false, '80% (7999 of 10000 req/s)'],
      [false, 'not measured'],
    ]);
  });

  it('fail what the run did not measure rather than pass it', () => {
    const verdicts = checkBudgets(results({ pages: [], routeChanges: [], api: [] }));
    expect(verdicts.filter((verdict) => verdict.pass).map((verdict) => verdict.budget)).toEqual([
      'first load of /ru/ <= 200.0 kB gzip JavaScript',
    ]);
  });

  it('print the tables, the routes not available yet and each verdict', () => {
    const report = renderBenchReport(results(), checkBudgets(results()));
    expect(report).toContain(
      '| home `/ru/` | 30 | 1.0 / 0.9 | 1.0 / 0.9 | 1.0 / 0.9 | 1.0 / 0.9 | 197.0 | 4 requests, 120 ms |',
    );
    expect(report).toContain('| config | PGlite | saturation | 42500 | 8500 | 1 | 9 | 0 | 85% |');
    expect(report).toContain(
      '- coupon placement: not available yet (POST /web-api/coupon answers 404)',
    );
    expect(report).toContain('| LCP <= 2500 ms, mobile profile, cold (median) | 2400 ms | pass |');
  });
});
