// One jest run, four projects: the rules (domain), the browser code (root config and parcels, in
// jsdom), the server (in-process Fastify on PGlite, or PostgreSQL when DATABASE_URL is set) and the
// build scripts. `npm run test:unit` and `npm run test:server` select among them.
import { databaseFreeServerTests } from './scripts/jest/database-free-tests.mjs';
import { fastifyPluginNamesWithoutLookup } from './scripts/jest/fastify-plugin-names.mjs';
import { typeboxInOneFile } from './scripts/jest/typebox-in-one-file.mjs';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Packages that ship ES modules only; swc turns them into CommonJS for jest.
const esmOnly = ['cookie', '@electric-sql/pglite', 'light-my-request/node_modules/cookie', 'jose'];

const base = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^@betshell/platform$': '<rootDir>/root-config/src/platform/index.ts',
    '^@betshell/ui$': '<rootDir>/root-config/src/ui/index.ts',
    ...typeboxInOneFile(import.meta.dirname),
    // fastify's plugin naming without its walk of require.cache, slow under jest (see the script).
    ...fastifyPluginNamesWithoutLookup(import.meta.dirname),
    // rxjs's CommonJS build is 223 files, loaded again by every test file; its UMD bundle is the
    // same library in one file (the code imports only the 'rxjs' entry).
    '^rxjs$': '<rootDir>/node_modules/rxjs/dist/bundles/rxjs.umd.js',
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

// On PostgreSQL (DATABASE_URL set) every server test that reaches a database runs again, but the
// tests of the embedded database's own machinery (a file with `pglite` in its name: the fresh
// cluster, the snapshots), which test PGlite whatever the database is. Most of the SQL is tested
// through the routes that run it, so a route test is often the only test of its queries on the
// database production uses. A test file whose imports never reach server/src/db/ runs the same code
// on both, so it runs once, on the first (scripts/jest/database-free-tests.mjs). docs/testing.md
// says so too.
// The other way round, a `.postgres.test.ts` file tests what only PostgreSQL has (connections that
// can be cut) and runs only there, rather than being skipped on PGlite.
const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== '';
const rootDir = import.meta.dirname;
const exactPath = (path) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
const serverIgnore = [
  ...base.testPathIgnorePatterns,
  ...(onPostgres
    ? [
        '/server/src/[^/]*/[^/]*pglite[^/]*\\.test\\.ts$',
        ...databaseFreeServerTests(rootDir).map(exactPath),
      ]
    : ['\\.postgres\\.test\\.ts$']),
];

export default {
  // Every core: jest's default leaves one to its main process, which only collects results, and on
  // a 2-core machine that halves the suite's speed.
  maxWorkers: '100%',
  // A test's limit catches a test that hangs; it is not a speed check (benchmarks are). jest's 5 s
  // is a few times what a test of a whole panel clicked through with user-event takes alone, and
  // npm test runs jest beside the browser run on two cores: such a test once passed 5 s there.
  testTimeout: 20_000,
  projects: [
    { ...base, displayName: 'domain', testEnvironment: 'node', roots: ['<rootDir>/domain'] },
    {
      ...base,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/root-config', '<rootDir>/shell-parcels'],
    },
    {
      ...base,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testPathIgnorePatterns: serverIgnore,
    },
    { ...base, displayName: 'scripts', testEnvironment: 'node', roots: ['<rootDir>/scripts'] },
  ],
};
