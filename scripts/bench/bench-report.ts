import type { BenchResults, Sizes } from './bench-results';
import { REFERENCE_TARGET, type BudgetVerdict } from './budgets';
import type { Spread } from './stats';

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const sizes = (value: Sizes) => `${kB(value.gzip)} / ${kB(value.brotli)}`;
const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
const spread = (value: Spread, format: (n: number | null) => string = ms) =>
  `${format(value.median)} / ${format(value.p90)}`;
const cls = (value: number | null) => (value === null ? '–' : value.toFixed(3));

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The markdown the benchmark prints and docs/performance.md shows. */
export function renderBenchReport(
  results: BenchResults,
  verdicts: readonly BudgetVerdict[],
): string {
  const parts: string[] = [];
  parts.push(
    `Run ${results.startedAt} (${Math.round(results.seconds)} s; ${results.machine.cpus} cores, Node ${results.machine.node}, Chromium ${results.machine.chromium}).`,
  );
  parts.push(
    '**Bytes, cold, as a player** (kB gzip / brotli; shared libraries and our own code separate; the chain is the longest run of requests each started by the one before, begun before first paint)',
  );
  parts.push(
    table(
      [
        'route',
        'requests',
        'shared JS',
        'our JS',
        'CSS',
        'HTML',
        'JS before paint (gzip)',
        'chain',
      ],
      results.bytes.map((row) => [
        `${row.route} \`${row.path}\``,
        String(row.requests),
        sizes(row.sharedJs),
        sizes(row.ownJs),
        sizes(row.css),
        sizes(row.html),
        kB(row.firstPaintJsGzip),
        `${row.chain.requests} requests, ${ms(row.chain.ms)} ms`,
      ]),
    ),
  );
  parts.push('**Home page `/ru/` in Chromium** (ms, median / p90; CLS unitless)');
  parts.push(
    table(
      ['profile', 'cache', 'runs', 'FCP', 'LCP', 'CLS', 'TBT', 'first parcel mounted'],
      results.pages.map((row) => [
        row.profile,
        row.cache,
        String(row.fcp.runs),
        spread(row.fcp),
        spread(row.lcp),
        spread(row.cls, cls),
        spread(row.tbt),
        spread(row.firstParcel),
      ]),
    ),
  );
  parts.push(
    '**First odds a player can tap on `/ru/`**, cold, as a returning visitor (age and cookies answered; ms, median / p90; CLS of the page until it settles)',
  );
  parts.push(
    table(
      ['profile', 'runs', 'first odds to tap', 'CLS'],
      results.firstOdds.map((row) => [
        row.profile,
        String(row.firstOdds.runs),
        spread(row.firstOdds),
        spread(row.cls, cls),
      ]),
    ),
  );
  parts.push('**Route change between two parcels**, click to painted (ms, median / p90)');
  parts.push(
    table(
      ['profile', 'from', 'to', 'runs', 'click to painted'],
      results.routeChanges.map((row) => [
        row.profile,
        `\`${row.from}\``,
        `\`${row.to}\``,
        String(row.clickToPaint.runs),
        spread(row.clickToPaint),
      ]),
    ),
  );
  const reference = new Map(
    results.api
      .filter((run) => run.target === REFERENCE_TARGET)
      .map((run) => [run.mode, run.rps] as const),
  );
  parts.push(
    results.api.some((run) => run.paired !== undefined)
      ? '**API on loopback** (autocannon; latency in ms; "paired": the median share of rounds each run right after a round of node:http, the row being that median round)'
      : '**API on loopback** (autocannon; latency in ms)',
  );
  parts.push(
    table(
      [
        'route',
        'database',
        'load',
        'requests',
        'req/s',
        'p50',
        'p99',
        'refused',
        'failures',
        'of node:http',
      ],
      results.api.map((run) => {
        const base = reference.get(run.mode);
        const share =
          run.referenceShare ?? (base === undefined || base === 0 ? undefined : run.rps / base);
        return [
          run.target,
          run.database,
          run.mode,
          String(run.requests),
          String(Math.round(run.rps)),
          String(run.p50),
          String(run.p99),
          run.refused === undefined ? '–' : String(run.refused),
          String(run.failures),
          share === undefined
            ? '–'
            : `${Math.round(share * 100)}%${run.paired === undefined ? '' : ' (paired)'}`,
        ];
      }),
    ),
  );
  if (results.pgbench !== undefined) {
    const pgbench = results.pgbench;
    parts.push(
      'tps' in pgbench
        ? `pgbench on the PostgreSQL server of coupon placement, just before it (TPC-B-like, scale ${pgbench.scale}, ${pgbench.clients} clients, ${pgbench.seconds} s): **${Math.round(pgbench.tps)} tps**, latency ${pgbench.latencyAverageMs.toFixed(1)} ms on average`
        : `pgbench: not measured (${pgbench.unavailable})`,
    );
  }
  if (results.apiUnavailable.length > 0) {
    parts.push(
      results.apiUnavailable
        .map((item) => `- ${item.target}: not available yet (${item.reason})`)
        .join('\n'),
    );
  }
  if (results.streamFanouts.length > 0) {
    parts.push(
      "**The line's stream fanned out by one instance** (ms from the operator's change call to its arrival, over every stream and change; the server's resident memory per open stream)",
    );
    parts.push(
      table(
        ['database', 'streams', 'changes', 'p50', 'p99', 'max', 'unheard', 'memory per stream'],
        results.streamFanouts.map((run) => [
          run.database,
          String(run.streams),
          String(run.changes),
          String(run.p50),
          String(run.p99),
          String(run.max),
          String(run.unheard),
          `${(run.bytesPerStream / 1024).toFixed(1)} kB (${Math.round(run.residentBefore / 2 ** 20)} → ${Math.round(run.residentAfter / 2 ** 20)} MB)`,
        ]),
      ),
    );
  }
  if (results.ledgerChecks.length > 0) {
    parts.push('**Ledger of the coupon placement players**, checked after the runs');
    parts.push(
      results.ledgerChecks
        .flatMap((check) =>
          check.checks.map(
            (one) =>
              `- ${check.database}, ${check.players} players, ${check.coupons} coupons: ${one.rule}: ${
                one.problems.length === 0 ? 'holds' : `**BROKEN** (${one.problems.join('; ')})`
              }`,
          ),
        )
        .join('\n'),
    );
  }
  parts.push('**Budgets**');
  parts.push(
    table(
      ['budget', 'measured', 'verdict'],
      verdicts.map((verdict) => [
        verdict.budget,
        verdict.measured,
        verdict.pass ? 'pass' : '**FAIL**',
      ]),
    ),
  );
  return `${parts.join('\n\n')}\n`;
}
