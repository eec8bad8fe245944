// The browser tests drive Debian's Chromium (Playwright cannot download its own here). When it is
// missing, install it with apt-get if we may, and otherwise stop with a message that says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function version(): string | undefined {
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function install(): boolean {
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  if (!asRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) return false;
  const aptGet = (...args: string[]) =>
    prefix.length === 0 ? run('apt-get', args) : run('sudo', ['-n', 'apt-get', ...args]);
  return aptGet('update', '-qq') && aptGet('install', '-y', '-qq', 'chromium');
}

function main(): number {
  const found = existsSync(CHROMIUM_PATH) ? version() : undefined;
  if (found !== undefined) {
    console.log(`browser tests use ${found} (${CHROMIUM_PATH})`);
    return 0;
  }
  console.log(
    `Chromium is not at ${CHROMIUM_PATH}: installing Debian's chromium package with apt-get…`,
  );
  const installed = install() ? version() : undefined;
  if (installed !== undefined) {
    console.log(`installed ${installed}`);
    return 0;
  }
  console.error(
    [
      '',
      `The browser tests need Chromium at ${CHROMIUM_PATH}, and it could not be installed.`,
      'Install it as root with:   apt-get update && apt-get install -y chromium',
      'or point CHROMIUM_PATH at a Chromium binary. The browser tests are never skipped.',
      '',
    ].join('\n'),
  );
  return 1;
}

process.exitCode = main();
