import { makeAutoObservable } from 'mobx';
import type { Clock } from '../time/clock';

/** spec/shell.md section 9: "Version check starts after 60 s". */
export const APP_VERSION_CHECK_START_MS = 60_000;

/** GET /web-api/version: the release the server serves now (see server/src/app-version). */
export interface AppVersionApi {
  fetchVersion(): Promise<string>;
}

export interface AppVersionWatchOptions {
  /** The period after the first check, in ms (the site config's appVersionCheckIntervalSeconds). */
  readonly intervalMs: () => number;
}

/**
 * spec/shell.md section 4: "App version: when the server version changes, an update warning with
 * reload appears". The page learns the version it was loaded with as it starts; the checks begin
 * 60 s later and repeat every interval until the version differs. Then the warning shows and the
 * checks stop: a reload is the only way to the new release. A failed check is logged and the next
 * one is planned as usual. If the first answer fails, the first answer that arrives is the page's.
 */
export class AppVersionWatch {
  /** The version the page was loaded with, once known. */
  loadedVersion: string | null = null;
  /** The newer version the server announced; null while it serves the page's own. */
  newVersion: string | null = null;
  dismissed = false;
  private cancel: (() => void) | null = null;
  private started = false;

  constructor(
    private readonly api: AppVersionApi,
    private readonly clock: Clock,
    private readonly log: (message: string, detail: unknown) => void,
    private readonly options: AppVersionWatchOptions,
  ) {
    makeAutoObservable<AppVersionWatch, 'api' | 'clock' | 'log' | 'options' | 'cancel' | 'started'>(
      this,
      {
        api: false,
        clock: false,
        log: false,
        options: false,
        cancel: false,
        started: false,
        start: false,
        check: false,
        dispose: false,
      },
    );
  }

  /** The update warning shows: a newer version exists and the player has not put it aside. */
  get warningShown(): boolean {
    return this.newVersion !== null && !this.dismissed;
  }

  /** Learns the page's version now, and plans the first check 60 s from now. */
  start(): void {
    if (this.started) return;
    this.started = true;
    void this.check();
    this.plan(APP_VERSION_CHECK_START_MS);
  }

  /** The player closed the warning; it stays closed for this page (the reload button is gone). */
  dismiss(): void {
    this.dismissed = true;
  }

  dispose(): void {
    this.cancel?.();
    this.cancel = null;
  }

  /** Asks the server once; answers whether the version changed. */
  async check(): Promise<boolean> {
    try {
      this.answered(await this.api.fetchVersion());
    } catch (error) {
      this.log('app version check failed', error);
    }
    return this.newVersion !== null;
  }

  private plan(delayMs: number): void {
    this.cancel = this.clock.schedule(delayMs, () => {
      this.cancel = null;
      void this.check().then((changed) => {
        if (!changed) this.plan(Math.max(1000, this.options.intervalMs()));
      });
    });
  }

  private answered(version: string): void {
    if (this.loadedVersion === null) this.loadedVersion = version;
    else if (version !== this.loadedVersion) this.newVersion = version;
  }
}
