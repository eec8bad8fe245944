// The server's tests run twice in CI: on PGlite, then on PostgreSQL (DATABASE_URL). A test file that
// never reaches a database runs the very same code both times, so the second run of it proves
// nothing new and costs its time again (the server's own start, run as a process, and the jest
// runs of use-set-up are among them). This finds those files: a test file whose imports, followed
// from file to file within the repository, never reach server/src/db/, where every database of the
// server is made (the app's, the test support's, the migrations'). A file reaching it by any path
// stays in the PostgreSQL run.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Relative imports: `import ... from './x'`, `export ... from '../y'`, require() and import(). */
const RELATIVE_IMPORT =
  /(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|(?:require|import)\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|import\s+['"](\.{1,2}\/[^'"]+)['"]/g;

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Whether the file's imports, followed within the repository, reach a module under `databaseDir`. */
export function reachesDatabase(file, databaseDir) {
  const seen = new Set();
  const pending = [file];
  while (pending.length > 0) {
    const current = pending.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    if (current.startsWith(databaseDir)) return true;
    for (const match of readFileSync(current, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const found = resolveImport(current, match[1] ?? match[2] ?? match[3]);
      if (found !== undefined) pending.push(found);
    }
  }
  return false;
}

function testFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The server's test files that never reach a database, as absolute paths. */
export function databaseFreeServerTests(rootDir) {
  const databaseDir = join(rootDir, 'server', 'src', 'db') + '/';
  return testFilesUnder(join(rootDir, 'server', 'src')).filter(
    (file) => !reachesDatabase(file, databaseDir),
  );
}
