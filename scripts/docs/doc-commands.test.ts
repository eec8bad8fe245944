import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { commandsOfMarkdown, docCommand, docCommands, readDocCommands } from './doc-commands';

const FENCE = '```';

describe('the sh commands of a markdown doc', () => {
  it('are the lines of each named sh block, comments and blank lines left out', () => {
    const markdown = [
      '# Releasing',
      '',
      '<!-- commands: release -->',
      '',
      `${FENCE}sh`,
      '# ship it',
      'npm run release -- header 0.2.0',
      '',
      'npm run importmap -- pin @betshell/header@0.2.0 --env staging',
      FENCE,
      '',
      'Prose with `npm run ops -- <verb>` is syntax, not a command.',
    ].join('\n');

    const { commands, problems, blocks } = commandsOfMarkdown('docs/releasing.md', markdown);

    expect(problems).toEqual([]);
    expect(blocks).toEqual([{ file: 'docs/releasing.md', line: 5, name: 'release' }]);
    expect(commands).toEqual([
      {
        file: 'docs/releasing.md',
        line: 7,
        block: 'release',
        text: 'npm run release -- header 0.2.0',
      },
      {
        file: 'docs/releasing.md',
        line: 9,
        block: 'release',
        text: 'npm run importmap -- pin @betshell/header@0.2.0 --env staging',
      },
    ]);
  });

  it('join a line continued with a backslash to the next', () => {
    const markdown = [
      '<!-- commands: long -->',
      `${FENCE}sh`,
      'npm run ops -- page set en contacts \\',
      '  --title "Contact us"',
      FENCE,
    ].join('\n');

    expect(commandsOfMarkdown('README.md', markdown).commands).toEqual([
      {
        file: 'README.md',
        line: 3,
        block: 'long',
        text: 'npm run ops -- page set en contacts --title "Contact us"',
      },
    ]);
  });

  it('leave other blocks alone: js, json, text', () => {
    const markdown = [
      `${FENCE}js`,
      "importMapOverrides.addOverride('@betshell/header', url)",
      FENCE,
      `${FENCE}`,
      'npm start',
      FENCE,
    ].join('\n');

    expect(commandsOfMarkdown('README.md', markdown)).toEqual({
      blocks: [],
      commands: [],
      problems: [],
    });
  });

  it.each([
    [
      'an sh block without its name',
      [`${FENCE}sh`, 'npm start', FENCE],
      'an sh block without <!-- commands: <name> --> before it',
    ],
    [
      'a bash block',
      ['<!-- commands: start -->', `${FENCE}bash`, 'npm start', FENCE],
      'a bash block: runnable commands go in sh blocks',
    ],
    [
      'a name before prose',
      ['<!-- commands: start -->', 'Start it:', `${FENCE}sh`, 'npm start', FENCE],
      '<!-- commands: start --> names no sh block',
    ],
    [
      'a named block without a command',
      ['<!-- commands: start -->', `${FENCE}sh`, '# nothing', FENCE],
      'an sh block without a command',
    ],
    ['an unclosed block', ['<!-- commands: start -->', `${FENCE}sh`, 'npm start'], 'never closed'],
  ])('report %s', (_what, lines, message) => {
    const { problems } = commandsOfMarkdown('README.md', lines.join('\n'));

    expect(problems.map((problem) => problem.message)).toContainEqual(
      expect.stringContaining(message),
    );
  });
});

describe('the commands of README.md and docs/ taken by name', () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'betshell-doc-commands-'));
    const write = async (file: string, lines: string[]) => {
      await mkdir(dirname(join(root, file)), { recursive: true });
      await writeFile(join(root, file), lines.join('\n'));
    };
    await write('README.md', ['<!-- commands: start -->', `${FENCE}sh`, 'npm start', FENCE]);
    await write('docs/ops/operations.md', [
      '<!-- commands: maintenance -->',
      `${FENCE}sh`,
      'npm run ops -- maintenance on',
      'npm run ops -- maintenance off',
      FENCE,
    ]);
    await write('docs/releasing.md', ['<!-- commands: start -->', `${FENCE}sh`, 'npm test', FENCE]);
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('read README.md and every markdown file under docs/', () => {
    expect(readDocCommands(root).commands.map((command) => command.file)).toEqual([
      'README.md',
      'docs/ops/operations.md',
      'docs/ops/operations.md',
      'docs/releasing.md',
    ]);
  });

  it('report a name given to two blocks', () => {
    expect(readDocCommands(root).problems).toEqual([
      {
        file: 'docs/releasing.md',
        line: 2,
        message: 'a second sh block named start (the first is at README.md:2)',
      },
    ]);
  });

  it('are refused while a doc breaks the convention, and when no block has the name', async () => {
    expect(() => docCommands('maintenance', root)).toThrow('a second sh block named start');
    await rm(join(root, 'docs', 'releasing.md'));

    expect(docCommands('maintenance', root)).toEqual([
      'npm run ops -- maintenance on',
      'npm run ops -- maintenance off',
    ]);
    expect(() => docCommands('maintenanc', root)).toThrow(
      'no sh block of README.md or docs/ is named maintenanc',
    );
  });

  it('give the one command of a block, and refuse a block of more', () => {
    expect(docCommand('start', root)).toBe('npm start');
    expect(() => docCommand('maintenance', root)).toThrow(
      'the sh block maintenance has 2 commands; one is expected',
    );
  });
});
