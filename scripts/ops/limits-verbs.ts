// The verbs of responsible-gambling limits for `npm run ops`: a player's limits with
// their history, and the time zone and jurisdiction the limits are judged by. They talk to the
// operator API's routes of server/src/limits/limit-ops-routes.ts.
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const LIMITS_OPTIONS = {
  'time-zone': { type: 'string' },
  jurisdiction: { type: 'string' },
} as const;

export const LIMITS_USAGE = `  limits show <player id>           the player's limits, pending changes and their history
  limits profile <player id> --time-zone TZ [--jurisdiction NAME]   the player's day and rules`;

interface LimitHistory {
  readonly limitType: number;
  readonly limitValue: number;
  readonly limitState: string;
  readonly currency: string | null;
  readonly requestedAt: string;
  readonly startedAt: string;
  readonly endsAt: string | null;
  readonly closedAt: string | null;
  readonly closeReason: string | null;
}

interface Profile {
  readonly timeZone: string;
  readonly jurisdiction: string;
}

const idOf = (command: Command): number => {
  const text = command.positionals[0] ?? '';
  if (!/^\d+$/.test(text))
    throw new OpsFailure(`The player id must be a whole number, not ${text}`);
  return Number(text);
};

const describeProfile = ({ io }: Command, id: number, profile: Profile) =>
  io.out(`player ${id}: time zone ${profile.timeZone}, jurisdiction ${profile.jurisdiction}`);

export const LIMITS_VERBS: Readonly<Record<string, Verb>> = {
  'limits show': {
    options: [],
    arity: [1, 1],
    async run(command) {
      const id = idOf(command);
      const { profile, history } = await command.api<{ profile: Profile; history: LimitHistory[] }>(
        'GET',
        `/players/${id}/limits`,
      );
      describeProfile(command, id, profile);
      if (history.length === 0) command.io.out('  no limits');
      for (const limit of history) {
        const value = `${limit.limitValue}${limit.currency === null ? '' : ` ${limit.currency}`}`;
        const closed =
          limit.closedAt === null ? '' : `, closed ${limit.closedAt} (${limit.closeReason ?? ''})`;
        command.io.out(
          `  type ${limit.limitType}: ${value} ${limit.limitState}, asked ${limit.requestedAt}, from ${limit.startedAt}` +
            `${limit.endsAt === null ? '' : ` until ${limit.endsAt}`}${closed}`,
        );
      }
    },
  },
  'limits profile': {
    options: ['time-zone', 'jurisdiction'],
    arity: [1, 1],
    async run(command) {
      const timeZone = command.values['time-zone'];
      if (timeZone === undefined) throw new OpsFailure('limits profile needs --time-zone TZ');
      const id = idOf(command);
      const profile = await command.api<Profile>('PUT', `/players/${id}/limits/profile`, {
        timeZone,
        jurisdiction: command.values.jurisdiction ?? 'default',
      });
      describeProfile(command, id, profile);
    },
  },
};
