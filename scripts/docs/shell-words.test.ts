import { shellWords, ShellWordsError } from './shell-words';

describe('a command line split into words as sh splits it', () => {
  it('splits on blanks, however many', () => {
    expect(shellWords('  npm run ops --   maintenance status ')).toEqual([
      'npm',
      'run',
      'ops',
      '--',
      'maintenance',
      'status',
    ]);
  });

  it('keeps everything inside single quotes, JSON included', () => {
    expect(shellWords(`npm run ops -- config set hiddenPaths '["/about", "/news"]'`)).toEqual([
      'npm',
      'run',
      'ops',
      '--',
      'config',
      'set',
      'hiddenPaths',
      '["/about", "/news"]',
    ]);
  });

  it('keeps double-quoted text as one word, with its escapes taken', () => {
    expect(shellWords('importmap -- rollback --reason "menu \\"broken\\" on staging"')).toEqual([
      'importmap',
      '--',
      'rollback',
      '--reason',
      'menu "broken" on staging',
    ]);
  });

  it('joins quoted and bare parts of one word, and takes a backslash-escaped blank', () => {
    expect(shellWords(`--title="New app" a\\ b 'it'`)).toEqual(['--title=New app', 'a b', 'it']);
  });

  it('keeps an empty quoted word', () => {
    expect(shellWords(`config set siteName ''`)).toEqual(['config', 'set', 'siteName', '']);
  });

  it('drops a comment that begins a word, and keeps a # inside one', () => {
    expect(shellWords('npm start   # serves on 8080')).toEqual(['npm', 'start']);
    expect(shellWords('page get en news#top')).toEqual(['page', 'get', 'en', 'news#top']);
  });

  it.each([
    ['npm install && npm start', '"&"'],
    ['npm run ops -- outbox | head', '"|"'],
    ['npm run ops -- help > help.txt', '">"'],
    ['npm run ops -- page get en $PAGE', '"$"'],
    ['npm run ops -- page get en "$PAGE"', '$ inside double quotes'],
    ['ls *.md', '"*"'],
    ["npm run ops -- config set x '[1", 'an unclosed single quote'],
    ['npm run ops -- config set x "1', 'an unclosed double quote'],
  ])('refuses what only a shell does: %s', (line, what) => {
    expect(() => shellWords(line)).toThrow(ShellWordsError);
    expect(() => shellWords(line)).toThrow(`${what} needs a shell`);
  });
});
