import type { Page, Request } from '@playwright/test';

export interface SeenRequest {
  readonly path: string;
  /** Milliseconds after the page began loading (the page's own clock). */
  readonly atMs: number;
  readonly body: unknown;
}

/**
 * What the page sends to the analytics endpoints and loads from the counters, with when it was
 * sent: the journeys judge the 10 s delay and the consent by it.
 */
export class AnalyticsTraffic {
  readonly requests: SeenRequest[] = [];
  private loadStartedAt = 0;

  constructor(private readonly page: Page) {
    page.on('request', (request) => this.seen(request));
  }

  /** Opens `path` and starts the clock from the moment the navigation began. */
  async open(path: string): Promise<void> {
    this.loadStartedAt = Date.now();
    await this.page.goto(path);
  }

  collected(): SeenRequest[] {
    return this.requests.filter((request) => request.path === '/web-api/analytics/events');
  }

  vitals(): SeenRequest[] {
    return this.requests.filter((request) => request.path === '/web-api/analytics/vitals');
  }

  /** Any request to the analytics endpoints or a counter script. */
  any(): SeenRequest[] {
    return this.requests.filter(
      (request) =>
        request.path.startsWith('/web-api/analytics/') || request.path.startsWith('/e2e-counters/'),
    );
  }

  /** The event ids the collector received, in order. */
  eventIds(): number[] {
    return this.collected().flatMap((request) =>
      (request.body as { events: { id: number }[] }).events.map((event) => event.id),
    );
  }

  private seen(request: Request): void {
    const url = new URL(request.url());
    let body: unknown = null;
    try {
      body = request.postDataJSON();
    } catch {
      body = request.postData();
    }
    this.requests.push({ path: url.pathname, atMs: Date.now() - this.loadStartedAt, body });
  }
}
