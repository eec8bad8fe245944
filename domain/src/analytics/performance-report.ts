import type { Clock } from '../time/clock';
import { PERFORMANCE_REPORT_DELAY_MS } from './analytics-timing';
import type { WebVitalName } from './web-vitals-report';

export interface PerformanceReportBody {
  /** The route the page was (domain vitalsRouteOf), for the p75 per route. */
  readonly route: string;
  readonly metrics: readonly { readonly name: WebVitalName; readonly value: number }[];
}

/**
 * The performance report (spec/shell.md section 9, "Performance report after 10 s"): the latest
 * value of each Web Vital measured by then, for the route the page was on at that moment, sent once
 * to the collector, under the same consent as analytics. A vital not measured by then (INP before
 * any interaction) is left out rather than guessed.
 */
export class PerformanceReport {
  private readonly latest = new Map<WebVitalName, number>();
  private sent = false;
  private cancel: (() => void) | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly options: {
      readonly route: () => string | null;
      readonly allowed: () => boolean;
      readonly send: (report: PerformanceReportBody) => void;
    },
  ) {}

  record(name: WebVitalName, value: number): void {
    if (Number.isFinite(value) && value >= 0) this.latest.set(name, value);
  }

  /** From the page's start: reports PERFORMANCE_REPORT_DELAY_MS later. */
  start(startedAt: number): void {
    const wait = Math.max(0, startedAt + PERFORMANCE_REPORT_DELAY_MS - this.clock.now());
    this.cancel = this.clock.schedule(wait, () => this.report());
  }

  dispose(): void {
    this.cancel?.();
  }

  private report(): void {
    const route = this.options.route();
    if (this.sent || route === null || this.latest.size === 0 || !this.options.allowed()) return;
    this.sent = true;
    this.options.send({
      route,
      metrics: [...this.latest].map(([name, value]) => ({ name, value })),
    });
  }
}
