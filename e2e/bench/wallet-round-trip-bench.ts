import type { WalletCall } from '@betshell/domain/server';
import type { ApiDatabase, ApiRun } from '../../scripts/bench/bench-results';
import { percentile } from '../../scripts/bench/stats';
import { walletCall } from '../support/wallet-calls';
import { fundedBettor } from '../faults/bet-load';

/** The bench's name of a casino round trip: a signed wallet bet and its win, one after the other. */
export const WALLET_ROUND_TRIP_TARGET = 'casino wallet bet+win';
/** The secret the bench's server and its provider share (CASINO_WALLET_SECRET). */
export const BENCH_WALLET_SECRET = 'bench-casino-wallet-secret-0123456789abcdef';
/** The demo catalogue's slot, a game the wallet launches for money. */
const SLOT_GAME = 1001;

export interface WalletLoad {
  readonly connections: number;
  readonly seconds: number;
}

/** One signed wallet call, as the provider's server sends it; its HTTP status, 0 without one. */
const call = (baseUrl: string, name: WalletCall, fields: Readonly<Record<string, unknown>>) =>
  walletCall(baseUrl, BENCH_WALLET_SECRET, name, fields);

/** A funded player with a wallet session of the slot, as after a launch and its authenticate. */
async function playingSession(baseUrl: string): Promise<string> {
  const bettor = await fundedBettor(baseUrl, 100_000_000);
  const launched = await bettor.visitor.request('POST', '/web-api/casino/launch', {
    gameId: SLOT_GAME,
    mode: 'real',
    lng: 'en',
  });
  if (!launched.ok) throw new Error(`the launch answered ${launched.status}`);
  const { url } = (await launched.json()) as { url: string };
  const launchToken = new URL(url, baseUrl).searchParams.get('token');
  const authenticated = await call(baseUrl, 'authenticate', { launchToken });
  if (authenticated.status !== 200) {
    throw new Error(`the wallet's authenticate answered ${authenticated.status}`);
  }
  return String(authenticated.body['sessionToken']);
}

/**
 * Casino rounds through the seamless wallet at saturation: each connection a player of its own
 * (its session made before the clock starts) playing rounds one after another, a round being a
 * signed bet and then its win, as a game provider's server sends them. Counts round trips, both
 * calls answered 200; any other answer is a failure. The wallet takes each player's lock, so the
 * players run side by side and a player's rounds one at a time, as a game's are.
 */
export async function walletRoundTripRun(
  baseUrl: string,
  database: Exclude<ApiDatabase, 'none'>,
  load: WalletLoad,
  log: (line: string) => void,
): Promise<ApiRun> {
  const preparing = Date.now();
  const sessions: string[] = [];
  // One after another: registration hashes a password, and the machine is shared.
  for (let index = 0; index < load.connections; index += 1) {
    sessions.push(await playingSession(baseUrl));
  }
  log(
    `  ${WALLET_ROUND_TRIP_TARGET} on ${database}: ${sessions.length} players launched in ${((Date.now() - preparing) / 1000).toFixed(1)} s`,
  );
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const ends = started + load.seconds * 1000;
  await Promise.all(
    sessions.map(async (sessionToken, player) => {
      for (let round = 0; performance.now() < ends; round += 1) {
        const roundId = `bench-${player}-${round}`;
        const at = performance.now();
        const bet = await call(baseUrl, 'bet', {
          sessionToken,
          transactionId: `${roundId}-bet`,
          roundId,
          amountMinor: 10,
        });
        const win =
          bet.status === 200
            ? await call(baseUrl, 'win', {
                sessionToken,
                transactionId: `${roundId}-win`,
                roundId,
                amountMinor: round % 2 === 0 ? 0 : 20,
              })
            : bet;
        if (win.status === 200) latencies.push(performance.now() - at);
        else failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    target: WALLET_ROUND_TRIP_TARGET,
    database,
    mode: 'saturation',
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: Math.round(percentile(latencies, 0.5) ?? 0),
    p99: Math.round(percentile(latencies, 0.99) ?? 0),
    failures,
  };
}
