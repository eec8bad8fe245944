// `npm run ops -- analytics ...`: the analytics counters, the events the collector took and the
// p75 of the Web Vitals per route (server/src/analytics), through the operator API's /analytics
// routes. Registered in scripts/ops.ts.
import { WEB_VITAL_NAMES, analyticsEventNameOf } from '@betshell/domain/analytics';
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const ANALYTICS_OPTIONS = {
  domain: { type: 'string' },
  project: { type: 'string' },
  hours: { type: 'string' },
} as const;

export const ANALYTICS_USAGE = `  analytics counters                  the counters the browser is told to load
  analytics counter add <type> <key> <scriptUrl> [--domain HOST] [--project GROUP_ID]
                                      type 1 gtag, 8 goals, 4 pixel; no --domain/--project: every one
  analytics counter remove <id>
  analytics events [--hours 24]       how many of each event the collector took
  analytics vitals [--hours 24]       the p75 of LCP, INP, CLS, FCP and TTFB per route`;

interface StoredCounter {
  readonly rowId: number;
  readonly id: number;
  readonly key: string;
  readonly scriptUrl: string;
  readonly domain: string | null;
  readonly projectId: number | null;
}

interface RouteVitals {
  readonly route: string;
  readonly p75: Readonly<Record<string, number>>;
  readonly samples: Readonly<Record<string, number>>;
}

function whole(text: string | undefined, what: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw new OpsFailure(`"${text}" is not ${what}`);
  return Number(text);
}

const hoursQuery = (command: Command) => {
  const hours = whole(command.values.hours, 'a number of hours');
  return hours === undefined ? '' : `?hours=${hours}`;
};

const describeCounter = (counter: StoredCounter) =>
  `${counter.rowId}  type ${counter.id}  ${counter.key}  ${counter.scriptUrl}  ` +
  `domain ${counter.domain ?? 'any'}  project ${counter.projectId ?? 'any'}`;

/** CLS is a score; the others are milliseconds. */
const vitalText = (name: string, value: number | undefined) =>
  value === undefined ? '-' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

export const ANALYTICS_VERBS: Readonly<Record<string, Verb>> = {
  'analytics counters': {
    options: [],
    arity: [0, 0],
    async run({ api, io }: Command) {
      const { counters } = await api<{ counters: StoredCounter[] }>('GET', '/analytics/counters');
      if (counters.length === 0) io.out('no counters');
      for (const counter of counters) io.out(describeCounter(counter));
    },
  },
  'analytics counter': {
    options: ['domain', 'project'],
    arity: [2, 4],
    async run(command: Command) {
      const [action, ...rest] = command.positionals;
      if (action === 'add') {
        const [type, key, scriptUrl] = rest;
        if (scriptUrl === undefined) throw new OpsFailure('add needs <type> <key> <scriptUrl>');
        const { counter } = await command.api<{ counter: StoredCounter }>(
          'POST',
          '/analytics/counters',
          {
            id: whole(type, 'a counter type'),
            key,
            scriptUrl,
            domain: command.values.domain ?? null,
            projectId: whole(command.values.project, 'a group id') ?? null,
          },
        );
        command.io.out(`added ${describeCounter(counter)}`);
        return;
      }
      if (action === 'remove' && rest.length === 1) {
        const id = whole(rest[0], 'a counter id');
        await command.api('DELETE', `/analytics/counters/${id}`);
        command.io.out(`removed counter ${id}`);
        return;
      }
      throw new OpsFailure('analytics counter add <type> <key> <scriptUrl> | remove <id>');
    },
  },
  'analytics events': {
    options: ['hours'],
    arity: [0, 0],
    async run(command: Command) {
      const { events } = await command.api<{ events: { eventId: number; count: number }[] }>(
        'GET',
        `/analytics/events${hoursQuery(command)}`,
      );
      if (events.length === 0) command.io.out('no events');
      for (const { eventId, count } of events) {
        command.io.out(`${eventId}  ${analyticsEventNameOf(eventId) ?? 'unknown'}  ${count}`);
      }
    },
  },
  'analytics vitals': {
    options: ['hours'],
    arity: [0, 0],
    async run(command: Command) {
      const { routes } = await command.api<{ routes: RouteVitals[] }>(
        'GET',
        `/analytics/vitals${hoursQuery(command)}`,
      );
      if (routes.length === 0) {
        command.io.out('no performance reports');
        return;
      }
      command.io.out(
        ['route', ...WEB_VITAL_NAMES.map((name) => `${name} p75`), 'reports'].join('\t'),
      );
      for (const row of routes) {
        const reports = Math.max(0, ...Object.values(row.samples));
        command.io.out(
          [
            row.route,
            ...WEB_VITAL_NAMES.map((name) => vitalText(name, row.p75[name])),
            reports,
          ].join('\t'),
        );
      }
    },
  },
};
