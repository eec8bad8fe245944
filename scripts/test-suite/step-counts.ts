import { readFile } from 'node:fs/promises';

/** What one step's tests came to; a step without tests (lint, typecheck) has none. */
export interface StepCounts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  /** Passed only when retried (Playwright's retries): still a bug to find. */
  readonly flaky: number;
}

/** How a step reports its tests: the file its runner writes them to, in that runner's format. */
export type CountsReport =
  | { readonly format: 'jest'; readonly file: string }
  | { readonly format: 'playwright'; readonly file: string };

interface JestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/** The counts in a runner's report, or undefined when it wrote none (it failed before the end). */
export async function readStepCounts(report: CountsReport): Promise<StepCounts | undefined> {
  let text: string;
  try {
    text = await readFile(report.file, 'utf8');
  } catch {
    return undefined;
  }
  if (report.format === 'jest') {
    const json = JSON.parse(text) as JestJson;
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + (json.numTodoTests ?? 0),
      flaky: 0,
    };
  }
  const { stats } = JSON.parse(text) as PlaywrightJson;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    flaky: stats.flaky,
  };
}

/** The counts of several steps together. */
export function addCounts(all: readonly (StepCounts | undefined)[]): StepCounts {
  const zero: StepCounts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  return all.reduce<StepCounts>(
    (sum, counts) =>
      counts === undefined
        ? sum
        : {
            passed: sum.passed + counts.passed,
            failed: sum.failed + counts.failed,
            skipped: sum.skipped + counts.skipped,
            flaky: sum.flaky + counts.flaky,
          },
    zero,
  );
}
