import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  blocksTakenByTests,
  COMMANDS_NOT_RUN_IN_SUITE,
  docCommandCoverage,
} from './doc-command-coverage';

const FENCE = '```';
/** A call that takes a block, spelled so that this file itself takes none. */
const takes = (name: string) => ['docCommands', `('${name}')`].join('');

const where = (command: { file: string; line: number; block: string; text: string }) =>
  `${command.file}:${command.line} [${command.block}] ${command.text}`;

describe('the commands README.md and docs/ show', () => {
  const coverage = docCommandCoverage();

  it('are written in named sh blocks (<!-- commands: <name> --> before each)', () => {
    expect(coverage.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });

  it('are each run as written by a test that takes its block, or listed with the reason it cannot be', () => {
    // To fix: run the command in a test that takes its block by name, docCommands('<name>'),
    // or, if the suite truly cannot run it, list it in COMMANDS_NOT_RUN_IN_SUITE with the reason.
    expect(coverage.uncovered.map(where)).toEqual([]);
  });

  it('still show every command listed as not run', () => {
    expect(coverage.staleExcuses).toEqual([]);
  });

  it('have every block a test takes', () => {
    expect(coverage.missingBlocks).toEqual([]);
  });

  it('excuse few commands, each with its reason', () => {
    for (const entry of COMMANDS_NOT_RUN_IN_SUITE) expect(entry.reason).not.toBe('');
    expect(COMMANDS_NOT_RUN_IN_SUITE.length).toBeLessThanOrEqual(3);
  });
});

describe('the check of the docs on a repository of its own', () => {
  let root: string;
  const write = async (file: string, lines: string[]) => {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), lines.join('\n'));
  };
  const excuse = [{ command: 'npm install && npm test', reason: 'CI runs it' }];

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'betshell-doc-coverage-'));
    await write('README.md', [
      '<!-- commands: test -->',
      `${FENCE}sh`,
      'npm install && npm test',
      FENCE,
      '<!-- commands: maintenance -->',
      `${FENCE}sh`,
      'npm run ops -- maintenance on',
      FENCE,
    ]);
    await write('scripts/docs/ops-doc-commands.test.ts', [
      `it('runs them', () => run(${takes('maintenance')}));`,
    ]);
  });

  afterEach(() => rm(root, { recursive: true, force: true }));

  it('passes when every command is taken by a test or excused', () => {
    expect(docCommandCoverage(root, excuse)).toEqual({
      uncovered: [],
      staleExcuses: [],
      missingBlocks: [],
      problems: [],
    });
  });

  it('covers a line added to a block a test takes: the test runs every line of it', async () => {
    await write('README.md', [
      '<!-- commands: test -->',
      `${FENCE}sh`,
      'npm install && npm test',
      FENCE,
      '<!-- commands: maintenance -->',
      `${FENCE}sh`,
      'npm run ops -- maintenance on',
      'npm run ops -- maintenance status',
      FENCE,
    ]);

    expect(docCommandCoverage(root, excuse).uncovered).toEqual([]);
  });

  it('fails on a new block no test takes, naming the command and where it is', async () => {
    await write('docs/operations.md', [
      '<!-- commands: redirects -->',
      `${FENCE}sh`,
      'npm run ops -- redirect list',
      FENCE,
    ]);

    expect(docCommandCoverage(root, excuse).uncovered).toEqual([
      {
        file: 'docs/operations.md',
        line: 3,
        block: 'redirects',
        text: 'npm run ops -- redirect list',
      },
    ]);
  });

  it('fails on an excused command once the doc writes it otherwise, and on the stale excuse', async () => {
    await write('README.md', ['<!-- commands: test -->', `${FENCE}sh`, 'npm i && npm test', FENCE]);

    const coverage = docCommandCoverage(root, excuse);

    expect(coverage.uncovered.map((command) => command.text)).toEqual(['npm i && npm test']);
    expect(coverage.staleExcuses).toEqual(excuse);
  });

  it('fails when a test takes a block no doc has', async () => {
    await write('e2e/tests/release.spec.ts', [`const commands = ${takes('release')};`]);

    expect(docCommandCoverage(root, excuse).missingBlocks).toEqual([
      { name: 'release', files: ['e2e/tests/release.spec.ts'] },
    ]);
  });

  it('reads the blocks tests take from tests beside the code and from e2e/, not from other code', async () => {
    await write('server/src/app.ts', [takes('from-code')]);
    await write('server/src/app.test.ts', [takes('from-a-test')]);
    await write('e2e/playwright.config.ts', [
      `command: ${takes('start').replace('docCommands', 'docCommand')},`,
    ]);

    expect([...blocksTakenByTests(root).keys()].sort()).toEqual([
      'from-a-test',
      'maintenance',
      'start',
    ]);
  });
});
