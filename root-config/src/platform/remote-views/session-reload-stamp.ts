import type { ReloadStamp } from '@betshell/domain';

/** Survives the page reload it guards; per tab, so another tab's reload does not count. */
export const CHUNK_RELOAD_STAMP_KEY = 'betshell_chunk_reload_at';

/**
 * The script-chunk guard's stamp in sessionStorage. Storage may be off or full: that is logged
 * only (spec/shell.md section 8), and with no stamp readable the guard allows no reload at all,
 * so a broken storage can never make a reload loop.
 */
export function sessionReloadStamp(
  storage: () => Storage,
  log: (message: string, detail: unknown) => void,
): ReloadStamp {
  return {
    read() {
      try {
        const text = storage().getItem(CHUNK_RELOAD_STAMP_KEY);
        const at = text === null ? NaN : Number(text);
        return Number.isFinite(at) ? at : null;
      } catch (error) {
        log('storage error: cannot read the chunk reload stamp', error);
        return Number.POSITIVE_INFINITY;
      }
    },
    write(at) {
      try {
        storage().setItem(CHUNK_RELOAD_STAMP_KEY, String(at));
      } catch (error) {
        log('storage error: cannot write the chunk reload stamp', error);
      }
    },
  };
}
