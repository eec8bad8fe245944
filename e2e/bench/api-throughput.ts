import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import type {
  ApiDatabase,
  ApiRun,
  ApiUnavailable,
  LedgerCheck,
  PairedRound,
} from '../../scripts/bench/bench-results';
import {
  BUDGETS,
  FRAMEWORK_TARGET,
  PAIRED_API_TARGETS,
  REFERENCE_TARGET,
} from '../../scripts/bench/budgets';
import type { PgbenchRun } from '../../scripts/bench/pgbench-output';
import { HttpVisitor } from '../support/http-visitor';
import { REPOSITORY_ROOT, startSiteProcess, waitForReady } from '../support/site-process';
import { createThrowawayDatabase } from '../support/throwaway-database';
import { COUPON_PLACEMENT_TARGET, couponPlacementRuns } from './coupon-placement-bench';
import {
  BENCH_WALLET_SECRET,
  WALLET_ROUND_TRIP_TARGET,
  walletRoundTripRun,
} from './wallet-round-trip-bench';
import { measurePgbench } from './pgbench-reference';

/** The operator token of the bench's servers: the ledger check after placement asks the ops API. */
const BENCH_OPS_TOKEN = 'bench-operator-token-0123456789abcdef';

/**
 * Each load is bounded in time and in count, and stops by itself. The count is far above what a
 * route answers in the time: node:http answers 33,000 req/s and more here, and a cap it reaches
 * would make the reference, and every share of it, the cap's rate instead of its own.
 */
export const LOAD = {
  seconds: 5,
  maxRequests: 2_000_000,
  connections: 10,
  /** The fixed rate: well under saturation, so latency is read without queueing. */
  fixedRatePerSecond: 200,
} as const;

/**
 * What Chromium asks for over HTTPS, as a player's browser reaches the site: the kept JSON
 * answers go compressed to it (send-serialized-once.ts), as they do to players. Sent to the
 * node:http reference too, which answers its 240 bytes as they are.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * One route of the API under load. `request` builds what autocannon sends for a signed-in player
 * (its cookie); a route that needs data first gets it in `prepare`. Routes that other work has not
 * built yet are listed with the path that answers 404 until it lands: they are reported as not
 * available, never measured against something else.
 */
export interface ApiTarget {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly needsPlayer: boolean;
  /** Headers of the signed-in player's requests (the site client's cookie and bearer). */
  readonly headers?: (player: HttpVisitor) => Promise<Record<string, string>>;
}

export const API_TARGETS: readonly ApiTarget[] = [
  { name: 'config', method: 'GET', path: '/bff-api/config/all.json?lang=ru', needsPlayer: false },
  {
    name: 'gettoken',
    method: 'GET',
    path: '/web-api/user/gettoken?force_refresh=true',
    needsPlayer: true,
  },
  {
    name: 'limits GET',
    method: 'GET',
    path: '/limit-service-api/api/external/web/v3/limits',
    needsPlayer: true,
    headers: async (player) => {
      const token = await player.request('GET', '/web-api/user/gettoken?force_refresh=true');
      const { data } = (await token.json()) as { data: { token: string } };
      return { authorization: `Bearer ${data.token}` };
    },
  },
  // Both sections of the line as the betting pages ask for them: prematch and live.
  {
    name: 'line events (line)',
    method: 'GET',
    path: '/web-api/line/events?section=line',
    needsPlayer: false,
  },
  {
    name: 'line events (live)',
    method: 'GET',
    path: '/web-api/line/events?section=live',
    needsPlayer: false,
  },
];

async function load(url: string, headers: Record<string, string>, fixedRate: boolean) {
  const result = await autocannon({
    url,
    headers,
    connections: LOAD.connections,
    duration: LOAD.seconds,
    amount: undefined,
    ...(fixedRate ? { overallRate: LOAD.fixedRatePerSecond } : {}),
    maxOverallRequests: LOAD.maxRequests,
    timeout: 10,
  });
  return result;
}

async function runTarget(
  url: string,
  target: string,
  database: ApiDatabase,
  headers: Record<string, string>,
  reference?: ReferenceServer,
): Promise<ApiRun[]> {
  const runs: ApiRun[] = [];
  // A short warm-up first: the first requests of a fresh process compile code paths.
  await autocannon({ url, headers, connections: 2, duration: 1, maxOverallRequests: 2000 });
  for (const fixedRate of [true, false]) {
    if (!fixedRate && reference !== undefined) {
      runs.push(await pairedSaturation(url, target, database, headers, reference));
      continue;
    }
    const result = await load(url, headers, fixedRate);
    runs.push({
      target,
      database,
      mode: fixedRate ? 'fixed-rate' : 'saturation',
      requests: result.requests.total,
      rps: result.requests.total / (result.duration || LOAD.seconds),
      p50: result.latency.p50,
      p99: result.latency.p99,
      // autocannon counts a time-out among its errors too: it is not added twice.
      failures: result.errors + result.non2xx,
    });
  }
  return runs;
}

/** The node:http reference, kept up for the whole API part: each referenced route is paired with it. */
export interface ReferenceServer {
  readonly url: string;
  stop(): void;
}

/** node:http with a static body (or the same from a bare Fastify), in a process of its own. */
export async function startReferenceServer(
  port: number,
  kind: 'node:http' | 'fastify' = 'node:http',
): Promise<ReferenceServer> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'e2e/bench/reference-server.ts',
      String(port),
      ...(kind === 'fastify' ? ['fastify'] : []),
    ],
    {
      cwd: REPOSITORY_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForReady(url, child, () => printed, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, stop: () => void child.kill('SIGTERM') };
}

/** The reference's own rows (fixed rate and saturation), for the table. */
export function referenceRuns(reference: ReferenceServer): Promise<ApiRun[]> {
  return runTarget(reference.url, REFERENCE_TARGET, 'none', {});
}

/**
 * The calibration row: the reference's answer from a bare Fastify, held against node:http in
 * paired rounds like config and gettoken. No budget of its own; it shows how much of the 80% the
 * framework leaves to the routes (on the 2-core machine, 84 to 111% of node:http over four runs).
 */
export async function bareFrameworkRuns(
  port: number,
  reference: ReferenceServer,
): Promise<ApiRun[]> {
  const framework = await startReferenceServer(port, 'fastify');
  try {
    return await runTarget(framework.url, FRAMEWORK_TARGET, 'none', {}, reference);
  } finally {
    framework.stop();
  }
}

/**
 * Rounds at saturation of a route held against node:http, each right after a round of the
 * reference: on this 2-core machine the load generator and the server share the cores with
 * everything else, and one run of either swung by a third from one run to the next. A share of
 * neighbouring rounds, and the median of several, is what the route costs, not when it ran.
 */
export const PAIRED = { rounds: 5, seconds: 3 } as const;

async function saturationRound(url: string, headers: Record<string, string>) {
  return autocannon({
    url,
    headers,
    connections: LOAD.connections,
    duration: PAIRED.seconds,
    maxOverallRequests: LOAD.maxRequests,
    timeout: 10,
  });
}

async function pairedSaturation(
  url: string,
  target: string,
  database: ApiDatabase,
  headers: Record<string, string>,
  reference: ReferenceServer,
): Promise<ApiRun> {
  const rounds: { result: autocannon.Result; round: PairedRound; share: number }[] = [];
  for (let index = 0; index < PAIRED.rounds; index += 1) {
    const base = await saturationRound(reference.url, {
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
    });
    const result = await saturationRound(url, headers);
    const round = {
      rps: result.requests.total / (result.duration || PAIRED.seconds),
      referenceRps: base.requests.total / (base.duration || PAIRED.seconds),
    };
    rounds.push({
      result,
      round,
      share: round.referenceRps === 0 ? 0 : round.rps / round.referenceRps,
    });
  }
  const byShare = [...rounds].sort((a, b) => a.share - b.share);
  const median = byShare[Math.floor(byShare.length / 2)]!;
  return {
    target,
    database,
    mode: 'saturation',
    requests: median.result.requests.total,
    rps: median.round.rps,
    p50: median.result.latency.p50,
    p99: median.result.latency.p99,
    failures: rounds.reduce((sum, one) => sum + one.result.errors + one.result.non2xx, 0),
    referenceShare: median.share,
    paired: rounds.map((one) => one.round),
  };
}

/**
 * BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=bench/profiles`: node options of the
 * measured server, to profile it under this very load (written when the server stops).
 */
export function serverNodeArguments(): string[] {
  return (process.env['BENCH_SERVER_NODE_ARGS'] ?? '').split(' ').filter((one) => one !== '');
}

/**
 * Every target against one database: the server in its own process, a player of its own; then
 * coupon placement with fresh funded players (coupon-placement-bench.ts) and its ledger check.
 */
export async function apiRuns(
  port: number,
  database: Exclude<ApiDatabase, 'none'>,
  reference: ReferenceServer,
  log: (line: string) => void,
  measures: (target: string) => boolean = () => true,
): Promise<{
  runs: ApiRun[];
  unavailable: ApiUnavailable[];
  ledger: LedgerCheck[];
  pgbench?: PgbenchRun | { readonly unavailable: string };
}> {
  const throwaway =
    database === 'PostgreSQL' ? await createThrowawayDatabase('betshell_bench') : null;
  const site = await startSiteProcess(
    port,
    {
      ...(throwaway === null ? {} : { DATABASE_URL: throwaway.url }),
      // One player signs in here; the per-address limit of the sign-in routes is not what is measured.
      RATE_LIMIT_PER_MINUTE: '100000',
      OPS_TOKEN: BENCH_OPS_TOKEN,
      CASINO_WALLET_SECRET: BENCH_WALLET_SECRET,
    },
    undefined,
    serverNodeArguments(),
  );
  const runs: ApiRun[] = [];
  const unavailable: ApiUnavailable[] = [];
  const ledger: LedgerCheck[] = [];
  try {
    const player = await HttpVisitor.signedIn(site.url);
    for (const target of API_TARGETS.filter((one) => measures(one.name))) {
      const probe = await player.request(target.method, target.path);
      if (probe.status === 404) {
        if (database === 'PGlite') {
          unavailable.push({
            target: target.name,
            reason: `${target.method} ${target.path.split('?')[0]} answers 404`,
          });
        }
        continue;
      }
      const headers = {
        'accept-encoding': BROWSER_ACCEPT_ENCODING,
        cookie: player.cookieHeader(),
        ...(target.headers === undefined ? {} : await target.headers(player)),
      };
      log(`  ${target.name} on ${database}`);
      const paired = PAIRED_API_TARGETS.includes(target.name);
      runs.push(
        ...(await runTarget(
          `${site.url}${target.path}`,
          target.name,
          database,
          headers,
          paired ? reference : undefined,
        )),
      );
    }
    // Casino rounds through the seamless wallet, beside coupon placement: the other way a
    // player's money moves under load.
    if (measures(WALLET_ROUND_TRIP_TARGET)) {
      runs.push(await walletRoundTripRun(site.url, database, LOAD, log));
    }
    // Last, so that the coupons it places weigh on no other route's numbers.
    if (!measures(COUPON_PLACEMENT_TARGET)) return { runs, unavailable, ledger };
    // The database's own rate, on the same server, just before placement loads it.
    const pgbench = database === 'PostgreSQL' ? await measurePgbench(log) : undefined;
    const placement = await couponPlacementRuns(
      site.url,
      database,
      BENCH_OPS_TOKEN,
      throwaway?.url ?? null,
      {
        warmUp: { connections: 2, seconds: 1 },
        fixedRate: {
          connections: LOAD.connections,
          seconds: LOAD.seconds,
          ratePerSecond: BUDGETS.placementFixedRatePerSecond,
        },
        saturation: { connections: LOAD.connections, seconds: LOAD.seconds },
      },
      log,
    );
    if ('unavailable' in placement) {
      unavailable.push({
        target: `${COUPON_PLACEMENT_TARGET} on ${database}`,
        reason: placement.unavailable,
      });
    } else {
      runs.push(...placement.runs);
      ledger.push(placement.ledger);
    }
    return { runs, unavailable, ledger, ...(pgbench === undefined ? {} : { pgbench }) };
  } finally {
    await site.stop();
    await throwaway?.drop();
  }
}
