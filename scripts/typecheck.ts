// `npm run typecheck`: every package against its own tsconfig (domain has no DOM and no Node in
// its lib, the browser packages no Node, the server no DOM), so one root project cannot do it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './build/repository-paths';

const parcels = readdirSync(join(REPOSITORY_ROOT, 'shell-parcels'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => join('shell-parcels', entry.name));

const projects = ['domain', 'root-config', ...parcels, 'server', 'scripts', 'e2e'].filter((dir) =>
  existsSync(join(REPOSITORY_ROOT, dir, 'tsconfig.json')),
);

let failed = 0;
for (const project of projects) {
  const result = spawnSync(join(REPOSITORY_ROOT, 'node_modules/.bin/tsc'), ['-p', project], {
    cwd: REPOSITORY_ROOT,
    stdio: 'inherit',
  });
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${project}`);
  if (result.status !== 0) failed += 1;
}
process.exitCode = failed === 0 ? 0 : 1;
