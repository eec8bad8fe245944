// Fastify names every plugin it registers (for hasPlugin, its plugin tree and its error messages).
// A plugin without a name of its own (fastify-plugin's, or a display name) it looks up in
// require.cache: every loaded module, to see whether one exports that very function. Under jest,
// require.cache is a proxy over the test file's module registry (over a thousand modules), which
// builds the key list and answers each key through traps: each plugin registered without a name
// cost a full walk, twice, and the app registers about 150. That was most of building a test app,
// about a second of a core per app. Where require.cache does not exist (single executable
// applications) fastify skips the lookup and takes the function's own name. The lookup finds one
// plugin of this app, @fastify/swagger-ui's routes (lib/routes.js exports that function): named by
// its function instead of its file, it is still a plugin nobody asks for by name (hasPlugin,
// dependencies); every other plugin has a name of its own or the lookup finds nothing. Here jest
// loads fastify's plugin-utils.js from a copy that skips the lookup, made once per fastify version
// under node_modules/.cache; the rest of fastify is its own.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOOKUP = 'const cache = require.cache';

function writeWhole(path, contents) {
  // Two jest runs may start at once (npm test runs steps side by side): neither reads half a file.
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}

/** moduleNameMapper entries that load fastify's plugin-utils.js from the copy, made when missing. */
export function fastifyPluginNamesWithoutLookup(rootDir) {
  const fastifyDir = join(rootDir, 'node_modules/fastify');
  const { version } = JSON.parse(readFileSync(join(fastifyDir, 'package.json'), 'utf8'));
  const dir = join(rootDir, 'node_modules/.cache/betshell-jest', `fastify-${version}`);
  const copy = join(dir, 'plugin-utils.js');
  if (!existsSync(copy)) {
    const source = readFileSync(join(fastifyDir, 'lib/plugin-utils.js'), 'utf8');
    if (source.split(LOOKUP).length !== 2) {
      throw new Error(
        `fastify ${version}'s lib/plugin-utils.js no longer has "${LOOKUP}" once: ` +
          'see scripts/jest/fastify-plugin-names.mjs',
      );
    }
    mkdirSync(dir, { recursive: true });
    writeWhole(
      copy,
      source
        .replace(LOOKUP, 'const cache = undefined')
        // Its own imports still come from fastify's lib folder.
        .replace(
          /require\('\.\/([^']+)'\)/g,
          (_, file) => `require(${JSON.stringify(join(fastifyDir, 'lib', file))})`,
        ),
    );
  }
  // fastify.js asks for './lib/plugin-utils.js', lib/plugin-override.js for './plugin-utils.js';
  // no other installed package has a file of that name.
  return { '^\\./(lib/)?plugin-utils\\.js$': copy };
}
