import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from '../build/repository-paths';

/**
 * The commands README.md and docs/ show. A runnable command lives in a fenced `sh` block, and each
 * such block is named by a comment just before it, `<!-- commands: <name> -->`, so a test
 * can take the block's commands from the doc by that name (docCommands) and run what the doc says,
 * not a copy of it. doc-command-coverage.test.ts fails on a command no test takes.
 */
export interface DocCommand {
  /** The doc, relative to the repository: `README.md`, `docs/releasing.md`. */
  readonly file: string;
  /** Its line in the doc, from 1. */
  readonly line: number;
  /** The name of its block. */
  readonly block: string;
  /** The command as written; a line continued with `\` is joined to the next. */
  readonly text: string;
}

export interface DocCommandProblem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** A named sh block: where it starts. */
export interface DocBlock {
  readonly file: string;
  readonly line: number;
  readonly name: string;
}

export interface DocCommands {
  readonly blocks: readonly DocBlock[];
  readonly commands: readonly DocCommand[];
  readonly problems: readonly DocCommandProblem[];
}

const ANCHOR = /^<!--\s*commands:\s*([a-z0-9][a-z0-9-]*)\s*-->$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/;
/** Fences that would hide a runnable command from the check: they must say `sh`. */
const OTHER_SHELLS = new Set(['bash', 'shell', 'zsh', 'console', 'shell-session', 'sh-session']);

/** The sh commands of one markdown text, and what breaks the convention. */
export function commandsOfMarkdown(file: string, markdown: string): DocCommands {
  const lines = markdown.split('\n');
  const blocks: DocBlock[] = [];
  const commands: DocCommand[] = [];
  const problems: DocCommandProblem[] = [];
  const problem = (line: number, message: string) => problems.push({ file, line, message });
  let anchor: { name: string; line: number } | undefined;
  let index = 0;
  while (index < lines.length) {
    const text = lines[index] ?? '';
    const named = ANCHOR.exec(text.trim());
    const fence = FENCE.exec(text);
    if (named?.[1] !== undefined) {
      if (anchor !== undefined)
        problem(anchor.line, `<!-- commands: ${anchor.name} --> names no sh block`);
      anchor = { name: named[1], line: index + 1 };
      index += 1;
      continue;
    }
    if (fence === null) {
      if (text.trim() !== '' && anchor !== undefined) {
        problem(anchor.line, `<!-- commands: ${anchor.name} --> names no sh block`);
        anchor = undefined;
      }
      index += 1;
      continue;
    }
    const [, marks = '```', language = ''] = fence;
    const close = new RegExp(`^ {0,3}${marks[0] === '`' ? '`' : '~'}{${marks.length},}\\s*$`);
    const body: number[] = [];
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end] ?? '')) {
      body.push(end);
      end += 1;
    }
    if (end >= lines.length) problem(index + 1, 'a fenced block is never closed');
    if (OTHER_SHELLS.has(language)) {
      problem(index + 1, `a ${language} block: runnable commands go in sh blocks`);
    }
    if (language === 'sh') {
      if (anchor === undefined) {
        problem(index + 1, 'an sh block without <!-- commands: <name> --> before it');
      } else {
        blocks.push({ file, line: index + 1, name: anchor.name });
        const found = blockCommands(file, anchor.name, body, lines);
        if (found.length === 0) problem(index + 1, 'an sh block without a command');
        commands.push(...found);
      }
    } else if (anchor !== undefined) {
      problem(
        anchor.line,
        `<!-- commands: ${anchor.name} --> names a ${language || 'plain'} block, not sh`,
      );
    }
    anchor = undefined;
    index = end + 1;
  }
  if (anchor !== undefined)
    problem(anchor.line, `<!-- commands: ${anchor.name} --> names no sh block`);
  return { blocks, commands, problems };
}

function blockCommands(
  file: string,
  block: string,
  body: readonly number[],
  lines: readonly string[],
): DocCommand[] {
  const commands: DocCommand[] = [];
  let pending: { line: number; text: string } | undefined;
  for (const index of body) {
    const text = (lines[index] ?? '').trim();
    if (pending === undefined && (text === '' || text.startsWith('#'))) continue;
    const joined = pending === undefined ? text : `${pending.text} ${text}`;
    const line = pending?.line ?? index + 1;
    if (joined.endsWith('\\')) {
      pending = { line, text: joined.slice(0, -1).trimEnd() };
      continue;
    }
    commands.push({ file, line, block, text: joined });
    pending = undefined;
  }
  if (pending !== undefined) commands.push({ file, line: pending.line, block, text: pending.text });
  return commands;
}

/** README.md and every markdown file under docs/, relative to the repository. */
export function docFiles(root = REPOSITORY_ROOT): string[] {
  const underDocs = (dir: string): string[] => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((entry) =>
      entry.isDirectory()
        ? underDocs(join(dir, entry.name))
        : entry.name.endsWith('.md')
          ? [join(dir, entry.name)]
          : [],
    );
  };
  return ['README.md', ...underDocs('docs').sort()];
}

/** Every sh command of README.md and docs/, and what breaks the convention, across all of them. */
export function readDocCommands(root = REPOSITORY_ROOT): DocCommands {
  const found = docFiles(root).map((file) =>
    commandsOfMarkdown(file, readFileSync(join(root, file), 'utf8')),
  );
  const blocks = found.flatMap((one) => one.blocks);
  // Names are unique across the docs, so that docCommands(name) is one block.
  const duplicates = blocks.flatMap((block, index) => {
    const first = blocks.findIndex((other) => other.name === block.name);
    const earlier = blocks[first];
    return first < index && earlier !== undefined
      ? [
          {
            file: block.file,
            line: block.line,
            message: `a second sh block named ${block.name} (the first is at ${earlier.file}:${earlier.line})`,
          },
        ]
      : [];
  });
  return {
    blocks,
    commands: found.flatMap((one) => one.commands),
    problems: [...found.flatMap((one) => one.problems), ...duplicates],
  };
}

/**
 * The commands of the sh block named `name`, as written, in order: a test that takes them runs
 * every one (a line added to the block is then run too). Throws when the docs have no such block
 * or break the convention, so a renamed block fails the test that runs it.
 */
export function docCommands(name: string, root = REPOSITORY_ROOT): string[] {
  const { commands, problems } = readDocCommands(root);
  if (problems.length > 0) {
    throw new Error(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).join('\n'));
  }
  const found = commands.filter((command) => command.block === name).map((c) => c.text);
  if (found.length === 0) throw new Error(`no sh block of README.md or docs/ is named ${name}`);
  return found;
}

/** The one command of the sh block named `name`; throws if the block has another number. */
export function docCommand(name: string, root = REPOSITORY_ROOT): string {
  const [command, ...others] = docCommands(name, root);
  if (command === undefined || others.length > 0) {
    throw new Error(`the sh block ${name} has ${others.length + 1} commands; one is expected`);
  }
  return command;
}
