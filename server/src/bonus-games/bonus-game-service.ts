import { randomInt } from 'node:crypto';
import {
  bonusGameOf,
  drawBonusGamePrize,
  type BonusGameKey,
  type BonusGameLook,
} from '@betshell/domain/bonus-games';
import { accountRepository } from '../accounts/account-repository';
import { credit } from '../accounts/ledger';
import type { Database, Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import { activeExclusion } from '../limits/limit-enforcement';

/** An award as the operator sees it: the prize is known from the moment it is awarded. */
export interface BonusGameAward {
  readonly id: number;
  readonly playerId: number;
  readonly gameKey: BonusGameKey;
  readonly slot: number;
  readonly prizeMinor: number;
  readonly currency: string;
  readonly awardedAt: string;
  readonly revealedAt: string | null;
  readonly ledgerEntryId: number | null;
}

/**
 * What the game's page gets: the game's look and table, and the prize only once revealed, so the
 * page cannot show it early.
 */
export interface BonusGameView {
  readonly gameKey: BonusGameKey;
  readonly look: BonusGameLook;
  readonly currency: string;
  readonly prizesMinor: number[];
  /** The award the page shows: the oldest not revealed, else the last revealed; null without any. */
  readonly award: {
    readonly id: number;
    readonly awardedAt: string;
    readonly outcome: {
      readonly slot: number;
      readonly prizeMinor: number;
      revealedAt: string;
    } | null;
  } | null;
  /** Awards of this game still to reveal, the shown one among them. */
  readonly waiting: number;
}

const COLUMNS =
  'id, player_id, game_key, slot, prize_minor, currency, awarded_at, revealed_at, ledger_entry_id';

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

function awardOf(row: Record<string, unknown>): BonusGameAward {
  return {
    id: Number(row['id']),
    playerId: Number(row['player_id']),
    gameKey: row['game_key'] as BonusGameKey,
    slot: Number(row['slot']),
    prizeMinor: Number(row['prize_minor']),
    currency: String(row['currency']),
    awardedAt: iso(row['awarded_at']),
    revealedAt: row['revealed_at'] === null ? null : iso(row['revealed_at']),
    ledgerEntryId: row['ledger_entry_id'] === null ? null : Number(row['ledger_entry_id']),
  };
}

/** Where an award comes from when a promotion gives it: the promotion and the deposit. */
export interface BonusGameAwardSource {
  readonly promotionKind: string;
  readonly promotionSlug: string;
  readonly paymentId: number;
}

/**
 * Draws the prize and writes the award, in the caller's transaction, for a player the caller has
 * checked (main account, not excluded). With a promotion as its source the award is once per
 * player and promotion (bonus_game_awards_once_per_promotion): when that player has it already,
 * also from a transaction committed meanwhile, nothing is written and the answer is null.
 */
export async function insertBonusGameAward(
  tx: Queryable,
  award: {
    readonly playerId: number;
    readonly gameKey: BonusGameKey;
    readonly currency: string;
    readonly now: Date;
    readonly randomBelow: (exclusiveMax: number) => number;
    readonly source?: BonusGameAwardSource;
  },
): Promise<BonusGameAward | null> {
  const draw = drawBonusGamePrize(award.gameKey, award.randomBelow);
  const [row] = await tx.query(
    `insert into bonus_game_awards
       (player_id, game_key, slot, prize_minor, currency, awarded_at, promotion_kind, promotion_slug, payment_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (promotion_kind, promotion_slug, player_id) where promotion_slug is not null do nothing
     returning ${COLUMNS}`,
    [
      award.playerId,
      award.gameKey,
      draw.slot,
      draw.amountMinor,
      award.currency,
      award.now,
      award.source?.promotionKind ?? null,
      award.source?.promotionSlug ?? null,
      award.source?.paymentId ?? null,
    ],
  );
  return row === undefined ? null : awardOf(row);
}

/** A random whole number below the given one, from node:crypto: how prizes are drawn. */
export const cryptoRandomBelow = (exclusiveMax: number) => randomInt(exclusiveMax);

/**
 * The bonus games' server side (docs/bonus-games.md): an award draws its prize at once (node:crypto
 * randomInt over the domain's table); the reveal credits it to the player's main account once, in
 * the transaction that marks it revealed; a reveal again answers the same outcome and moves nothing.
 */
export function createBonusGameService(
  database: Database,
  randomBelow: (exclusiveMax: number) => number = cryptoRandomBelow,
) {
  return {
    async award(playerId: number, gameKey: BonusGameKey, now: Date): Promise<BonusGameAward> {
      return database.transaction(async (tx) => {
        const main = await accountRepository.main(tx, playerId);
        if (main === null)
          throw new ApiError(404, 'PLAYER_NOT_FOUND', `There is no player ${playerId}`);
        const excluded = await activeExclusion(tx, playerId, now);
        if (excluded !== null) {
          throw new ApiError(
            403,
            'PLAYER_EXCLUDED',
            `Player ${playerId} is ${excluded}: no bonus game for them`,
          );
        }
        const award = await insertBonusGameAward(tx, {
          playerId,
          gameKey,
          currency: main.currency,
          now,
          randomBelow,
        });
        // Only a promotion's award can meet one already given: an operator's is always written.
        return award!;
      });
    },

    async view(playerId: number, gameKey: BonusGameKey): Promise<BonusGameView> {
      const rows = (
        await database.query(
          `select ${COLUMNS} from bonus_game_awards where player_id = $1 and game_key = $2
            order by id`,
          [playerId, gameKey],
        )
      ).map(awardOf);
      const waiting = rows.filter((award) => award.revealedAt === null);
      const shown = waiting[0] ?? rows.at(-1) ?? null;
      const main = await accountRepository.main(database, playerId);
      const game = bonusGameOf(gameKey);
      return {
        gameKey,
        look: game.look,
        currency: shown?.currency ?? main?.currency ?? 'RUB',
        prizesMinor: game.prizes.map((prize) => prize.amountMinor),
        award:
          shown === null
            ? null
            : {
                id: shown.id,
                awardedAt: shown.awardedAt,
                outcome:
                  shown.revealedAt === null
                    ? null
                    : {
                        slot: shown.slot,
                        prizeMinor: shown.prizeMinor,
                        revealedAt: shown.revealedAt,
                      },
              },
        waiting: waiting.length,
      };
    },

    /**
     * Reveals one of the player's awards. The row is locked first, so of two reveals at once one
     * credits and the other waits, then reads it revealed. The ledger reference is the award's, a
     * second guard: a credit never repeats for the same award.
     */
    async reveal(playerId: number, awardId: number, now: Date): Promise<BonusGameAward> {
      return database.transaction(async (tx) => {
        const [row] = await tx.query(
          `select ${COLUMNS} from bonus_game_awards where id = $1 and player_id = $2 for update`,
          [awardId, playerId],
        );
        if (row === undefined)
          throw new ApiError(404, 'BONUS_GAME_NOT_FOUND', 'There is no such bonus game award');
        const award = awardOf(row);
        if (award.revealedAt !== null) return award;
        const main = await accountRepository.main(tx, playerId);
        if (main === null) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'There is no such account');
        const move = await credit(
          tx,
          main.id,
          award.prizeMinor,
          'bonus-game',
          `bonus-game:${award.id}`,
        );
        const [revealed] = await tx.query(
          `update bonus_game_awards set revealed_at = $2, ledger_entry_id = $3
            where id = $1 returning ${COLUMNS}`,
          [award.id, now, move.entryId],
        );
        return awardOf(revealed!);
      });
    },

    async list(playerId: number): Promise<BonusGameAward[]> {
      return (
        await database.query(
          `select ${COLUMNS} from bonus_game_awards where player_id = $1 order by id`,
          [playerId],
        )
      ).map(awardOf);
    },
  };
}

export type BonusGameService = ReturnType<typeof createBonusGameService>;
