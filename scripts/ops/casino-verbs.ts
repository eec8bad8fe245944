// `npm run ops -- casino ...`: a player's casino rounds and the rollback of a round the game could
// not finish (server/src/casino-wallet/casino-rounds.ts), through the operator API's
// /casino/rounds routes. Registered in scripts/ops.ts.
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

/** The demo game provider's name in the wallet's records (casino-wallet-plugin.ts). */
const DEFAULT_PROVIDER = 'demo-games';

export const CASINO_OPTIONS = {
  'game-provider': { type: 'string' },
} as const;

export const CASINO_USAGE = `  casino rounds <player id>           the player's newest casino rounds: game, stake, win, refunds
  casino rollback <round id> [--game-provider demo-games]
                                      gives back the stakes of a round the game did not finish
                                      (refused for a round that paid a win; again: gives nothing)`;

interface ListedRound {
  readonly provider: string;
  readonly roundId: string;
  readonly gameName: string;
  readonly currency: string;
  readonly stakeMinor: number;
  readonly winMinor: number;
  readonly refundedMinor: number;
  readonly startedAt: string;
}

const describeRound = (round: ListedRound): string =>
  `${round.startedAt}  ${round.provider} ${round.roundId}  ${JSON.stringify(round.gameName)}  ` +
  `stake ${round.stakeMinor}, win ${round.winMinor}, refunded ${round.refundedMinor} minor ${round.currency}`;

export const CASINO_VERBS: Readonly<Record<string, Verb>> = {
  'casino rounds': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }: Command) {
      const [playerId] = positionals;
      if (playerId === undefined || !/^\d+$/.test(playerId)) {
        throw new OpsFailure(`"${playerId ?? ''}" is not a player id`);
      }
      const { rounds } = await api<{ rounds: ListedRound[] }>(
        'GET',
        `/casino/rounds?playerId=${playerId}`,
      );
      if (rounds.length === 0) io.out(`player ${playerId} has played no casino round`);
      for (const round of rounds) io.out(describeRound(round));
    },
  },
  'casino rollback': {
    options: ['game-provider'],
    arity: [1, 1],
    async run({ api, io, positionals, values }: Command) {
      const [roundId] = positionals;
      const provider = values['game-provider'] ?? DEFAULT_PROVIDER;
      const done = await api<{ round: ListedRound; refundedNowMinor: number }>(
        'POST',
        '/casino/rounds/rollback',
        { provider, roundId },
      );
      io.out(
        done.refundedNowMinor === 0
          ? `nothing to give back: the stakes of round ${done.round.roundId} were given back already`
          : `gave back ${done.refundedNowMinor} minor ${done.round.currency} of round ${done.round.roundId}`,
      );
      io.out(describeRound(done.round));
    },
  },
};
