import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** What `npm run ops` (scripts/ops.ts) needs to reach a local server: its address and token. */
export interface OpsConnection {
  readonly url: string;
  readonly token: string;
}

/**
 * Writes the connection file, readable by its owner only (0600), creating its folder (0700) when
 * missing. The file is written beside its final name and renamed, so nobody ever reads half of it
 * nor a copy with wider permissions.
 */
export async function writeOpsConnectionFile(
  file: string,
  connection: OpsConnection,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const partial = join(dirname(file), `.ops.${process.pid}.json`);
  await writeFile(partial, `${JSON.stringify(connection, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, file);
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
