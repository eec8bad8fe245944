// `npm run ops -- tournaments ...`: the casino's tournaments (server/src/tournaments), through the
// operator API's /tournaments routes: create one, list them, show the leaderboard, end one (which
// pays its prizes once). Registered in scripts/ops.ts.
import { formatMoney } from '@betshell/domain';
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const TOURNAMENT_OPTIONS = {
  'title-ru': { type: 'string' },
  'title-en': { type: 'string' },
  prizes: { type: 'string' },
  currency: { type: 'string' },
} as const;

export const TOURNAMENT_USAGE = `  tournaments create --title-ru T --title-en T --games 1001,1002 --from ISO --until ISO
           --prizes 500,250,100 [--currency RUB]   prizes by place, in the currency's units
  tournaments list
  tournaments show <id>               its leaderboard, and the prizes paid once it ended
  tournaments end <id>                ends it and pays the prizes (again: pays nothing more)`;

interface ListedTournament {
  readonly id: number;
  readonly titles: Record<string, string>;
  readonly gameIds: readonly number[];
  readonly currency: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly prizesMinor: readonly number[];
  readonly endedAt: string | null;
}

interface Prize {
  readonly place: number;
  readonly playerId: number;
  readonly amountMinor: number;
  readonly pointsMinor: number;
}

const money = (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, 'en');

const describe = (tournament: ListedTournament) =>
  `${tournament.id}  ${JSON.stringify(tournament.titles['en'] ?? '')}  ${tournament.startsAt} - ${
    tournament.endsAt
  }  games ${tournament.gameIds.join(',')}  prizes ${tournament.prizesMinor
    .map((amount) => money(amount, tournament.currency))
    .join(', ')}  ${tournament.endedAt === null ? 'not ended' : `ended ${tournament.endedAt}`}`;

/** "500,250.50" in a currency of two minor digits: [50000, 25050]. */
function prizesOf(text: string): number[] {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d+(\.\d{1,2})?$/.test(part)))
    throw new OpsFailure(`--prizes is a list of amounts such as 500,250.50, not "${text}"`);
  return parts.map((part) => Math.round(Number(part) * 100));
}

function idOf(text: string | undefined): string {
  if (text === undefined || !/^\d+$/.test(text))
    throw new OpsFailure(`"${text ?? ''}" is not a tournament id`);
  return text;
}

const printPrizes = (command: Command, prizes: readonly Prize[], currency: string) => {
  if (prizes.length === 0) command.io.out('no prizes paid (nobody played)');
  for (const prize of prizes)
    command.io.out(
      `  place ${prize.place}: player ${prize.playerId} (stakes ${money(prize.pointsMinor, currency)}) won ${money(prize.amountMinor, currency)}`,
    );
};

export const TOURNAMENT_VERBS: Readonly<Record<string, Verb>> = {
  'tournaments create': {
    options: ['title-ru', 'title-en', 'games', 'from', 'until', 'prizes', 'currency'],
    arity: [0, 0],
    async run({ api, io, values }: Command) {
      const missing = (
        ['title-ru', 'title-en', 'games', 'from', 'until', 'prizes'] as const
      ).filter((option) => values[option] === undefined);
      if (missing.length > 0)
        throw new OpsFailure(`tournaments create needs --${missing.join(', --')}`);
      const games = (values.games ?? '').split(',').map((part) => part.trim());
      if (games.some((id) => !/^\d+$/.test(id)))
        throw new OpsFailure(`--games is a list of game ids such as 1001,1002`);
      const { tournament } = await api<{ tournament: ListedTournament }>('POST', '/tournaments', {
        titles: { ru: values['title-ru'], en: values['title-en'] },
        gameIds: games.map(Number),
        currency: values.currency ?? 'RUB',
        startsAt: values.from,
        endsAt: values.until,
        prizesMinor: prizesOf(values.prizes ?? ''),
      });
      io.out(`created tournament ${describe(tournament)}`);
    },
  },
  'tournaments list': {
    options: [],
    arity: [0, 0],
    async run({ api, io }: Command) {
      const { tournaments } = await api<{ tournaments: ListedTournament[] }>('GET', '/tournaments');
      if (tournaments.length === 0) io.out('no tournaments');
      for (const tournament of tournaments) io.out(describe(tournament));
    },
  },
  'tournaments show': {
    options: [],
    arity: [1, 1],
    async run(command: Command) {
      const { api, io, positionals } = command;
      const { tournament, standings, prizes } = await api<{
        tournament: ListedTournament;
        standings: { place: number; playerId: number; pointsMinor: number }[];
        prizes: Prize[];
      }>('GET', `/tournaments/${idOf(positionals[0])}`);
      io.out(describe(tournament));
      if (standings.length === 0) io.out('nobody has played yet');
      for (const standing of standings.slice(0, 50))
        io.out(
          `  ${standing.place}. player ${standing.playerId}: stakes ${money(standing.pointsMinor, tournament.currency)}`,
        );
      if (tournament.endedAt !== null) {
        io.out('prizes paid:');
        printPrizes(command, prizes, tournament.currency);
      }
    },
  },
  'tournaments end': {
    options: [],
    arity: [1, 1],
    async run(command: Command) {
      const { tournament, endedNow, prizes } = await command.api<{
        tournament: ListedTournament;
        endedNow: boolean;
        prizes: Prize[];
      }>('POST', `/tournaments/${idOf(command.positionals[0])}/end`);
      command.io.out(
        endedNow
          ? `ended tournament ${tournament.id}; prizes paid:`
          : `tournament ${tournament.id} had ended at ${tournament.endedAt ?? ''}; nothing more paid. Its prizes:`,
      );
      printPrizes(command, prizes, tournament.currency);
    },
  },
};
