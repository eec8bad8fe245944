// The browser tests drive Debian's Chromium (Playwright cannot download its own here): the
// headless shell (package chromium-headless-shell) when it can be had, which starts lighter than
// the full browser, else the full Chromium (package chromium). When neither is installed, install
// one with apt-get if we may, and otherwise stop with a message that says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install';
import { FULL_CHROMIUM, HEADLESS_SHELL } from './chromium-path';

function version(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function found(path: string, what: string): number {
  console.log(`browser tests use ${what} (${path})`);
  return 0;
}

function main(): number {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen !== undefined && chosen !== '') {
    const given = version(chosen);
    if (given !== undefined) return found(chosen, given);
    console.error(`CHROMIUM_PATH names ${chosen}, which does not run as Chromium.`);
    return 1;
  }
  // The headless shell first, installed when missing; the full Chromium when it cannot be had.
  for (const [path, aptPackage] of [
    [HEADLESS_SHELL, 'chromium-headless-shell'],
    [FULL_CHROMIUM, 'chromium'],
  ] as const) {
    const installed = version(path);
    if (installed !== undefined) return found(path, installed);
    console.log(`${path} is not installed: installing Debian's ${aptPackage} with apt-get…`);
    const now = aptInstall(aptPackage) ? version(path) : undefined;
    if (now !== undefined) return found(path, now);
    console.log(`could not install ${aptPackage}`);
  }
  console.error(
    [
      '',
      `The browser tests need Chromium at ${HEADLESS_SHELL} or ${FULL_CHROMIUM}, and neither could be installed.`,
      'Install one as root with:   apt-get update && apt-get install -y chromium-headless-shell',
      '                     (or:   apt-get install -y chromium)',
      'or point CHROMIUM_PATH at a Chromium binary. The browser tests are never skipped.',
      '',
    ].join('\n'),
  );
  return 1;
}

process.exitCode = main();
