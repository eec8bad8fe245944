import type { ApiRun, BenchResults } from './bench-results';

/** The performance budgets, checked by `npm run bench -- --check`. */
export const BUDGETS = {
  firstLoadJsGzipBytes: 200_000,
  mobileLcpMs: 2500,
  /** The first odds a player can tap, mobile profile, cold, as a returning visitor. */
  mobileFirstOddsMs: 2500,
  /**
   * Cumulative layout shift of the home page, cold, on the mobile profile and unthrottled: 0.1 is
   * what web-vitals calls good; past it a player taps the wrong odds as the page moves under him.
   */
  cls: 0.1,
  routeChangeMs: 100,
  referenceThroughputShare: 0.8,
  /** The reads a betting page repeats (limits, the line's two sections), against node:http. */
  readThroughputShare: 0.6,
  /**
   * Coupon placement at saturation on PostgreSQL, as a share of pgbench's TPC-B-like rate on the
   * same server in the same run: a bet is a transaction of about that size.
   */
  placementShareOfPgbench: 0.35,
  /** Coupon placement's p99 at this fixed rate on PostgreSQL. */
  placementFixedRatePerSecond: 500,
  placementP99Ms: 50,
  /** Coupon placement at saturation on PGlite: twice the 194 coupons/s of 2026-11-20. */
  pglitePlacementPerSecond: 388,
  /** Open streams on one instance, and the p99 from a committed change to its arrival at them. */
  fanoutStreams: 5_000,
  fanoutP99Ms: 250,
} as const;

/** The routes whose throughput is held against the plain node:http reference. */
export const REFERENCED_API_TARGETS = ['config', 'gettoken'] as const;
/** The reads held against node:http with the lower share of `readThroughputShare`. */
export const READ_API_TARGETS = ['limits GET', 'line events (line)', 'line events (live)'] as const;
/** Every route measured in rounds paired with node:http (api-throughput.ts). */
export const PAIRED_API_TARGETS: readonly string[] = [
  ...REFERENCED_API_TARGETS,
  ...READ_API_TARGETS,
];
/** api-throughput.ts's name for POST /web-api/coupon. */
export const PLACEMENT_TARGET = 'coupon placement';
export const REFERENCE_TARGET = 'node:http';
/** The same answer from a bare Fastify: a calibration row, with no budget (api-throughput.ts). */
export const FRAMEWORK_TARGET = 'fastify, bare';

/**
 * A route's share of the node:http reference at saturation: the median of its paired rounds when
 * it was measured so (api-throughput.ts), else its one run against the reference's one run.
 */
export function shareOfReference(run: ApiRun, reference: ApiRun | undefined): number | null {
  if (run.referenceShare !== undefined) return run.referenceShare;
  return reference === undefined || reference.rps === 0 ? null : run.rps / reference.rps;
}

function describeShare(run: ApiRun, reference: ApiRun | undefined): string {
  if (run.paired !== undefined && run.paired.length > 0) {
    const rounds = run.paired
      .map((round) => `${Math.round(round.rps)}/${Math.round(round.referenceRps)}`)
      .join(', ');
    return `median of ${run.paired.length} paired rounds, req/s route/node:http: ${rounds}`;
  }
  return `${Math.round(run.rps)} of ${Math.round(reference?.rps ?? 0)} req/s`;
}

export interface BudgetVerdict {
  readonly budget: string;
  readonly measured: string;
  /** False when the run did not measure it: that fails a check too. */
  readonly pass: boolean;
  /** Whether the run measured it at all (a partial run, `--only`, checks only those). */
  readonly wasMeasured: boolean;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Every budget, with what was measured; a budget the run could not measure fails. */
export function checkBudgets(results: BenchResults): BudgetVerdict[] {
  const verdicts: BudgetVerdict[] = [];
  const home = results.bytes.find((route) => route.path === '/ru/');
  verdicts.push({
    budget: `first load of /ru/ <= ${kB(BUDGETS.firstLoadJsGzipBytes)} gzip JavaScript`,
    measured: home === undefined ? 'not measured' : kB(home.firstPaintJsGzip),
    pass: home !== undefined && home.firstPaintJsGzip <= BUDGETS.firstLoadJsGzipBytes,
    wasMeasured: home !== undefined,
  });

  const mobileCold = results.pages.find((row) => row.profile === 'mobile' && row.cache === 'cold');
  const lcp = mobileCold?.lcp.median ?? null;
  verdicts.push({
    budget: `LCP <= ${BUDGETS.mobileLcpMs} ms, mobile profile, cold (median)`,
    measured: lcp === null ? 'not measured' : `${Math.round(lcp)} ms`,
    pass: lcp !== null && lcp <= BUDGETS.mobileLcpMs,
    wasMeasured: lcp !== null,
  });

  for (const profile of ['mobile', 'unthrottled'] as const) {
    const cold = results.pages.find((row) => row.profile === profile && row.cache === 'cold');
    const cls = cold?.cls.median ?? null;
    verdicts.push({
      budget: `CLS <= ${BUDGETS.cls}, ${profile === 'mobile' ? 'mobile profile' : profile}, cold (median)`,
      measured: cls === null ? 'not measured' : cls.toFixed(3),
      pass: cls !== null && cls <= BUDGETS.cls,
      wasMeasured: cls !== null,
    });
  }

  const odds = results.firstOdds.find((row) => row.profile === 'mobile');
  const oddsMs = odds?.firstOdds.median ?? null;
  verdicts.push({
    budget: `first odds to tap <= ${BUDGETS.mobileFirstOddsMs} ms, mobile profile, cold (median)`,
    measured: oddsMs === null ? 'not measured' : `${Math.round(oddsMs)} ms`,
    pass: oddsMs !== null && oddsMs <= BUDGETS.mobileFirstOddsMs,
    wasMeasured: oddsMs !== null,
  });
  const oddsCls = odds?.cls.median ?? null;
  verdicts.push({
    budget: `CLS <= ${BUDGETS.cls} until the first odds settle, mobile profile, cold (median)`,
    measured: oddsCls === null ? 'not measured' : oddsCls.toFixed(3),
    pass: oddsCls !== null && oddsCls <= BUDGETS.cls,
    wasMeasured: oddsCls !== null,
  });

  const change = results.routeChanges.find((row) => row.profile === 'unthrottled');
  const changeMs = change?.clickToPaint.median ?? null;
  verdicts.push({
    budget: `route change <= ${BUDGETS.routeChangeMs} ms unthrottled (median)`,
    measured: changeMs === null ? 'not measured' : `${Math.round(changeMs)} ms`,
    pass: changeMs !== null && changeMs <= BUDGETS.routeChangeMs,
    wasMeasured: changeMs !== null,
  });

  const saturation = results.api.filter((run) => run.mode === 'saturation');
  const reference = saturation.find((run) => run.target === REFERENCE_TARGET);
  const shareBudgets = [
    ...REFERENCED_API_TARGETS.map((target) => [target, BUDGETS.referenceThroughputShare] as const),
    ...READ_API_TARGETS.map((target) => [target, BUDGETS.readThroughputShare] as const),
  ];
  for (const [target, budget] of shareBudgets) {
    for (const database of ['PGlite', 'PostgreSQL'] as const) {
      const run = saturation.find((row) => row.target === target && row.database === database);
      const share = run === undefined ? null : shareOfReference(run, reference);
      verdicts.push({
        budget: `${target} on ${database} >= ${budget * 100}% of node:http`,
        measured:
          share === null || run === undefined
            ? 'not measured'
            : `${Math.round(share * 100)}% (${describeShare(run, reference)})`,
        pass: share !== null && share >= budget,
        wasMeasured: share !== null,
      });
    }
  }
  verdicts.push(...placementVerdicts(results));

  // On each database the run measured (the database only carries the change between instances
  // and commits it; the fan-out is the instance's): every stream heard every change.
  for (const database of ['PGlite', 'PostgreSQL'] as const) {
    const run = results.streamFanouts.find((row) => row.database === database);
    verdicts.push({
      budget: `${BUDGETS.fanoutStreams} streams on one instance, change to arrival p99 <= ${BUDGETS.fanoutP99Ms} ms, every stream hears every change, ${database}`,
      measured:
        run === undefined
          ? 'not measured'
          : `${run.streams} streams, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.unheard} unheard`,
      pass:
        run !== undefined &&
        run.streams >= BUDGETS.fanoutStreams &&
        run.unheard === 0 &&
        run.p99 <= BUDGETS.fanoutP99Ms,
      wasMeasured: run !== undefined,
    });
  }
  return verdicts;
}

/** Coupon placement: against pgbench on PostgreSQL, its p99 at the fixed rate, its PGlite rate. */
function placementVerdicts(results: BenchResults): BudgetVerdict[] {
  const placement = (database: 'PGlite' | 'PostgreSQL', mode: ApiRun['mode']) =>
    results.api.find(
      (run) => run.target === PLACEMENT_TARGET && run.database === database && run.mode === mode,
    );
  const verdicts: BudgetVerdict[] = [];
  const saturated = placement('PostgreSQL', 'saturation');
  const pgbench = results.pgbench;
  const tps = pgbench !== undefined && 'tps' in pgbench ? pgbench.tps : null;
  const share = saturated === undefined || tps === null || tps === 0 ? null : saturated.rps / tps;
  verdicts.push({
    budget: `coupon placement on PostgreSQL >= ${BUDGETS.placementShareOfPgbench * 100}% of pgbench's TPC-B-like rate, same server, same run`,
    measured:
      share === null || saturated === undefined
        ? pgbench !== undefined && 'unavailable' in pgbench
          ? `not measured (${pgbench.unavailable})`
          : 'not measured'
        : `${Math.round(share * 100)}% (${Math.round(saturated.rps)} coupons/s of ${Math.round(tps ?? 0)} tps)`,
    pass: share !== null && share >= BUDGETS.placementShareOfPgbench,
    wasMeasured: share !== null,
  });
  const fixed = placement('PostgreSQL', 'fixed-rate');
  verdicts.push({
    budget: `coupon placement on PostgreSQL p99 <= ${BUDGETS.placementP99Ms} ms at ${BUDGETS.placementFixedRatePerSecond} coupons/s`,
    measured:
      fixed === undefined
        ? 'not measured'
        : `${fixed.p99} ms (${Math.round(fixed.rps)} coupons/s, ${fixed.failures} failures)`,
    // A server that could not keep the rate up queued the rest: that run says nothing of the p99.
    pass:
      fixed !== undefined &&
      fixed.p99 <= BUDGETS.placementP99Ms &&
      fixed.failures === 0 &&
      fixed.rps >= 0.95 * BUDGETS.placementFixedRatePerSecond,
    wasMeasured: fixed !== undefined,
  });
  const pglite = placement('PGlite', 'saturation');
  verdicts.push({
    budget: `coupon placement on PGlite >= ${BUDGETS.pglitePlacementPerSecond} coupons/s at saturation`,
    measured: pglite === undefined ? 'not measured' : `${Math.round(pglite.rps)} coupons/s`,
    pass: pglite !== undefined && pglite.rps >= BUDGETS.pglitePlacementPerSecond,
    wasMeasured: pglite !== undefined,
  });
  return verdicts;
}
