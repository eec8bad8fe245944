// `npm run bench [-- --check]`: the site's size, speed and API throughput in one run, against the
// budgets of issue 11 and a plain node:http reference. Writes bench/results/<date>.json and .md
// and prints the table; with --check it exits 1 when a budget fails. Ports BENCH_PORT..+3.
// `-- --only home-mobile` measures only the home page on the mobile profile (cold and warm), and
// prints each cold run's largest-paint element and request timeline; it writes no results.
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { renderBenchReport } from '../../scripts/bench/bench-report';
import type {
  ApiRun,
  ApiUnavailable,
  BenchResults,
  LedgerCheck,
} from '../../scripts/bench/bench-results';
import { checkBudgets } from '../../scripts/bench/budgets';
import type { Spread } from '../../scripts/bench/stats';
import { buildSite, isSiteBuildCurrent } from '../../scripts/build/build-site';
import { REPOSITORY_ROOT, startSiteProcess } from '../support/site-process';
import { apiRuns, referenceRuns } from './api-throughput';
import { launchChromium, playerOrigin } from './browser-session';
import { RUNS, measurePageTimings, measureRouteChange } from './page-timings';
import { measureRouteBytes } from './site-bytes';

const log = (line: string) => console.error(line);

/** The value after `--only`, or undefined. */
function onlyPart(argv: readonly string[]): string | undefined {
  const at = argv.indexOf('--only');
  return at < 0 ? undefined : argv[at + 1];
}

/** The mobile LCP of issue 11 alone: the home page's timings and what each cold paint waited for. */
async function homeMobileOnly(port: number): Promise<void> {
  const site = await startSiteProcess(port);
  const browser = await launchChromium();
  try {
    const origin = playerOrigin(site.url);
    const timings = await measurePageTimings(browser, origin, 'mobile', (run, sample) => {
      log(
        `cold run ${run + 1}: FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms`,
      );
      log(`  largest paint: ${sample.lcpElement}`);
      for (const mark of sample.marks) log(`  mark ${mark.at} ms ${mark.name}`);
      for (const request of sample.requests.filter((one) => one.start <= sample.lcp)) {
        log(
          `  ${String(request.start).padStart(5)} - ${String(request.end).padStart(5)} ms ${request.path}`,
        );
      }
    });
    for (const row of timings) {
      const spread = (value: Spread, digits = 0) =>
        `${value.median?.toFixed(digits) ?? '–'} / ${value.p90?.toFixed(digits) ?? '–'}`;
      console.log(
        `mobile ${row.cache} (${RUNS} runs, median / p90): FCP ${spread(row.fcp)} ms, ` +
          `LCP ${spread(row.lcp)} ms, CLS ${spread(row.cls, 3)}, first parcel ${spread(row.firstParcel)} ms`,
      );
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const port = Number(process.env.BENCH_PORT ?? 8290);
  const started = new Date();
  if (!(await isSiteBuildCurrent())) {
    log('building the site…');
    await buildSite();
  }
  const only = onlyPart(process.argv);
  if (only !== undefined) {
    if (only !== 'home-mobile') throw new Error(`--only knows home-mobile, not ${only}`);
    await homeMobileOnly(port);
    return;
  }

  log('site: bytes and browser timings');
  const site = await startSiteProcess(port);
  const browser = await launchChromium();
  let bytes: BenchResults['bytes'];
  const pages: BenchResults['pages'][number][] = [];
  const routeChanges: BenchResults['routeChanges'][number][] = [];
  try {
    const origin = playerOrigin(site.url);
    bytes = await measureRouteBytes(browser, origin);
    for (const profile of ['unthrottled', 'mobile'] as const) {
      log(`  home page, ${profile}`);
      pages.push(...(await measurePageTimings(browser, origin, profile)));
      routeChanges.push(await measureRouteChange(browser, origin, profile));
    }
  } finally {
    await browser.close();
    await site.stop();
  }

  log('API: node:http reference, PGlite, PostgreSQL');
  const api: ApiRun[] = [...(await referenceRuns(port + 1))];
  const apiUnavailable: ApiUnavailable[] = [];
  const ledgerChecks: LedgerCheck[] = [];
  for (const [offset, database] of [
    [2, 'PGlite'],
    [3, 'PostgreSQL'],
  ] as const) {
    const { runs, unavailable, ledger } = await apiRuns(port + offset, database, log);
    api.push(...runs);
    apiUnavailable.push(...unavailable);
    ledgerChecks.push(...ledger);
  }

  const results: BenchResults = {
    startedAt: started.toISOString(),
    seconds: (Date.now() - started.getTime()) / 1000,
    machine: { cpus: cpus().length, node: process.version, chromium: browser.version() },
    bytes,
    pages,
    routeChanges,
    api,
    apiUnavailable,
    ledgerChecks,
  };
  const verdicts = checkBudgets(results);
  const report = renderBenchReport(results, verdicts);
  const folder = join(REPOSITORY_ROOT, 'bench', 'results');
  await mkdir(folder, { recursive: true });
  const stem = started.toISOString().slice(0, 10);
  await writeFile(
    join(folder, `${stem}.json`),
    `${JSON.stringify({ ...results, verdicts }, null, 2)}\n`,
  );
  await writeFile(join(folder, `${stem}.md`), report);
  console.log(report);
  const failed = verdicts.filter((verdict) => !verdict.pass);
  console.log(failed.length === 0 ? 'every budget passes' : `${failed.length} budget(s) fail`);
  // Money that does not add up after the placement load is a bug, not a slow number: --check fails.
  const brokenLedger = ledgerChecks.some((ledger) =>
    ledger.checks.some((one) => one.problems.length > 0),
  );
  if (brokenLedger) console.log('the ledger of the coupon placement players is BROKEN');
  if (check && (failed.length > 0 || brokenLedger)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
