/**
 * spec/shell.md section 9: "Reload throttle 1 s": a reload event re-initialises a view at most once
 * a second. Section 8: "Script chunk fails to load: full page reload, at most one per 60 s".
 */
export const REMOTE_VIEW_RELOAD_THROTTLE_MS = 1000;
export const SCRIPT_CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * True when an action last done at `lastAt` (null: never) may be done again at `now`. A clock that
 * went backwards (the stored time is in the future) allows it, so a wrong clock never locks it out.
 */
export function isOutsideInterval(lastAt: number | null, now: number, intervalMs: number): boolean {
  return lastAt === null || now - lastAt >= intervalMs || now < lastAt;
}

/** Where the script-chunk guard keeps the time of its last page reload across that reload. */
export interface ReloadStamp {
  read(): number | null;
  write(at: number): void;
}

/**
 * The script-chunk guard: a failed chunk usually means a release replaced the files under the
 * page, and a reload fetches the new import map. Answers whether to reload now, and stamps it so
 * that a chunk that is really gone does not reload the page in a loop.
 */
export function claimPageReload(stamp: ReloadStamp, now: number): boolean {
  if (!isOutsideInterval(stamp.read(), now, SCRIPT_CHUNK_RELOAD_GUARD_MS)) return false;
  stamp.write(now);
  return true;
}

/**
 * Whether an error is a script file that did not arrive (rather than code that threw): SystemJS's
 * load error (#3, "Error loading"), the browser's failed dynamic import, webpack's ChunkLoadError.
 */
export function isScriptChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return (
    /SystemJS .*errors\.md#3\b/.test(message) ||
    message.startsWith('Error loading ') ||
    message.includes('Failed to fetch dynamically imported module') ||
    message.includes('Importing a module script failed') ||
    message.includes('error loading dynamically imported module')
  );
}
