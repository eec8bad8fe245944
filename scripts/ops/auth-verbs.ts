// The verbs of sign-in for `npm run ops`: the outbox, players, bans and terms. They
// talk to the operator API's routes of server/src/players/player-ops-routes.ts.
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const AUTH_OPTIONS = {
  to: { type: 'string' },
  limit: { type: 'string' },
  level: { type: 'string' },
  version: { type: 'string' },
  player: { type: 'string' },
} as const;

export const AUTH_USAGE = `  outbox [--to PHONE|EMAIL] [--limit N]   the SMS and e-mail the site has sent, newest first
  player show <id|email|phone>
  player ban <id> --level <n> [--version <n>]   --level 0 lifts the ban
  player disconnect <id>             end every session of the player
  player transfer <id> on|off        ask the player for a user transfer, or not
  terms changed [--player <id>]      new terms for everyone, or one player confirms again`;

interface Message {
  readonly id: number;
  readonly channel: string;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly createdAt: string;
}

interface PlayerSummary {
  readonly id: number;
  readonly email: string | null;
  readonly phone: string | null;
  readonly registrationType: string;
  readonly activationType: number;
  readonly banLevel: number;
  readonly banVersion: number;
  readonly twoFactor: boolean;
  readonly transferRequired: boolean;
  readonly termsConfirmedAt: string | null;
  readonly createdAt: string;
}

const wholeNumber = (text: string | undefined, what: string): number | undefined => {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new OpsFailure(`${what} must be a whole number, not ${text}`);
  return Number(text);
};

const idOf = (command: Command): number =>
  wholeNumber(command.positionals[0], 'The player id') ?? 0;

function describePlayer({ io }: Command, player: PlayerSummary): void {
  io.out(`player ${player.id} (${player.registrationType}, since ${player.createdAt})`);
  io.out(`  e-mail: ${player.email ?? '(none)'}, phone: ${player.phone ?? '(none)'}`);
  io.out(
    `  activation type ${player.activationType}, two-factor ${player.twoFactor ? 'on' : 'off'}`,
  );
  io.out(
    `  ban level ${player.banLevel} (version ${player.banVersion})${player.banLevel > 0 ? ': banned' : ''}`,
  );
  io.out(
    `  terms confirmed: ${player.termsConfirmedAt ?? 'never'}; transfer required: ${player.transferRequired}`,
  );
}

export const AUTH_VERBS: Readonly<Record<string, Verb>> = {
  // `ops outbox` has no second word: the command line looks it up as 'outbox '.
  'outbox ': {
    options: ['to', 'limit'],
    arity: [0, 0],
    async run({ api, io, values }) {
      const query = new URLSearchParams();
      if (values.to !== undefined) query.set('recipient', values.to);
      query.set('limit', String(wholeNumber(values.limit, '--limit') ?? 20));
      const { messages } = await api<{ messages: Message[] }>('GET', `/outbox?${query.toString()}`);
      if (messages.length === 0) io.out('the outbox is empty');
      for (const message of messages) {
        io.out(
          `#${message.id} ${message.createdAt} ${message.channel} to ${message.recipient} (${message.subject})`,
        );
        for (const line of message.body.split('\n')) io.out(`  ${line}`);
      }
    },
  },
  'player show': {
    options: [],
    arity: [1, 1],
    async run(command) {
      const ref = encodeURIComponent(command.positionals[0] ?? '');
      const { player } = await command.api<{ player: PlayerSummary }>('GET', `/players/${ref}`);
      describePlayer(command, player);
    },
  },
  'player ban': {
    options: ['level', 'version'],
    arity: [1, 1],
    async run(command) {
      const level = wholeNumber(command.values.level, '--level');
      if (level === undefined)
        throw new OpsFailure('player ban needs --level <n> (0 lifts the ban)');
      const { player } = await command.api<{ player: PlayerSummary }>(
        'POST',
        `/players/${idOf(command)}/ban`,
        {
          level,
          version: wholeNumber(command.values.version, '--version'),
        },
      );
      describePlayer(command, player);
    },
  },
  'player disconnect': {
    options: [],
    arity: [1, 1],
    async run(command) {
      const { ended } = await command.api<{ ended: number }>(
        'POST',
        `/players/${idOf(command)}/disconnect`,
      );
      command.io.out(`ended ${ended} session${ended === 1 ? '' : 's'} of player ${idOf(command)}`);
    },
  },
  'player transfer': {
    options: [],
    arity: [2, 2],
    async run(command) {
      const switchTo = command.positionals[1];
      if (switchTo !== 'on' && switchTo !== 'off')
        throw new OpsFailure('player transfer takes on or off');
      const { player } = await command.api<{ player: PlayerSummary }>(
        'POST',
        `/players/${idOf(command)}/transfer-required`,
        { required: switchTo === 'on' },
      );
      describePlayer(command, player);
    },
  },
  'terms changed': {
    options: ['player'],
    arity: [0, 0],
    async run({ api, io, values }) {
      const playerId = wholeNumber(values.player, '--player');
      const answer = await api<{ publishedAt: string | null }>('POST', '/terms/changed', {
        playerId,
      });
      io.out(
        playerId === undefined
          ? `new terms published at ${answer.publishedAt}: every player confirms them at the next page`
          : `player ${playerId} confirms the terms again at the next page`,
      );
    },
  },
};
