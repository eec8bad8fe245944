// `npm run lint`: eslint (eslint.config.mjs) over the repository, and prettier --check.
//
// Typed linting spends most of its time in the TypeScript programs it builds, one per tsconfig
// (the parcels share three, shell-parcels/tsconfig.json). eslint's own --concurrency hands files
// to threads one by one, so every thread builds every program: on 2 cores that took more time and
// memory than one thread. So the repository is split by program into two eslint runs of about equal
// cost, which share no program, and prettier runs beside them. The second run takes whatever the
// first does not, so a new folder is linted without being listed here.
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './build/repository-paths';
import { runSideBySide } from './side-by-side';

const ESLINT = join(REPOSITORY_ROOT, 'node_modules/eslint/bin/eslint.js');
const PRETTIER = join(REPOSITORY_ROOT, 'node_modules/prettier/bin/prettier.cjs');

// The browser side: domain, root-config and the parcels; the rest is the Node side.
const BROWSER_SIDE = ['domain', 'root-config', 'shell-parcels'];
const color = process.stdout.isTTY ? ['--color'] : [];

async function main(): Promise<void> {
  const failed = await runSideBySide(
    [
      {
        name: `eslint ${BROWSER_SIDE.join(' ')}`,
        command: process.execPath,
        args: [ESLINT, ...BROWSER_SIDE, '--max-warnings', '0', ...color],
      },
      {
        name: `eslint . but ${BROWSER_SIDE.join(' ')}`,
        command: process.execPath,
        args: [
          ESLINT,
          '.',
          ...BROWSER_SIDE.flatMap((dir) => ['--ignore-pattern', `${dir}/`]),
          '--max-warnings',
          '0',
          ...color,
        ],
      },
      { name: 'prettier --check .', command: process.execPath, args: [PRETTIER, '--check', '.'] },
    ],
    // All three at once: on 2 cores prettier's share fits in beside the two eslint runs.
    { slots: 3 },
  );
  process.exitCode = failed === 0 ? 0 : 1;
}

void main();
