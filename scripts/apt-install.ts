import { spawnSync } from 'node:child_process';

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

let updated = false;

/**
 * apt-get install of one Debian package, as root or through sudo -n; false when we may not or it
 * fails. The package lists are updated once per process, before the first install.
 */
export function aptInstall(aptPackage: string): boolean {
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) return false;
  const aptGet = (...args: string[]) =>
    asRoot ? run('apt-get', args) : run('sudo', ['-n', 'apt-get', ...args]);
  if (!updated) updated = aptGet('update', '-qq');
  return updated && aptGet('install', '-y', '-qq', aptPackage);
}
