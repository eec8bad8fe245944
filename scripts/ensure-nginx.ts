// The three-instance fault journey (e2e/faults/server-three-instances.spec.ts) balances with
// Debian's nginx, run as a process of the test with its own configuration in a temporary folder,
// never as the system's service. When it is missing, install it with apt-get if we may
// (nginx-light, else nginx), and otherwise stop with a message that says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install';
import { nginxPath } from './nginx-path';

function version(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  // nginx -v writes its version to stderr.
  const result = spawnSync(path, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? `${result.stderr}${result.stdout}`.trim() : undefined;
}

function main(): number {
  const path = nginxPath();
  const installed = version(path);
  if (installed !== undefined) {
    console.log(`the three-instance fault journey balances with ${installed} (${path})`);
    return 0;
  }
  if (process.env.NGINX_PATH === undefined || process.env.NGINX_PATH === '') {
    for (const aptPackage of ['nginx-light', 'nginx']) {
      console.log(`${path} is not installed: installing Debian's ${aptPackage} with apt-get…`);
      const now = aptInstall(aptPackage) ? version(path) : undefined;
      if (now !== undefined) {
        console.log(`the three-instance fault journey balances with ${now} (${path})`);
        return 0;
      }
      console.log(`could not install ${aptPackage}`);
    }
  }
  console.error(
    [
      '',
      `The three-instance fault journey needs nginx at ${path}, and it could not be installed.`,
      'Install it as root with:   apt-get update && apt-get install -y nginx-light',
      'or point NGINX_PATH at an nginx binary. The journey is never skipped: without nginx it fails.',
      '',
    ].join('\n'),
  );
  return 1;
}

process.exitCode = main();
