import type { Clock } from '../auth/clock';
import type { Queryable } from '../db/database';

/**
 * How long a lease lasts from its last renewal, and how often its holder renews it (and every
 * other instance asks for it): a job whose instance dies is taken over at most LEASE_MS +
 * RENEW_EVERY_MS = 10 s later, and a holder keeps its lease through a renewal that comes late by
 * up to LEASE_MS - RENEW_EVERY_MS.
 */
export const LEASE_MS = 8_000;
export const RENEW_EVERY_MS = 2_000;

/**
 * The right to run one job among every instance on the database. `renew` takes the lease if it is
 * free or has run out, or renews it if this instance holds it; `holds` says whether this
 * instance's lease is still good by its own clock, with a margin so that it never runs the job in
 * the moment another may take it over.
 */
export interface JobLease {
  readonly name: string;
  readonly holder: string;
  renew(): Promise<boolean>;
  holds(): boolean;
  /** Gives the lease up (an instance closing), so another takes the job at its next renewal. */
  release(): Promise<void>;
}

/** Time kept back from a lease's end: the holder stops short of it by the renewal period. */
const MARGIN_MS = RENEW_EVERY_MS;

export function createJobLease(options: {
  readonly database: Queryable;
  readonly name: string;
  /** This instance's name, unique among the instances (a random id per process). */
  readonly holder: string;
  readonly clock: Clock;
}): JobLease {
  const { database, name, holder, clock } = options;
  let heldUntil = 0;
  return {
    name,
    holder,
    async renew() {
      const now = clock();
      const until = new Date(now.getTime() + LEASE_MS);
      // One statement: taking a free or run-out lease and renewing one's own are the same upsert,
      // and a lease another instance holds in time is left as it is (no row comes back).
      const rows = await database.query<{ holder: string }>(
        `insert into job_leases (name, holder, expires_at) values ($1, $2, $3)
         on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
         where job_leases.holder = excluded.holder or job_leases.expires_at <= $4
         returning holder`,
        [name, holder, until, now],
      );
      heldUntil = rows.length === 1 ? until.getTime() : 0;
      return heldUntil !== 0;
    },
    holds() {
      return clock().getTime() < heldUntil - MARGIN_MS;
    },
    async release() {
      heldUntil = 0;
      await database.query('delete from job_leases where name = $1 and holder = $2', [
        name,
        holder,
      ]);
    },
  };
}

/** Repeats a task (the line feed's FeedScheduler has this shape). */
export interface JobScheduler {
  every(ms: number, task: () => void): () => void;
}

/**
 * Runs a job on the one instance holding its lease: renews the lease every RENEW_EVERY_MS on
 * `scheduler`, and answers a scheduler whose tasks run only while the lease holds. `renewed`
 * waits for the latest renewal to end; `stop` ends the renewals and gives the lease up.
 */
export function leasedScheduler(
  scheduler: JobScheduler,
  lease: JobLease,
  log: (error: unknown) => void,
): { readonly scheduler: JobScheduler; renewed(): Promise<void>; stop(): Promise<void> } {
  let latest: Promise<void> = Promise.resolve();
  const renew = () => {
    latest = lease.renew().then(() => undefined, log);
  };
  renew();
  const cancel = scheduler.every(RENEW_EVERY_MS, renew);
  return {
    scheduler: {
      every: (ms, task) =>
        scheduler.every(ms, () => {
          if (lease.holds()) task();
        }),
    },
    renewed: () => latest,
    async stop() {
      cancel();
      await latest;
      await lease.release();
    },
  };
}
