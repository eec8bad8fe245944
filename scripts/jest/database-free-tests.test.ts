import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPOSITORY_ROOT } from '../build/repository-paths';
import { databaseFreeServerTests } from './database-free-tests.mjs';

describe('the server tests that never reach a database', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const free = () =>
    databaseFreeServerTests(root)
      .map((file) => file.slice(root.length + 1))
      .sort();

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'betshell-database-free-'));
    write('server/src/db/database.ts', 'export const database = 1;\n');
    write('server/src/texts/words.ts', "export const words = ['a'];\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists a test whose imports stay away from server/src/db', () => {
    write('server/src/texts/words.test.ts', "import { words } from './words';\n");

    expect(free()).toEqual(['server/src/texts/words.test.ts']);
  });

  it('leaves out a test that reaches it through other files, a re-export and an index file', () => {
    write('server/src/routes/index.ts', "export * from './route';\n");
    write('server/src/routes/route.ts', "import { database } from '../db/database';\n");
    write('server/src/support/app.ts', "export { route } from '../routes';\n");
    write(
      'server/src/feature/feature.test.ts',
      "import { words } from '../texts/words';\nconst app = require('../support/app');\n",
    );

    expect(free()).toEqual([]);
  });

  it('leaves out the tests of the database code itself', () => {
    write('server/src/db/database.test.ts', "import { database } from './database';\n");

    expect(free()).toEqual([]);
  });

  it("on the repository, lists the server's own start and not a route test", () => {
    const listed = databaseFreeServerTests(REPOSITORY_ROOT).map((file) =>
      file.slice(REPOSITORY_ROOT.length + 1),
    );

    expect(listed).toContain('server/src/server.test.ts');
    expect(listed).not.toContain('server/src/bets/bets-routes.test.ts');
  });
});
