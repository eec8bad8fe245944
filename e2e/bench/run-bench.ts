// `npm run bench [-- --check]`: the site's size, speed and API throughput in one run, against the
// performance budgets and a plain node:http reference. Writes bench/results/<date>.json and .md
// and prints the table; with --check it exits 1 when a budget fails. Ports BENCH_PORT..+3.
// `--only=route-change --profile=unthrottled` (bench-parts.ts) runs a part alone (`--only=stream-fanout`:
// the line's stream fanned out to 5,000 clients, line-stream-fanout.ts): it prints its
// table and checks its budgets, and writes bench/results/<date>-partial.json, not the day's file.
// `--trace-lcp` also prints, for each cold home-page run, its largest-paint element and the
// requests begun before it (e.g. `--only=home --profile=mobile --trace-lcp`).
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
import { benchSelection, type BenchPart } from '../../scripts/bench/bench-parts';
import { benchOptions, measuresTarget } from '../../scripts/bench/bench-options';
import { checkBudgets, PAIRED_API_TARGETS } from '../../scripts/bench/budgets';
import { buildSite, isSiteBuildCurrent } from '../../scripts/build/build-site';
import { REPOSITORY_ROOT, startSiteProcess } from '../support/site-process';
import {
  API_TARGETS,
  apiRuns,
  bareFrameworkRuns,
  referenceRuns,
  startReferenceServer,
} from './api-throughput';
import { launchChromium, playerOrigin } from './browser-session';
import { measureFirstOdds } from './first-odds';
import { measurePageTimings, measureRouteChange, type PaintDetail } from './page-timings';
import { measureRouteBytes } from './site-bytes';
import { COUPON_PLACEMENT_TARGET } from './coupon-placement-bench';
import { WALLET_ROUND_TRIP_TARGET } from './wallet-round-trip-bench';
import { measureStreamFanout } from './line-stream-fanout';

const log = (line: string) => console.error(line);

/** The parts measured in Chromium, against the built site. */
const IN_BROWSER: readonly BenchPart[] = ['bytes', 'home', 'first-odds', 'route-change'];

/** `--trace-lcp`: what one cold home-page run's largest paint was, and what it waited for. */
function printPaintTrace(run: number, sample: { lcp: number; fcp: number } & PaintDetail): void {
  log(`cold run ${run + 1}: FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms`);
  log(`  largest paint: ${sample.lcpElement}`);
  for (const mark of sample.marks) log(`  mark ${mark.at} ms ${mark.name}`);
  for (const request of sample.requests.filter((one) => one.start <= sample.lcp)) {
    log(
      `  ${String(request.start).padStart(5)} - ${String(request.end).padStart(5)} ms ${request.path}`,
    );
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const traceLcp = process.argv.includes('--trace-lcp');
  const { parts, profiles, partial: partOfTheRun } = benchSelection(process.argv.slice(2));
  const options = benchOptions(process.argv.slice(2), [
    ...API_TARGETS.map((target) => target.name),
    COUPON_PLACEMENT_TARGET,
    WALLET_ROUND_TRIP_TARGET,
  ]);
  // A partial run judges only what it measured, and does not overwrite the day's full results.
  const partial = partOfTheRun || options.apiTargets !== null || options.databases.length < 2;
  const inBrowser = IN_BROWSER.some((part) => parts.has(part));
  const port = Number(process.env.BENCH_PORT ?? 8290);
  const started = new Date();
  let bytes: BenchResults['bytes'] = [];
  const pages: BenchResults['pages'][number][] = [];
  const firstOdds: BenchResults['firstOdds'][number][] = [];
  const routeChanges: BenchResults['routeChanges'][number][] = [];
  let chromiumVersion = 'not started';
  if (inBrowser) {
    if (!(await isSiteBuildCurrent())) {
      log('building the site…');
      await buildSite();
    }
    log('site: bytes and browser timings');
    const site = await startSiteProcess(port);
    const browser = await launchChromium();
    chromiumVersion = browser.version();
    try {
      const origin = playerOrigin(site.url);
      if (parts.has('bytes')) bytes = await measureRouteBytes(browser, origin);
      for (const profile of profiles) {
        if (parts.has('home')) {
          log(`  home page, ${profile}`);
          pages.push(
            ...(await measurePageTimings(
              browser,
              origin,
              profile,
              traceLcp ? printPaintTrace : undefined,
            )),
          );
        }
        if (parts.has('first-odds')) {
          log(`  first odds, ${profile}`);
          firstOdds.push(await measureFirstOdds(browser, origin, profile));
        }
        if (parts.has('route-change')) {
          log(`  route change, ${profile}`);
          routeChanges.push(await measureRouteChange(browser, origin, profile));
        }
      }
    } finally {
      await browser.close();
      await site.stop();
    }
  }

  const api: ApiRun[] = [];
  const apiUnavailable: ApiUnavailable[] = [];
  const ledgerChecks: LedgerCheck[] = [];
  let pgbench: BenchResults['pgbench'];
  if (parts.has('api')) {
    log(`API: node:http reference, ${options.databases.join(', ')}`);
    const reference = await startReferenceServer(port + 1);
    try {
      api.push(...(await referenceRuns(reference)));
      if (PAIRED_API_TARGETS.some((target) => measuresTarget(options, target))) {
        // On the PGlite server's port: it is free until that server starts.
        log('  fastify, bare');
        api.push(...(await bareFrameworkRuns(port + 2, reference)));
      }
      for (const [offset, database] of [
        [2, 'PGlite'],
        [3, 'PostgreSQL'],
      ] as const) {
        if (!options.databases.includes(database)) continue;
        const measured = await apiRuns(port + offset, database, reference, log, (target) =>
          measuresTarget(options, target),
        );
        const { runs, unavailable, ledger } = measured;
        api.push(...runs);
        apiUnavailable.push(...unavailable);
        ledgerChecks.push(...ledger);
        if (measured.pgbench !== undefined) pgbench = measured.pgbench;
      }
    } finally {
      reference.stop();
    }
  }

  const streamFanouts: BenchResults['streamFanouts'][number][] = [];
  if (parts.has('stream-fanout')) {
    log(`stream fan-out: ${options.databases.join(', ')}`);
    for (const database of options.databases) {
      streamFanouts.push(await measureStreamFanout(port + 2, database, log));
    }
  }

  const results: BenchResults = {
    startedAt: started.toISOString(),
    seconds: (Date.now() - started.getTime()) / 1000,
    machine: { cpus: cpus().length, node: process.version, chromium: chromiumVersion },
    bytes,
    pages,
    firstOdds,
    routeChanges,
    api,
    apiUnavailable,
    ledgerChecks,
    streamFanouts,
    ...(pgbench === undefined ? {} : { pgbench }),
  };
  const verdicts = checkBudgets(results).filter((verdict) => !partial || verdict.wasMeasured);
  const report = renderBenchReport(results, verdicts);
  const folder = join(REPOSITORY_ROOT, 'bench', 'results');
  await mkdir(folder, { recursive: true });
  const stem = `${started.toISOString().slice(0, 10)}${partial ? '-partial' : ''}`;
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
