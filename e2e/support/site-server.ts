import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { JourneySite } from '../site-under-test';

const repositoryRoot = join(__dirname, '..', '..');

/** A started site server, stopped with its process group. */
export interface SiteServer {
  stop(): Promise<void>;
}

/**
 * Starts `npm start` with the site's environment and waits until it answers /readyz. Playwright
 * has run `npm install && npm start` for the shared site before any worker starts, so the
 * dependencies and the build are in place and this start only starts the server.
 */
export async function startSiteServer(site: JourneySite, timeoutMs = 170_000): Promise<SiteServer> {
  const child = spawn('npm', ['start'], {
    cwd: repositoryRoot,
    env: { ...process.env, ...site.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-8_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // the group has already gone
      }
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`npm start for ${site.baseURL} exited with ${child.exitCode}:\n${printed}`);
    }
    const ready = await fetch(`${site.baseURL}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`npm start for ${site.baseURL} was not ready in ${timeoutMs} ms:\n${printed}`);
}
