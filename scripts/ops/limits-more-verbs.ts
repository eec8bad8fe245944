// The test tools for `npm run ops`: end a pending limit change's cooling-off now, count minutes
// of play in a player's day, and age a player's sessions as if they had been away. The server
// serves them only on a throwaway site (an in-memory database, as the journeys run); elsewhere
// they answer 403. They talk to the routes of server/src/limits/limit-test-ops-routes.ts and
// server/src/session/session-test-ops-routes.ts.
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const LIMITS_MORE_OPTIONS = {
  'limit-type': { type: 'string' },
  minutes: { type: 'string' },
} as const;

export const LIMITS_MORE_USAGE = `  limits end-cooling-off <player id> --limit-type N   a pending change confirmable now (test sites only)
  limits session-time <player id> --minutes N   count N minutes of play today (test sites only)
  player idle <player id> --minutes N   the player's sessions last active N minutes earlier (test sites only)`;

const wholeNumber = (what: string, text: string | undefined): number => {
  if (text === undefined || !/^\d+$/.test(text)) {
    throw new OpsFailure(`${what} must be a whole number, not ${text ?? '(none)'}`);
  }
  return Number(text);
};

const idOf = (command: Command) => wholeNumber('The player id', command.positionals[0]);

export const LIMITS_MORE_VERBS: Readonly<Record<string, Verb>> = {
  'limits end-cooling-off': {
    options: ['limit-type'],
    arity: [1, 1],
    async run(command) {
      const id = idOf(command);
      const limitType = wholeNumber('--limit-type', command.values['limit-type']);
      const { startedAt, endsAt } = await command.api<{ startedAt: number; endsAt: number }>(
        'POST',
        `/players/${id}/limits/end-cooling-off`,
        { limitType },
      );
      command.io.out(
        `player ${id}: the pending change of limit ${limitType} can be approved from ` +
          `${new Date(startedAt * 1000).toISOString()} until ${new Date(endsAt * 1000).toISOString()}`,
      );
    },
  },
  'limits session-time': {
    options: ['minutes'],
    arity: [1, 1],
    async run(command) {
      const id = idOf(command);
      const minutes = wholeNumber('--minutes', command.values.minutes);
      const { day, usedSeconds } = await command.api<{ day: string; usedSeconds: number }>(
        'POST',
        `/players/${id}/limits/session-time`,
        { minutes },
      );
      command.io.out(`player ${id}: ${Math.floor(usedSeconds / 60)} min of play counted on ${day}`);
    },
  },
  'player idle': {
    options: ['minutes'],
    arity: [1, 1],
    async run(command) {
      const id = idOf(command);
      const minutes = wholeNumber('--minutes', command.values.minutes);
      const { sessions } = await command.api<{ sessions: number }>(
        'POST',
        `/players/${id}/sessions/idle`,
        { minutes },
      );
      command.io.out(
        `player ${id}: ${sessions} live session(s) last active ${minutes} min earlier`,
      );
    },
  },
};
