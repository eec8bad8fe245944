// One jest run, four projects: the rules (domain), the browser code (root config and parcels, in
// jsdom), the server (in-process Fastify on PGlite, or PostgreSQL when DATABASE_URL is set) and the
// build scripts. `npm run test:unit` and `npm run test:server` select among them.

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
const esmOnly = [
  'cookie',
  'typebox',
  '@electric-sql/pglite',
  'light-my-request/node_modules/cookie',
  'jose',
];

const base = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: {
    '^@betshell/platform$': '<rootDir>/root-config/src/platform/index.ts',
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

export default {
  // Every core: jest's default leaves one to its main process, which only collects results, and on
  // a 2-core machine that halves the suite's speed.
  maxWorkers: '100%',
  projects: [
    { ...base, displayName: 'domain', testEnvironment: 'node', roots: ['<rootDir>/domain'] },
    {
      ...base,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/root-config', '<rootDir>/shell-parcels'],
    },
    { ...base, displayName: 'server', testEnvironment: 'node', roots: ['<rootDir>/server'] },
    { ...base, displayName: 'scripts', testEnvironment: 'node', roots: ['<rootDir>/scripts'] },
  ],
};
