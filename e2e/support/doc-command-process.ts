import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const repositoryRoot = join(__dirname, '..', '..');

/**
 * Runs a command a doc shows, as written, in a shell at the repository's root, as a person types
 * it: `npm run ...` goes through npm and package.json. `env` adds to the test's environment what
 * the person's shell would hold (OPS_URL, PORT, ...). Answers what it printed; a failure throws
 * with the command and everything it printed.
 */
export function runAsWritten(command: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      '/bin/sh',
      ['-c', command],
      { cwd: repositoryRoot, env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error === null) resolve(stdout);
        else reject(new Error(`${command} failed (${error.message}):\n${stdout}\n${stderr}`));
      },
    );
  });
}

/**
 * Starts a long-running command a doc shows (a server, a watch build) the same way, in a process
 * group of its own, so that stopAsWritten stops the shell, npm and the node processes under them.
 */
export function startAsWritten(command: string, env: Record<string, string> = {}): ChildProcess {
  return spawn('/bin/sh', ['-c', command], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

export function stopAsWritten(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // the group has already gone
  }
}
