// jest gives every test file a module registry of its own and loads into it each file the test
// imports. TypeBox ships as 683 small ES modules, so a server test file spent about half a second of
// a core compiling and loading TypeBox alone. Here it is bundled once (esbuild, CommonJS, one file
// per TypeBox version under node_modules/.cache) and jest's moduleNameMapper points every TypeBox
// entry at it: the same code, one file. One bundle holds every entry, so the entries share one copy
// of TypeBox's internals as they do unbundled.
import { buildSync } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** TypeBox's entries, as its package.json exports them. */
const ENTRIES = ['compile', 'error', 'format', 'guard', 'schema', 'system', 'type', 'value'];

function writeWhole(path, contents) {
  // Two jest runs may start at once (npm test runs steps side by side): neither reads half a file.
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}

/** moduleNameMapper entries that load TypeBox from one bundled file, made when missing. */
export function typeboxInOneFile(rootDir) {
  const { version } = JSON.parse(
    readFileSync(join(rootDir, 'node_modules/typebox/package.json'), 'utf8'),
  );
  const dir = join(rootDir, 'node_modules/.cache/betshell-jest', `typebox-${version}`);
  const bundle = join(dir, 'typebox.cjs');
  if (!existsSync(bundle)) {
    mkdirSync(dir, { recursive: true });
    const { outputFiles } = buildSync({
      stdin: {
        contents: [
          "export * as root from 'typebox';",
          ...ENTRIES.map((entry) => `export * as ${entry} from 'typebox/${entry}';`),
        ].join('\n'),
        resolveDir: rootDir,
        loader: 'js',
      },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    for (const entry of ['root', ...ENTRIES]) {
      writeWhole(
        join(dir, `${entry}.cjs`),
        `module.exports = require('./typebox.cjs').${entry};\n`,
      );
    }
    writeWhole(bundle, outputFiles[0].contents);
  }
  return Object.fromEntries([
    ['^typebox$', join(dir, 'root.cjs')],
    ...ENTRIES.map((entry) => [`^typebox/${entry}$`, join(dir, `${entry}.cjs`)]),
  ]);
}
