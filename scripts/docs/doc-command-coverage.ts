import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../build/repository-paths';
import { readDocCommands, type DocCommand, type DocCommandProblem } from './doc-commands';

/** A command of the docs that the suite cannot run, and why. */
export interface CommandNotRun {
  /** Exactly as the doc writes it: an edited command is no longer excused. */
  readonly command: string;
  readonly reason: string;
}

/**
 * The few commands of the docs no test runs, each with its reason. Everything else a doc shows is
 * run as written by the test that takes its block.
 */
export const COMMANDS_NOT_RUN_IN_SUITE: readonly CommandNotRun[] = [
  {
    command: 'npm install && npm test',
    reason: 'it is the suite itself: CI runs it on a fresh clone (.ci/run)',
  },
];

/** Where tests live: *.test.ts(x) beside the code, and everything under e2e/ (journeys, configs). */
const SOURCE_DIRS = ['domain', 'root-config', 'shell-parcels', 'server', 'scripts', 'e2e'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'report']);
const TAKES_BLOCK = /\bdocCommands?\(\s*(['"`])([a-z0-9][a-z0-9-]*)\1\s*\)/g;

function testSources(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : testSources(root, path);
    const isTest = /\.test\.tsx?$/.test(entry.name);
    const inE2e = path.startsWith(`e2e/`) && /\.ts$/.test(entry.name);
    return isTest || inE2e ? [path] : [];
  });
}

/**
 * The blocks tests take by name, each with the files that take it. A test takes a block by calling
 * docCommands('<name>') or docCommand('<name>') with the name written out and nothing else (a call
 * with another root is a test of these functions, not of the docs); a block is covered only while
 * a test still does.
 */
export function blocksTakenByTests(root = REPOSITORY_ROOT): Map<string, string[]> {
  const taken = new Map<string, string[]>();
  for (const file of SOURCE_DIRS.flatMap((dir) => testSources(root, dir))) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(TAKES_BLOCK)) {
      const name = match[2] ?? '';
      taken.set(name, [...new Set([...(taken.get(name) ?? []), file])]);
    }
  }
  return taken;
}

export interface DocCommandCoverage {
  /** Commands no test takes and the list does not excuse. */
  readonly uncovered: readonly DocCommand[];
  /** Excuses for commands no doc shows any more. */
  readonly staleExcuses: readonly CommandNotRun[];
  /** Blocks a test takes that no doc has: the test would fail when it runs. */
  readonly missingBlocks: readonly { readonly name: string; readonly files: readonly string[] }[];
  /** Breaks of the convention (an sh block without a name, a bash block, ...). */
  readonly problems: readonly DocCommandProblem[];
}

export function docCommandCoverage(
  root = REPOSITORY_ROOT,
  notRun: readonly CommandNotRun[] = COMMANDS_NOT_RUN_IN_SUITE,
): DocCommandCoverage {
  const { blocks, commands, problems } = readDocCommands(root);
  const taken = blocksTakenByTests(root);
  const excused = new Set(notRun.map((entry) => entry.command));
  return {
    uncovered: commands.filter(
      (command) => !taken.has(command.block) && !excused.has(command.text),
    ),
    staleExcuses: notRun.filter((entry) => !commands.some((c) => c.text === entry.command)),
    missingBlocks: [...taken]
      .filter(([name]) => !blocks.some((block) => block.name === name))
      .map(([name, files]) => ({ name, files })),
    problems,
  };
}
