// `npm run bench [-- --check]`: the site's size, speed and API throughput in one run, against the
// budgets of issue 11 and a plain node:http reference. Writes bench/results/<date>.json and .md
// and prints the table; with --check it exits 1 when a budget fails. Ports BENCH_PORT..+3.
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
import { benchOptions, measuresTarget, type BenchOptions } from '../../scripts/bench/bench-options';
import { checkBudgets } from '../../scripts/bench/budgets';
import { buildSite, isSiteBuildCurrent } from '../../scripts/build/build-site';
import { REPOSITORY_ROOT, startSiteProcess } from '../support/site-process';
import { API_TARGETS, apiRuns, referenceRuns } from './api-throughput';
import { launchChromium, playerOrigin } from './browser-session';
import { measurePageTimings, measureRouteChange } from './page-timings';
import { measureRouteBytes } from './site-bytes';
import { COUPON_PLACEMENT_TARGET } from './coupon-placement-bench';

const log = (line: string) => console.error(line);

async function main(): Promise<void> {
  const options = benchOptions(process.argv.slice(2), [
    ...API_TARGETS.map((target) => target.name),
    COUPON_PLACEMENT_TARGET,
  ]);
  const port = Number(process.env.BENCH_PORT ?? 8290);
  const started = new Date();
  let bytes: BenchResults['bytes'] = [];
  const pages: BenchResults['pages'][number][] = [];
  const routeChanges: BenchResults['routeChanges'][number][] = [];
  let chromium = 'not run';
  if (!options.apiOnly) {
    if (!(await isSiteBuildCurrent())) {
      log('building the site…');
      await buildSite();
    }
    log('site: bytes and browser timings');
    const site = await startSiteProcess(port);
    const browser = await launchChromium();
    chromium = browser.version();
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
  }

  log(`API: node:http reference, ${options.databases.join(', ')}`);
  const api: ApiRun[] = [...(await referenceRuns(port + 1))];
  const apiUnavailable: ApiUnavailable[] = [];
  const ledgerChecks: LedgerCheck[] = [];
  for (const [offset, database] of [
    [2, 'PGlite'],
    [3, 'PostgreSQL'],
  ] as const) {
    if (!options.databases.includes(database)) continue;
    const { runs, unavailable, ledger } = await apiRuns(port + offset, database, log, (target) =>
      measuresTarget(options, target),
    );
    api.push(...runs);
    apiUnavailable.push(...unavailable);
    ledgerChecks.push(...ledger);
  }

  const results: BenchResults = {
    startedAt: started.toISOString(),
    seconds: (Date.now() - started.getTime()) / 1000,
    machine: { cpus: cpus().length, node: process.version, chromium },
    bytes,
    pages,
    routeChanges,
    api,
    apiUnavailable,
    ledgerChecks,
  };
  // A partial run judges only what it measured: the rest is not a failure of this run.
  const verdicts = checkBudgets(results).filter(
    (verdict) => !isPartial(options) || verdict.measured !== 'not measured',
  );
  const report = renderBenchReport(results, verdicts);
  const folder = join(REPOSITORY_ROOT, 'bench', 'results');
  await mkdir(folder, { recursive: true });
  // A partial run does not overwrite the day's full results.
  const stem = `${started.toISOString().slice(0, 10)}${isPartial(options) ? '-partial' : ''}`;
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
  if (options.check && (failed.length > 0 || brokenLedger)) process.exitCode = 1;
}

function isPartial(options: BenchOptions): boolean {
  return options.apiOnly || options.apiTargets !== null || options.databases.length < 2;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
