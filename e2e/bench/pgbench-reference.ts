import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGBENCH, parsePgbenchOutput, type PgbenchRun } from '../../scripts/bench/pgbench-output';
import { createThrowawayDatabase } from '../support/throwaway-database';

const run = promisify(execFile);

/**
 * pgbench's TPC-B-like run (scripts/bench/pgbench-output.ts) on a throwaway database of the same
 * PostgreSQL server as the bench's site, while that site stands idle: what the database itself
 * does on this machine at this moment, for placement's share. pgbench comes with Debian's
 * postgresql-client; without it the run says so and the share's budget is not measured.
 */
export async function measurePgbench(
  log: (line: string) => void,
): Promise<PgbenchRun | { readonly unavailable: string }> {
  try {
    await run('pgbench', ['--version']);
  } catch {
    return { unavailable: "pgbench is not installed (Debian's postgresql-client package has it)" };
  }
  const database = await createThrowawayDatabase('betshell_pgbench');
  try {
    log(`  pgbench: scale ${PGBENCH.scale}, ${PGBENCH.clients} clients, ${PGBENCH.seconds} s`);
    await run('pgbench', ['--initialize', `--scale=${PGBENCH.scale}`, '--quiet', database.url]);
    const { stdout } = await run('pgbench', [
      `--client=${PGBENCH.clients}`,
      `--jobs=${PGBENCH.threads}`,
      `--time=${PGBENCH.seconds}`,
      database.url,
    ]);
    const parsed = parsePgbenchOutput(stdout);
    return 'unreadable' in parsed ? { unavailable: parsed.unreadable } : parsed;
  } catch (error) {
    return { unavailable: `pgbench failed: ${(error as Error).message.split('\n')[0] ?? ''}` };
  } finally {
    await database.drop();
  }
}
