import { CSRF_COOKIE, CSRF_HEADER, FINGERPRINT_HEADER } from '@betshell/domain';
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import type { ApiDatabase, ApiRun, LedgerCheck } from '../../scripts/bench/bench-results';
import { PLACEMENT_TARGET } from '../../scripts/bench/budgets';
import {
  benchCoupon,
  openSelections,
  placementDeposit,
  placementOutcome,
  placementStake,
  playerLedgerProblems,
  type BenchPlayerLedger,
  type BenchSelection,
} from '../../scripts/bench/coupon-placement-load';
import { fundedBettor, type BettingVisitor } from '../faults/bet-load';
import { brokenInvariants } from '../faults/invariants';

export const COUPON_PLACEMENT_TARGET = PLACEMENT_TARGET;
const COUPON_PATH = '/web-api/coupon';

/**
 * Each connection sends at most this many coupons in one run, so a run is bounded in count
 * (10 connections: at most 10 000 placements) and each player's deposit covers all its stakes.
 */
export const PLACEMENTS_PER_CONNECTION = 1000;
/** Bench players are one-click players in roubles, the site's default currency. */
const CURRENCY = 'RUB';

/** How one run loads the route (the API bench's fixed rate and saturation, and its warm-up). */
export interface PlacementLoad {
  readonly connections: number;
  readonly seconds: number;
  readonly ratePerSecond?: number;
}

interface PlayerTally {
  /** Coupons built and sent (autocannon builds each request just before it writes it). */
  sent: number;
  placed: number;
  refused: number;
  failed: number;
}

interface BenchPlayer {
  readonly bettor: BettingVisitor;
  readonly depositedMinor: number;
  readonly tally: PlayerTally;
}

/** The headers the site's client sends on a write: its session cookie, CSRF echo, fingerprint. */
function writeHeaders(bettor: BettingVisitor): Record<string, string> {
  const { visitor } = bettor;
  const csrf = visitor.cookies.get(CSRF_COOKIE);
  return {
    cookie: visitor.cookieHeader(),
    'content-type': 'application/json',
    ...(csrf === undefined ? {} : { [CSRF_HEADER]: csrf }),
    ...(visitor.fingerprint === undefined ? {} : { [FINGERPRINT_HEADER]: visitor.fingerprint }),
  };
}

/** Fresh players for one run, each registered and funded through the real API and provider. */
async function freshPlayers(baseUrl: string, count: number, stakeMinor: number) {
  const depositedMinor = placementDeposit(stakeMinor, PLACEMENTS_PER_CONNECTION);
  const players: BenchPlayer[] = [];
  // One after another: registration hashes a password, and the machine is shared.
  for (let index = 0; index < count; index += 1) {
    players.push({
      bettor: await fundedBettor(baseUrl, depositedMinor),
      depositedMinor,
      tally: { sent: 0, placed: 0, refused: 0, failed: 0 },
    });
  }
  return players;
}

async function currentSelections(player: BenchPlayer): Promise<BenchSelection[]> {
  const response = await player.bettor.visitor.request('GET', '/web-api/line/events?section=line');
  return openSelections(response.ok ? await response.json() : null);
}

/**
 * One autocannon run of POST /web-api/coupon: one player per connection (autocannon's
 * `setupClient` hands them out), each request a fresh coupon id on the next open selection.
 */
async function placementRun(
  baseUrl: string,
  players: readonly BenchPlayer[],
  selections: readonly BenchSelection[],
  stakeMinor: number,
  load: PlacementLoad,
) {
  let nextClient = 0;
  const result = await autocannon({
    url: `${baseUrl}${COUPON_PATH}`,
    method: 'POST',
    connections: players.length,
    duration: load.seconds,
    maxConnectionRequests: PLACEMENTS_PER_CONNECTION,
    ...(load.ratePerSecond === undefined ? {} : { overallRate: load.ratePerSecond }),
    timeout: 10,
    setupClient: (client) => {
      const index = nextClient;
      nextClient += 1;
      const player = players[index]!;
      const { tally } = player;
      client.setRequests([
        {
          method: 'POST',
          path: COUPON_PATH,
          headers: writeHeaders(player.bettor),
          setupRequest: (request) => {
            // Players spread over the line, each on a different selection at a time.
            const selection = selections[(index * 7 + tally.sent) % selections.length]!;
            tally.sent += 1;
            const body = benchCoupon({
              id: randomUUID(),
              userId: player.bettor.userId,
              accountId: player.bettor.accountId,
              stakeMinor,
              selection,
            });
            return { ...request, body: JSON.stringify(body) };
          },
          onResponse: (status, body) => {
            tally[placementOutcome(status, body)] += 1;
          },
        },
      ]);
    },
  });
  return result;
}

/** The bench players' money after the runs: the ops ledger check, each player's sums, invariants. */
async function ledgerCheck(
  baseUrl: string,
  database: ApiDatabase,
  opsToken: string,
  databaseUrl: string | null,
  players: readonly BenchPlayer[],
  stakeMinor: number,
): Promise<LedgerCheck> {
  const ledgers: BenchPlayerLedger[] = [];
  for (const player of players) {
    const { visitor, userId, accountId } = player.bettor;
    const balance = (await (await visitor.request('GET', '/web-api/user/balance')).json()) as {
      all_accounts?: { id: number; money: number }[];
    };
    const history = (await (
      await visitor.request('GET', '/web-api/bets/history?pageSize=1')
    ).json()) as { total_count: number };
    ledgers.push({
      userId,
      depositedMinor: player.depositedMinor,
      stakeMinor,
      placed: player.tally.placed,
      // Timed out, cut by a lost connection or still in flight when the run's time was up: the
      // server may have placed it, and the client cannot tell.
      unanswered:
        player.tally.sent - player.tally.placed - player.tally.refused - player.tally.failed,
      balanceMinor: balance.all_accounts?.find((account) => account.id === accountId)?.money ?? NaN,
      coupons: history.total_count,
    });
  }
  const ops = await fetch(`${baseUrl}/ops-api/v1/ledger/check`, {
    headers: { authorization: `Bearer ${opsToken}` },
    signal: AbortSignal.timeout(30_000),
  });
  const { mismatches } = ops.ok
    ? ((await ops.json()) as { mismatches: unknown[] })
    : { mismatches: [`the ops ledger check answered ${ops.status}`] };
  const checks: LedgerCheck['checks'][number][] = [
    {
      rule: "every account's balance is the sum of its ledger entries (ops ledger check)",
      problems: mismatches.map((mismatch) => JSON.stringify(mismatch)),
    },
    {
      rule: "each player's balance is the deposit less one stake per coupon the server holds, and it holds every placed coupon",
      problems: playerLedgerProblems(ledgers),
    },
  ];
  if (databaseUrl !== null) {
    // On PostgreSQL the fault suite's invariants read the database itself (coupons and stakes too).
    checks.push({
      rule: 'the fault suite invariants (e2e/faults/invariants.ts)',
      problems: await brokenInvariants(databaseUrl),
    });
  }
  return {
    database,
    players: players.length,
    coupons: ledgers.reduce((sum, ledger) => sum + ledger.coupons, 0),
    checks,
  };
}

/**
 * Coupon placement under load with fresh players and real balances: a warm-up, then the fixed
 * rate and saturation runs, each with players of its own registered and funded before its clock
 * starts; refusals are counted apart from failures, and the ledger is checked afterwards. Answers
 * null for the runs when the line has no open market to bet on.
 */
export async function couponPlacementRuns(
  baseUrl: string,
  database: Exclude<ApiDatabase, 'none'>,
  opsToken: string,
  databaseUrl: string | null,
  runs: {
    readonly warmUp: PlacementLoad;
    readonly fixedRate: PlacementLoad;
    readonly saturation: PlacementLoad;
  },
  log: (line: string) => void,
): Promise<{ runs: ApiRun[]; ledger: LedgerCheck } | { unavailable: string }> {
  const stakeMinor = placementStake(CURRENCY);
  const everyone: BenchPlayer[] = [];
  const measured: ApiRun[] = [];
  for (const [mode, load] of [
    ['warm-up', runs.warmUp],
    ['fixed-rate', runs.fixedRate],
    ['saturation', runs.saturation],
  ] as const) {
    const preparing = Date.now();
    const players = await freshPlayers(baseUrl, load.connections, stakeMinor);
    everyone.push(...players);
    const selections = await currentSelections(players[0]!);
    if (selections.length === 0)
      return { unavailable: 'GET /web-api/line/events?section=line has no open market' };
    // The preparation is outside the measured time; its length is printed for the 10-minute limit.
    log(
      `  ${COUPON_PLACEMENT_TARGET} on ${database}, ${mode}: ${players.length} players registered and funded in ${((Date.now() - preparing) / 1000).toFixed(1)} s`,
    );
    const result = await placementRun(baseUrl, players, selections, stakeMinor, load);
    if (mode === 'warm-up') continue;
    const sum = (key: keyof PlayerTally) =>
      players.reduce((total, player) => total + player.tally[key], 0);
    measured.push({
      target: COUPON_PLACEMENT_TARGET,
      database,
      mode,
      requests: result.requests.total,
      rps: result.requests.total / (result.duration || load.seconds),
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + sum('failed'),
      refused: sum('refused'),
    });
  }
  const ledger = await ledgerCheck(baseUrl, database, opsToken, databaseUrl, everyone, stakeMinor);
  return { runs: measured, ledger };
}
