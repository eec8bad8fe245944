import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** What `npm run ops` (scripts/ops.ts) needs to reach a local server: its address and token. */
export interface OpsConnection {
  readonly url: string;
  readonly token: string;
}

/**
 * Writes the connection file, readable by its owner only (0600), creating its folder (0700) when
 * missing, with the writing process's id. The file is written beside its final name and linked or
 * renamed into place, so nobody ever reads half of it nor a copy with wider permissions. A file a
 * server that still runs has written is kept, not overwritten: a second server started on the
 * host without OPS_TOKEN must not take the operator API of the first from `npm run ops`. Answers
 * whether it wrote the file.
 */
export async function writeOpsConnectionFile(
  file: string,
  connection: OpsConnection,
): Promise<'written' | 'kept'> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const partial = join(dirname(file), `.ops.${process.pid}.json`);
  await writeFile(partial, `${JSON.stringify({ ...connection, pid: process.pid }, null, 2)}\n`, {
    mode: 0o600,
  });
  try {
    try {
      // Only where there is no file yet: two servers starting at once cannot both win.
      await link(partial, file);
      return 'written';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await writtenByRunningServer(file)) return 'kept';
    await rename(partial, file);
    return 'written';
  } finally {
    await rm(partial, { force: true });
  }
}

/** The file names another process that is still running (a server that did not stop). */
async function writtenByRunningServer(file: string): Promise<boolean> {
  let held: unknown;
  try {
    held = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return false;
  }
  const pid = typeof held === 'object' && held !== null ? (held as { pid?: unknown }).pid : null;
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0 || pid === process.pid) {
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the connection file if it still holds `token`: a server that stops takes its file along,
 * but never one that a server started later has written.
 */
export async function removeOpsConnectionFile(file: string, token: string): Promise<void> {
  let held: unknown;
  try {
    held = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return;
  }
  if (typeof held === 'object' && held !== null && (held as { token?: unknown }).token === token) {
    await rm(file, { force: true });
  }
}

/** `http://HOST:PORT` for the CLI on this machine: a wildcard address is reached on loopback. */
export function localServerUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
