import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../build/repository-paths';
import { shellWords } from './shell-words';

/** `npm run <script> -- <args>` resolved through package.json to the file npm would run. */
export interface NpmScriptCommand {
  readonly script: string;
  /** The script's entry, relative to the repository: `scripts/ops.ts`. */
  readonly entry: string;
  /** Its arguments: the script's own, then those the command gives after `--`. */
  readonly args: readonly string[];
}

export function packageScripts(root = REPOSITORY_ROOT): Readonly<Record<string, string>> {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return pkg.scripts ?? {};
}

/**
 * What `npm run <script> -- <args>` runs, for running it in-process with exactly those arguments
 * (spawning npm and tsx for each command of the docs would cost seconds each). Only a script that
 * is `tsx <file> [its own arguments]` can be run so; anything else is refused with the reason.
 * Like npm, it passes the words after the script's name on, and refuses options before `--`,
 * which npm would take as its own.
 */
export function npmScriptCommand(
  command: string,
  scripts: Readonly<Record<string, string>> = packageScripts(),
): NpmScriptCommand {
  const [npm, run, script, ...rest] = shellWords(command);
  if (npm !== 'npm' || (run !== 'run' && run !== 'run-script') || script === undefined) {
    throw new Error(`not an npm run command: ${command}`);
  }
  const body = scripts[script];
  if (body === undefined) throw new Error(`package.json has no script ${script}: ${command}`);
  const given = rest[0] === '--' ? rest.slice(1) : rest;
  if (rest[0] !== '--' && rest.some((word) => word.startsWith('-'))) {
    throw new Error(`npm would take the options of "${command}" as its own: put them after --`);
  }
  const notOneFile = new Error(
    `npm run ${script} runs "${body}", not one tsx file: run it with npm`,
  );
  let words: string[];
  try {
    words = shellWords(body);
  } catch {
    throw notOneFile;
  }
  const [tsx, entry, ...own] = words;
  if (tsx !== 'tsx' || entry === undefined || entry.startsWith('-')) throw notOneFile;
  return { script, entry, args: [...own, ...given] };
}
