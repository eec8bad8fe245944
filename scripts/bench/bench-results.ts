import type { PgbenchRun } from './pgbench-output';
import type { Spread } from './stats';

/** Bytes of one kind of file: as served uncompressed, and compressed as gzip -9 and brotli. */
export interface Sizes {
  readonly files: number;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

/** What one main route loads cold, as a player on the production host. */
export interface RouteBytes {
  readonly route: string;
  readonly path: string;
  /** Every request of the page until the network is idle, API calls included. */
  readonly requests: number;
  readonly sharedJs: Sizes;
  readonly ownJs: Sizes;
  readonly css: Sizes;
  readonly html: Sizes;
  /** JavaScript requested before the page painted and the floating chrome began (the budget's). */
  readonly firstPaintJsGzip: number;
  /** The longest chain of requests, each started by the one before, that began before first paint. */
  readonly chain: {
    readonly requests: number;
    readonly ms: number;
    readonly urls: readonly string[];
  };
}

export type NetworkProfile = 'mobile' | 'unthrottled';

export interface PageTimings {
  readonly profile: NetworkProfile;
  readonly cache: 'cold' | 'warm';
  readonly fcp: Spread;
  readonly lcp: Spread;
  readonly cls: Spread;
  readonly tbt: Spread;
  readonly firstParcel: Spread;
}

/**
 * The home page as a returning visitor opens it on a new device or after clearing the cache: the
 * age question answered and the cookie banner too (what stands between a first-time visitor and
 * the odds is his own reading, not the site's), nothing cached. `firstOdds`: from navigation to the
 * first odds button that is on screen, enabled and the topmost element where a finger would tap it.
 */
export interface FirstOddsTimings {
  readonly profile: NetworkProfile;
  readonly firstOdds: Spread;
  readonly cls: Spread;
}

export interface RouteChangeTimings {
  readonly profile: NetworkProfile;
  readonly from: string;
  readonly to: string;
  readonly clickToPaint: Spread;
}

export type ApiDatabase = 'PGlite' | 'PostgreSQL' | 'none';

export interface ApiRun {
  readonly target: string;
  readonly database: ApiDatabase;
  readonly mode: 'fixed-rate' | 'saturation';
  readonly requests: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  /**
   * Connection errors, time-outs and answers other than 2xx; for a route that judges what is sent
   * (coupon placement), 5xx and 2xx answers that are not the route's answer, its refusals apart.
   */
  readonly failures: number;
  /** Coupon placement only: 4xx refusals and 2xx answers that placed nothing (not successes). */
  readonly refused?: number;
  /**
   * The routes held against node:http, at saturation: the share of the reference's req/s, the
   * median of rounds each measured right after a round of the reference (`paired` holds them). On
   * a 2-core machine one 5-second run of either swung by a third from run to run; a share of two
   * runs far apart in time was mostly that noise.
   */
  readonly referenceShare?: number;
  readonly paired?: readonly PairedRound[];
}

/** One round of a route at saturation and the node:http round just before it (req/s). */
export interface PairedRound {
  readonly rps: number;
  readonly referenceRps: number;
}

/** The money of the coupon placement bench's players, checked after its runs. */
export interface LedgerCheck {
  readonly database: ApiDatabase;
  readonly players: number;
  /** Coupons the server holds for them. */
  readonly coupons: number;
  /** What was checked, each with what broke it (empty when it holds). */
  readonly checks: readonly { readonly rule: string; readonly problems: readonly string[] }[];
}

export interface ApiUnavailable {
  readonly target: string;
  readonly reason: string;
}

/**
 * The line's stream fanned out by one instance (e2e/bench/line-stream-fanout.ts): `streams` open
 * at once, `changes` operator changes; p50/p99/max in ms from sending the change's call to its
 * arrival, over every stream and change; `unheard`: (stream, change) pairs that heard nothing
 * within 10 s; the server's resident memory with a tenth of them open and with all, each read 2 s
 * after the last opened; `bytesPerStream` is its growth between the two per stream opened.
 */
export interface StreamFanout {
  readonly database: ApiDatabase;
  readonly streams: number;
  readonly changes: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly unheard: number;
  readonly bytesPerStream: number;
  readonly residentBefore: number;
  readonly residentAfter: number;
}

export interface BenchResults {
  readonly startedAt: string;
  readonly seconds: number;
  readonly machine: { readonly cpus: number; readonly node: string; readonly chromium: string };
  readonly bytes: readonly RouteBytes[];
  readonly pages: readonly PageTimings[];
  readonly firstOdds: readonly FirstOddsTimings[];
  readonly routeChanges: readonly RouteChangeTimings[];
  readonly api: readonly ApiRun[];
  readonly apiUnavailable: readonly ApiUnavailable[];
  /** After the coupon placement runs: does every bench player's money add up. */
  readonly ledgerChecks: readonly LedgerCheck[];
  readonly streamFanouts: readonly StreamFanout[];
  /**
   * pgbench on the PostgreSQL server coupon placement ran on, in the same run (pgbench-output.ts),
   * or why it was not run; absent when the run did not measure placement on PostgreSQL.
   */
  readonly pgbench?: PgbenchRun | { readonly unavailable: string };
}
