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
  suites?: PlaywrightSuite[];
}

/** A file or describe block of Playwright's JSON report, with its tests per project. */
interface PlaywrightSuite {
  specs?: { tests: { projectName: string; status: PlaywrightStatus }[] }[];
  suites?: PlaywrightSuite[];
}

type PlaywrightStatus = 'expected' | 'unexpected' | 'flaky' | 'skipped';

/** The counts of one part of a step, e.g. the journeys or the fault journeys of one browser run. */
export interface PartCounts {
  readonly name: string;
  readonly counts: StepCounts;
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

const ONE: Readonly<Record<PlaywrightStatus, StepCounts>> = {
  expected: { passed: 1, failed: 0, skipped: 0, flaky: 0 },
  flaky: { passed: 1, failed: 0, skipped: 0, flaky: 1 },
  unexpected: { passed: 0, failed: 1, skipped: 0, flaky: 0 },
  skipped: { passed: 0, failed: 0, skipped: 1, flaky: 0 },
};

/**
 * A Playwright report's counts split into parts by project: `parts` names, for each project, the
 * part its tests count in (in the order the parts are listed first). A project it does not name
 * counts in a part of its own name. Undefined when there is no report.
 */
export async function readPlaywrightParts(
  file: string,
  parts: Readonly<Record<string, string>>,
): Promise<PartCounts[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const report = JSON.parse(text) as PlaywrightJson;
  const byPart = new Map<string, StepCounts[]>(
    [...new Set(Object.values(parts))].map((name) => [name, []]),
  );
  const visit = (suite: PlaywrightSuite): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const part = parts[test.projectName] ?? test.projectName;
        const counted = byPart.get(part) ?? [];
        counted.push(ONE[test.status]);
        byPart.set(part, counted);
      }
    }
    for (const inner of suite.suites ?? []) visit(inner);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...byPart].map(([name, all]) => ({ name, counts: addCounts(all) }));
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
