import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPlaywrightParts, readStepCounts, type CountsReport } from './step-counts';
import type { StepResult } from './suite-report';

/** One step of the suite: a command, and where its tests are counted. */
export interface SuiteStep {
  readonly name: string;
  /** The command and its arguments; `countsFile` is where the step's runner writes its report. */
  readonly command: (countsFile: string) => readonly string[];
  readonly env?: (countsFile: string) => Readonly<Record<string, string>>;
  /** The runner's report format; none for a step that runs no tests. */
  readonly counts?: CountsReport['format'];
  /**
   * Playwright's projects by the part of the step they count in (the journeys, the fault
   * journeys), each part's counts reported on a line of its own.
   */
  readonly parts?: Readonly<Record<string, string>>;
}

/** Steps that run side by side; the next phase starts when all of them have ended. */
export type SuitePhase = readonly SuiteStep[];

/** Phases one after the other. The lanes of a suite run side by side. */
export type SuiteLane = readonly SuitePhase[];

export interface SuiteRun {
  readonly results: readonly StepResult[];
  readonly seconds: number;
}

export interface SuiteOutput {
  /** Where a step's own output goes: its lines as they come when it runs alone, else whole. */
  write(text: string): void;
}

/**
 * Runs the lanes side by side (they share the machine's cores), and in each lane the phases in
 * order, the steps of a phase at once. A lane stops after its first phase with a failed step: the
 * steps after it are reported as not run; the other lanes go on. Results come lane by lane.
 */
export async function runSuite(
  lanes: readonly SuiteLane[],
  output: SuiteOutput = { write: (text) => process.stdout.write(text) },
  now: () => number = () => performance.now(),
): Promise<SuiteRun> {
  const started = now();
  const dir = await mkdtemp(join(tmpdir(), 'betshell-suite-'));
  try {
    const alone = (phase: SuitePhase) => lanes.length === 1 && phase.length === 1;
    const results = await Promise.all(lanes.map((lane) => runLane(lane, dir, alone, output, now)));
    return { results: results.flat(), seconds: (now() - started) / 1000 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function runLane(
  lane: SuiteLane,
  dir: string,
  alone: (phase: SuitePhase) => boolean,
  output: SuiteOutput,
  now: () => number,
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let failed = false;
  for (const phase of lane) {
    if (failed) {
      results.push(
        ...phase.map((step) => ({ name: step.name, outcome: 'not run' as const, seconds: 0 })),
      );
      continue;
    }
    const ended = await Promise.all(
      phase.map((step) => runStep(step, join(dir, `${step.name}.json`), alone(phase), output, now)),
    );
    results.push(...ended);
    failed = ended.some((result) => result.outcome === 'failed');
  }
  return results;
}

async function runStep(
  step: SuiteStep,
  countsFile: string,
  alone: boolean,
  output: SuiteOutput,
  now: () => number,
): Promise<StepResult> {
  const started = now();
  const [command = '', ...args] = step.command(countsFile);
  output.write(`\n▶ ${step.name}: ${[command, ...args].join(' ')}\n`);
  const child = spawn(command, args, {
    env: { ...process.env, ...step.env?.(countsFile) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kept: string[] = [];
  const take = (chunk: Buffer) =>
    alone ? output.write(chunk.toString()) : kept.push(chunk.toString());
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const code = await new Promise<number>((resolve) => {
    child.on('error', (error) => {
      kept.push(`${error.message}\n`);
      resolve(1);
    });
    child.on('close', (exitCode) => resolve(exitCode ?? 1));
  });
  const seconds = (now() - started) / 1000;
  if (!alone) output.write(`\n── ${step.name} ──\n${kept.join('')}`);
  const counts =
    step.counts === undefined
      ? undefined
      : await readStepCounts({ format: step.counts, file: countsFile });
  const parts =
    step.counts === 'playwright' && step.parts !== undefined
      ? await readPlaywrightParts(countsFile, step.parts)
      : undefined;
  return {
    name: step.name,
    outcome: code === 0 ? 'passed' : 'failed',
    seconds,
    counts,
    ...(parts === undefined ? {} : { parts }),
  };
}
