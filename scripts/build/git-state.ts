import { execFileSync } from 'node:child_process';
import { REPOSITORY_ROOT } from './repository-paths';

function git(args: readonly string[]): string | null {
  try {
    return execFileSync('git', [...args], {
      cwd: REPOSITORY_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** The commit the repository is at, or null outside a git checkout (an unpacked archive). */
export function gitCommit(): string | null {
  return git(['rev-parse', 'HEAD']);
}

/** True when files under these paths differ from the commit (or when git cannot tell). */
export function hasUncommittedChanges(paths: readonly string[]): boolean {
  const status = git(['status', '--porcelain', '--', ...paths]);
  return status === null || status !== '';
}
