/**
 * pgbench's standard TPC-B-like transaction (three updates, a select, an insert), run by the bench
 * against the very PostgreSQL server coupon placement runs on: the database's own rate on this
 * machine, so placement's rate reads as a share of what the database allows.
 */
export const PGBENCH = { clients: 10, threads: 2, scale: 10, seconds: 10 } as const;

export interface PgbenchRun {
  readonly clients: number;
  readonly scale: number;
  readonly seconds: number;
  /** Transactions per second, without the time spent opening connections. */
  readonly tps: number;
  readonly latencyAverageMs: number;
}

/** The rate and average latency pgbench prints at the end of a run, or why they are not there. */
export function parsePgbenchOutput(output: string): PgbenchRun | { readonly unreadable: string } {
  // pgbench 14+ prints "tps = 4812.1 (without initial connection time)"; older ones
  // "(excluding connections establishing)": either is the rate of the transactions alone.
  const tps =
    /^tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)$/m.exec(
      output,
    );
  const latency = /^latency average = ([\d.]+) ms$/m.exec(output);
  if (tps === null || latency === null) {
    return {
      unreadable: `pgbench printed no rate: ${output.trim().split('\n').slice(-3).join(' | ')}`,
    };
  }
  return {
    clients: PGBENCH.clients,
    scale: PGBENCH.scale,
    seconds: PGBENCH.seconds,
    tps: Number(tps[1]),
    latencyAverageMs: Number(latency[1]),
  };
}
