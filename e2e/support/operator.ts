import { CONNECTION_FILE, main } from '../../scripts/ops';
import { journeySite, opsToken } from '../site-under-test';

/**
 * `npm run ops -- <args>` against the site under test: scripts/ops.ts's main, run in the journey's
 * own process with exactly those arguments (and --server, --token), as
 * scripts/docs/ops-doc-commands.test.ts runs the docs' commands. A process per command (npm, node,
 * tsx) cost seconds of a loaded machine each, and the command under test is the script. Answers
 * what it printed; a refused command throws with what it said.
 */
export async function ops(...args: string[]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...args, '--server', journeySite().baseURL, '--token', opsToken], {
    env: {},
    connectionFile: CONNECTION_FILE,
    out: (line) => out.push(`${line}\n`),
    err: (line) => err.push(`${line}\n`),
  });
  if (code !== 0) {
    throw new Error(`npm run ops -- ${args.join(' ')} failed (exit ${code}):\n${err.join('')}`);
  }
  return out.join('');
}
