import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { baseURL, opsToken } from '../playwright.config';

const run = promisify(execFile);

/** `npm run ops -- <args>` against the site under test, as an operator types it. */
export async function ops(...args: string[]): Promise<string> {
  const { stdout } = await run(
    'npx',
    ['tsx', 'scripts/ops.ts', ...args, '--server', baseURL, '--token', opsToken],
    { cwd: join(__dirname, '..', '..') },
  );
  return stdout;
}
