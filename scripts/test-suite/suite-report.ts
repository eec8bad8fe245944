import { addCounts, type PartCounts, type StepCounts } from './step-counts';

/** How one step of the suite ended. */
export interface StepResult {
  readonly name: string;
  /** 'not run': an earlier phase failed, so the suite stopped before it. */
  readonly outcome: 'passed' | 'failed' | 'not run';
  readonly seconds: number;
  readonly counts?: StepCounts;
  /** The step's counts split by part (a browser run's journeys and fault journeys). */
  readonly parts?: readonly PartCounts[];
}

/** `83 s` under two minutes, `4m 05s` above: a budget is read in minutes. */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 120) return `${whole} s`;
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

function describeCounts(counts: StepCounts | undefined): string {
  if (counts === undefined) return '';
  const parts = [`${counts.passed.toLocaleString('en')} passed`];
  if (counts.failed > 0) parts.push(`${counts.failed} failed`);
  if (counts.skipped > 0) parts.push(`${counts.skipped} skipped`);
  if (counts.flaky > 0) parts.push(`${counts.flaky} flaky (passed on retry)`);
  return parts.join(', ');
}

/**
 * The table printed at the end of `npm test`: one line per step with its wall time and its tests
 * (under a step whose tests come in parts, one line per part with that part's tests), then the
 * suite's wall time (lanes, and the steps of a phase, run side by side, so it is less than their
 * sum) and the totals.
 */
export function formatSuiteReport(results: readonly StepResult[], totalSeconds: number): string {
  const partName = (part: PartCounts) => `  ${part.name}`;
  const width = Math.max(
    ...results.map((result) => result.name.length),
    ...results.flatMap((result) => (result.parts ?? []).map((part) => partName(part).length)),
    'total'.length,
  );
  const lines = results.flatMap((result) => {
    const time = result.outcome === 'not run' ? '—' : formatSeconds(result.seconds);
    const verdict =
      result.outcome === 'passed' ? 'ok  ' : result.outcome === 'failed' ? 'FAIL' : '    ';
    const what = result.outcome === 'not run' ? 'not run' : describeCounts(result.counts);
    const parts = (result.outcome === 'not run' ? [] : (result.parts ?? [])).map((part) =>
      `${'    '} ${partName(part).padEnd(width)}  ${''.padStart(7)}  ${describeCounts(part.counts)}`.trimEnd(),
    );
    return [
      `${verdict} ${result.name.padEnd(width)}  ${time.padStart(7)}  ${what}`.trimEnd(),
      ...parts,
    ];
  });
  const total = addCounts(results.map((result) => result.counts));
  const tests = total.passed + total.failed + total.skipped;
  const failed = results.some((result) => result.outcome !== 'passed');
  lines.push(
    `${failed ? 'FAIL' : 'ok  '} ${'total'.padEnd(width)}  ${formatSeconds(totalSeconds).padStart(7)}  ` +
      `${tests.toLocaleString('en')} tests: ${describeCounts(total)}`,
  );
  return lines.join('\n');
}
