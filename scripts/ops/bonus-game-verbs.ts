// `npm run ops -- bonus-games ...`: the bonus games (server/src/bonus-games) through the operator
// API's /bonus-games routes: award a player a game, its prize drawn on the server at once, and list
// a player's awards. The player reveals the prize on the game's page. Registered in scripts/ops.ts.
import { BONUS_GAME_KEYS, isBonusGameKey } from '@betshell/domain/bonus-games';
import type { Command, Verb } from '../ops';
import { OpsFailure } from './ops-failure';

export const BONUS_GAME_OPTIONS = {} as const;

export const BONUS_GAME_USAGE = `  bonus-games award <playerId> <key>  awards a bonus game, its prize drawn now (keys: ${BONUS_GAME_KEYS.join(', ')})
  bonus-games list <playerId>         the player's bonus games, their prizes and whether revealed`;

interface Award {
  readonly id: number;
  readonly playerId: number;
  readonly gameKey: string;
  readonly prizeMinor: number;
  readonly currency: string;
  readonly awardedAt: string;
  readonly revealedAt: string | null;
}

function playerIdOf(value: string | undefined): string {
  if (value === undefined || !/^\d+$/.test(value)) {
    throw new OpsFailure(`"${value ?? ''}" is not a player id`);
  }
  return value;
}

export const BONUS_GAME_VERBS: Readonly<Record<string, Verb>> = {
  'bonus-games award': {
    options: [],
    arity: [2, 2],
    async run({ api, io, positionals }: Command) {
      const [player, key] = positionals;
      const playerId = playerIdOf(player);
      if (key === undefined || !isBonusGameKey(key)) {
        throw new OpsFailure(`"${key ?? ''}" is no bonus game: ${BONUS_GAME_KEYS.join(', ')}`);
      }
      const { award } = await api<{ award: Award }>('POST', '/bonus-games/awards', {
        playerId: Number(playerId),
        gameKey: key,
      });
      io.out(
        `awarded ${award.gameKey} ${award.id} to player ${award.playerId}: prize ${award.prizeMinor} ${award.currency} minor units, revealed on the game's page`,
      );
    },
  },
  'bonus-games list': {
    options: [],
    arity: [1, 1],
    async run({ api, io, positionals }: Command) {
      const playerId = playerIdOf(positionals[0]);
      const { awards } = await api<{ awards: Award[] }>(
        'GET',
        `/bonus-games/awards?playerId=${playerId}`,
      );
      if (awards.length === 0) io.out(`no bonus games for player ${playerId}`);
      for (const award of awards) {
        io.out(
          `${award.id}  ${award.gameKey}  ${award.prizeMinor} ${award.currency}  awarded ${award.awardedAt}  ${award.revealedAt === null ? 'not revealed' : `revealed ${award.revealedAt}`}`,
        );
      }
    },
  },
};
