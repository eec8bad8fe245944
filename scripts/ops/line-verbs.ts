// `npm run ops -- line result|suspend|resume`: the demo sports line (server/src/line), through the
// operator API's /line/events routes. Registered in scripts/ops.ts.
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const LINE_OPTIONS = {} as const;

export const LINE_USAGE = `  line result <eventId> <home>:<away>     enter a result, e.g. line result 12 2:1
  line suspend <eventId>                  stop taking bets on every market of an event
  line resume <eventId>`;

interface ShownEvent {
  readonly id: number;
  readonly home: string;
  readonly away: string;
  readonly state: string;
  readonly isSuspended: boolean;
  readonly score: { readonly home: number; readonly away: number };
  readonly markets: readonly { readonly id: number; readonly result: string | null }[];
}

function eventId(text: string): string {
  if (!/^\d+$/.test(text)) throw new OpsFailure(`"${text}" is not an event id`);
  return text;
}

function score(text: string): { home: number; away: number } {
  const match = /^(\d+):(\d+)$/.exec(text);
  if (match === null) throw new OpsFailure(`"${text}" is not a score such as 2:1`);
  return { home: Number(match[1]), away: Number(match[2]) };
}

const describe = (event: ShownEvent) =>
  `event ${event.id} ${event.home} - ${event.away}: ${event.state}` +
  `${event.isSuspended ? ', suspended' : ''}, ${event.score.home}:${event.score.away}`;

function suspension(suspended: boolean): Verb {
  return {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }: Command) {
      const { event } = await api<{ event: ShownEvent }>(
        'POST',
        `/line/events/${eventId(positionals[0] ?? '')}/suspend`,
        { suspended },
      );
      io.out(describe(event));
    },
  };
}

export const LINE_VERBS: Readonly<Record<string, Verb>> = {
  'line result': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }: Command) {
      const [id = '', result = ''] = positionals;
      const { event } = await api<{ event: ShownEvent }>(
        'POST',
        `/line/events/${eventId(id)}/result`,
        score(result),
      );
      io.out(describe(event));
      const counts = new Map<string, number>();
      for (const market of event.markets)
        counts.set(market.result ?? 'open', (counts.get(market.result ?? 'open') ?? 0) + 1);
      io.out(`  markets: ${[...counts].map(([result, count]) => `${count} ${result}`).join(', ')}`);
    },
  },
  'line suspend': suspension(true),
  'line resume': suspension(false),
};
