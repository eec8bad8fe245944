import type { ImportMapChange } from '../../server/src/import-maps/change-import-map';
import type { ModuleState, ServiceChange } from '../../server/src/import-maps/import-map-pins';
import type { ImportMapHistoryEntry } from '../../server/src/import-maps/import-map-repository';
import type { ImportMapProblem } from '../../server/src/import-maps/verify-import-map';

/** `0.2.0 pinned (1a2b3c4d5e)`, `0.1.0 build (…)`, or `absent`. */
export function describeState(state: ModuleState | null): string {
  if (state === null) return 'absent';
  const version = state.version ?? `unknown version at ${state.url}`;
  return `${version} ${state.pinned ? 'pinned' : 'build'}${state.hash === null ? '' : ` (${state.hash})`}`;
}

export function describeChanges(changes: readonly ServiceChange[], indent = '  '): string[] {
  const width = Math.max(0, ...changes.map((change) => change.service.length));
  return changes.map(
    (change) =>
      `${indent}${change.service.padEnd(width)}  ${describeState(change.before)} -> ${describeState(change.after)}`,
  );
}

export function describeProblems(problems: readonly ImportMapProblem[], indent = '  '): string[] {
  return problems.map(
    (problem) => `${indent}${problem.service}: ${problem.message} [${problem.code}]`,
  );
}

/** What a write did, for the release manager who asked for it. */
export function describeChange(change: ImportMapChange, from: number | undefined): string[] {
  if (!change.changed) {
    return [`${change.environment} stays at version ${change.version}: it already loads that`];
  }
  const lines = [
    `${change.environment}: version ${from ?? change.version - 1} -> ${change.version}`,
    ...describeChanges(change.changes),
  ];
  if (change.problems.length > 0) {
    lines.push(
      `note: ${change.environment} still has problems this change did not bring:`,
      ...describeProblems(change.problems),
    );
  }
  return lines;
}

export function describeEntry(entry: ImportMapHistoryEntry): string[] {
  const when = entry.createdAt.replace(/\.\d+Z$/, 'Z').replace('T', ' ');
  return [
    `v${entry.version}  ${when}  ${entry.action.padEnd(8)}  ${entry.actor}  ${entry.reason === '' ? '(no reason given)' : JSON.stringify(entry.reason)}`,
    ...describeChanges(entry.changes, '      '),
  ];
}
