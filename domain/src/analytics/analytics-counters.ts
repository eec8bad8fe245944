import type { CounterSchema, ReadonlyStatic } from '@betshell/api-contract';
import { ANALYTICS_EVENTS, type AnalyticsEvent } from './analytics-events';

/**
 * limits-coupon-signin.md section 7: "Counter id 8 is used for yandex-kind goals, 4 for a
 * twitter-kind pixel". The spec sends events to gtag besides the counters and shows no id for it;
 * ours lists gtag among the counters as id 1, so one list from the server configures all three.
 */
export const GTAG_COUNTER_ID = 1;
export const GOALS_COUNTER_ID = 8;
export const PIXEL_COUNTER_ID = 4;

/** One counter the server lists for the site's domain and project (group id). */
export type AnalyticsCounter = ReadonlyStatic<typeof CounterSchema>;

/** The global function each counter type's script defines, and which the page queues calls to. */
export type CounterGlobal = 'gtag' | 'ym' | 'twq';

export interface CounterCall {
  readonly global: CounterGlobal;
  readonly args: readonly unknown[];
}

const GLOBAL_OF: Readonly<Record<number, CounterGlobal>> = {
  [GTAG_COUNTER_ID]: 'gtag',
  [GOALS_COUNTER_ID]: 'ym',
  [PIXEL_COUNTER_ID]: 'twq',
};

/** The global of a counter type; undefined for a type this site does not know (logged, skipped). */
export function counterGlobalOf(counter: AnalyticsCounter): CounterGlobal | undefined {
  return GLOBAL_OF[counter.id];
}

/**
 * The counters the page can drive, and the script of each type, loaded once per type however many
 * counters of that type are listed (the first listed counter's URL).
 */
export function counterScripts(
  counters: readonly AnalyticsCounter[],
): ReadonlyMap<CounterGlobal, string> {
  const scripts = new Map<CounterGlobal, string>();
  for (const counter of counters) {
    const global = counterGlobalOf(counter);
    if (global !== undefined && !scripts.has(global)) scripts.set(global, counter.scriptUrl);
  }
  return scripts;
}

/** What a counter is told once, when analytics starts. */
export function counterInitCalls(counter: AnalyticsCounter, nowMs: number): CounterCall[] {
  switch (counterGlobalOf(counter)) {
    case 'gtag':
      return [
        { global: 'gtag', args: ['js', new Date(nowMs)] },
        { global: 'gtag', args: ['config', counter.key, { send_page_view: false }] },
      ];
    case 'ym':
      return [{ global: 'ym', args: [Number(counter.key), 'init', { defer: true }] }];
    case 'twq':
      return [{ global: 'twq', args: ['config', counter.key] }];
    case undefined:
      return [];
  }
}

/**
 * One event as each counter type takes it: a gtag event with its category and label, a goal of the
 * goals counter (id 8) reached, an event of the pixel (id 4).
 */
export function counterEventCalls(counter: AnalyticsCounter, event: AnalyticsEvent): CounterCall[] {
  const { category } = ANALYTICS_EVENTS[event.name];
  const label = event.label === undefined ? {} : { label: event.label };
  switch (counterGlobalOf(counter)) {
    case 'gtag':
      return [
        {
          global: 'gtag',
          args: [
            'event',
            event.name,
            { send_to: counter.key, event_category: category, event_label: event.label },
          ],
        },
      ];
    case 'ym':
      return [
        {
          global: 'ym',
          args: [Number(counter.key), 'reachGoal', event.name, { category, ...label }],
        },
      ];
    case 'twq':
      return [
        {
          global: 'twq',
          args: ['event', `tw-${counter.key}-${event.name}`, { category, ...label }],
        },
      ];
    case undefined:
      return [];
  }
}
