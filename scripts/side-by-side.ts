// Runs the checks of `npm run typecheck` and `npm run lint` as child processes side by side, so
// both cores work, and reports each in the order given: its output (held back until it ends, so
// two checks never interleave), then an ok or FAIL line.
import { spawn } from 'node:child_process';
import { REPOSITORY_ROOT } from './build/repository-paths';

export interface Check {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
}

interface Outcome {
  readonly ok: boolean;
  readonly output: string;
  readonly seconds: number;
}

function run(check: Check): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { cwd: REPOSITORY_ROOT });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (ok: boolean, extra = '') =>
      resolve({
        ok,
        output: Buffer.concat(chunks).toString() + extra,
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => finish(false, `${error.message}\n`));
    child.on('close', (code) => finish(code === 0));
  });
}

/**
 * Runs the checks, at most `slots` at a time, started in `startOrder` (names; the rest after them
 * in the order given). Resolves to the number that failed.
 */
export async function runSideBySide(
  checks: readonly Check[],
  { slots, startOrder = [] }: { slots: number; startOrder?: readonly string[] },
): Promise<number> {
  const rank = (check: Check) => {
    const index = startOrder.indexOf(check.name);
    return index === -1 ? startOrder.length : index;
  };
  let free = Math.max(1, slots);
  const waiting: Array<() => void> = [];
  const inASlot = async (check: Check): Promise<Outcome> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await run(check);
    } finally {
      const wake = waiting.shift();
      if (wake === undefined) free += 1;
      else wake();
    }
  };
  // Asked for in start order: the slots are handed out first come, first served.
  const outcomes = new Map(
    [...checks].sort((a, b) => rank(a) - rank(b)).map((check) => [check, inASlot(check)] as const),
  );

  let failed = 0;
  for (const check of checks) {
    const outcome = await outcomes.get(check);
    if (outcome === undefined) throw new Error(`${check.name} was never started`);
    process.stdout.write(outcome.output);
    console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${check.name} (${outcome.seconds.toFixed(1)} s)`);
    if (!outcome.ok) failed += 1;
  }
  return failed;
}
