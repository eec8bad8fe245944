import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { baseURL, opsToken } from '../site-under-test';

const run = promisify(execFile);

/**
 * `npm run ops -- <args>` against the site under test: scripts/ops.ts with those arguments, in a
 * node of its own with tsx's loader, without npm and npx in front (each cost a second or two of a
 * loaded machine per command, and the command under test is the script).
 */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/ops.ts', ...args, '--server', baseURL, '--token', opsToken],
    { cwd: join(__dirname, '..', '..') },
  );
  return stdout;
}
