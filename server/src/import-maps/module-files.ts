import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { judgeModuleUrl, type ModuleUrlPolicy } from './module-url-policy';
import { RELEASES_PATH } from './release-manifest';

export type ModuleFile =
  { readonly ok: true; readonly bytes: Buffer } | { readonly ok: false; readonly reason: string };

/** Reads the bytes a browser would get for a URL of the import map. */
export interface ModuleFiles {
  read(url: string): Promise<ModuleFile>;
}

export interface ModuleFilesOptions {
  /** dist/site: /assets/... is read from its assets folder. */
  readonly siteDir: string;
  /** dist/releases: /releases/... is read from here. */
  readonly releasesDir: string;
  readonly policy: ModuleUrlPolicy;
  /** A remote file slower than this counts as unreachable. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

/** A module file larger than this is not one of ours (the largest, react-dom's, is about 0.6 MB). */
const MAX_BYTES = 20 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The site's own paths are read from disk, as the static host would serve them; remote URLs are
 * fetched. Each URL is read once per instance, so one verification reads each file once: make a
 * new instance for each.
 */
export function createModuleFiles(options: ModuleFilesOptions): ModuleFiles {
  const seen = new Map<string, Promise<ModuleFile>>();
  const fetchFile = options.fetch ?? fetch;

  async function readUncached(url: string): Promise<ModuleFile> {
    const verdict = judgeModuleUrl(url, options.policy);
    if (!verdict.allowed) return { ok: false, reason: verdict.reason };
    if (verdict.kind === 'site') {
      const path = verdict.path.startsWith(RELEASES_PATH)
        ? join(options.releasesDir, verdict.path.slice(RELEASES_PATH.length))
        : join(options.siteDir, verdict.path);
      try {
        return { ok: true, bytes: await readFile(path) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return { ok: false, reason: `${url} is not served here (${code ?? 'unreadable'})` };
      }
    }
    try {
      const response = await fetchFile(verdict.url, {
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        redirect: 'error',
      });
      if (!response.ok) return { ok: false, reason: `${url} answers HTTP ${response.status}` };
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > MAX_BYTES) return { ok: false, reason: `${url} is larger than 20 MB` };
      return { ok: true, bytes };
    } catch (error) {
      return { ok: false, reason: `${url} does not answer (${(error as Error).message})` };
    }
  }

  return {
    read(url) {
      let pending = seen.get(url);
      if (pending === undefined) {
        pending = readUncached(url);
        seen.set(url, pending);
      }
      return pending;
    },
  };
}
