import type { BonusGameKey } from '@betshell/domain/bonus-games';
import {
  cryptoRandomBelow,
  insertBonusGameAward,
  type BonusGameAward,
} from '../bonus-games/bonus-game-service';
import { accountRepository } from '../accounts/account-repository';
import type { Queryable } from '../db/database';
import { activeExclusion } from '../limits/limit-enforcement';

/** The promotion pages that may carry a bonus game. */
export const BONUS_GAME_PROMOTION_KINDS = ['promotion', 'casino-promotion'] as const;
export type BonusGamePromotionKind = (typeof BONUS_GAME_PROMOTION_KINDS)[number];

/**
 * A promotion's bonus game: each player whose deposit of at least `minDepositMinor` in `currency`
 * is credited during the promotion's period gets `gameKey` once, its prize drawn then.
 */
export interface PromotionBonusGame {
  readonly kind: BonusGamePromotionKind;
  readonly slug: string;
  readonly gameKey: BonusGameKey;
  readonly minDepositMinor: number;
  readonly currency: string;
  readonly updatedAt: string;
  /** How many players it has awarded so far. */
  readonly awarded: number;
}

/** A deposit as it is credited, inside its payment's transaction. */
export interface CreditedDeposit {
  readonly paymentId: number;
  readonly playerId: number;
  readonly amountMinor: number;
  readonly currency: string;
}

function rewardOf(row: Record<string, unknown>): PromotionBonusGame {
  return {
    kind: row['kind'] as BonusGamePromotionKind,
    slug: String(row['slug']),
    gameKey: row['game_key'] as BonusGameKey,
    minDepositMinor: Number(row['min_deposit_minor']),
    currency: String(row['currency']),
    updatedAt: new Date(row['updated_at'] as string | Date).toISOString(),
    awarded: Number(row['awarded'] ?? 0),
  };
}

const REWARD_SQL = `select r.kind, r.slug, r.game_key, r.min_deposit_minor, r.currency, r.updated_at,
    (select count(*) from bonus_game_awards a
      where a.promotion_kind = r.kind and a.promotion_slug = r.slug) as awarded
  from promotion_bonus_games r`;

/** The operators' side: a promotion's bonus game set, read and removed. */
export const promotionBonusGames = {
  async find(
    db: Queryable,
    kind: BonusGamePromotionKind,
    slug: string,
  ): Promise<PromotionBonusGame | null> {
    const [row] = await db.query(`${REWARD_SQL} where r.kind = $1 and r.slug = $2`, [kind, slug]);
    return row === undefined ? null : rewardOf(row);
  },

  /** Whether the promotion has a page, in any language: a bonus game belongs to a promotion. */
  async promotionExists(db: Queryable, kind: BonusGamePromotionKind, slug: string) {
    const rows = await db.query(
      'select 1 from promotion_pages where kind = $1 and slug = $2 limit 1',
      [kind, slug],
    );
    return rows.length > 0;
  },

  /** Sets (or replaces) the promotion's bonus game; the players it awarded keep their awards. */
  async save(
    db: Queryable,
    reward: {
      kind: BonusGamePromotionKind;
      slug: string;
      gameKey: BonusGameKey;
      minDepositMinor: number;
      currency: string;
    },
    now: Date,
  ): Promise<{ reward: PromotionBonusGame; created: boolean }> {
    const [row] = await db.query<{ created: boolean }>(
      `insert into promotion_bonus_games (kind, slug, game_key, min_deposit_minor, currency, updated_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (kind, slug) do update set game_key = excluded.game_key,
         min_deposit_minor = excluded.min_deposit_minor, currency = excluded.currency,
         updated_at = excluded.updated_at
       returning (xmax = 0) as created`,
      [reward.kind, reward.slug, reward.gameKey, reward.minDepositMinor, reward.currency, now],
    );
    const saved = await promotionBonusGames.find(db, reward.kind, reward.slug);
    return { reward: saved!, created: row?.created === true };
  },

  async remove(db: Queryable, kind: BonusGamePromotionKind, slug: string): Promise<boolean> {
    const rows = await db.query(
      'delete from promotion_bonus_games where kind = $1 and slug = $2 returning slug',
      [kind, slug],
    );
    return rows.length > 0;
  },
};

/**
 * Awards the bonus games of the promotions a deposit qualifies for, in the deposit's transaction
 * (payment-commands.ts completeDeposit, after the credit): a promotion with a bonus game in the
 * deposit's currency and at most its amount, whose period (of any of its pages; a page without
 * one is always on) holds `now`, and which has not awarded this player yet. A self-excluded or
 * timed-out player gets none. The unique index on the awards makes it once per player and
 * promotion even when two deposits are credited at the same moment: the later insert waits for
 * the earlier transaction and then writes nothing.
 */
export async function awardPromotionBonusGames(
  tx: Queryable,
  deposit: CreditedDeposit,
  now: Date,
  randomBelow: (exclusiveMax: number) => number = cryptoRandomBelow,
): Promise<BonusGameAward[]> {
  const qualifying = await tx.query<{ kind: string; slug: string; game_key: string }>(
    `select r.kind, r.slug, r.game_key from promotion_bonus_games r
      where r.currency = $1 and r.min_deposit_minor <= $2
        and exists (select 1 from promotion_pages p where p.kind = r.kind and p.slug = r.slug
                      and (p.starts_at is null or p.starts_at <= $3)
                      and (p.ends_at is null or p.ends_at > $3))
        and not exists (select 1 from bonus_game_awards a where a.player_id = $4
                          and a.promotion_kind = r.kind and a.promotion_slug = r.slug)
      order by r.kind, r.slug`,
    [deposit.currency, deposit.amountMinor, now, deposit.playerId],
  );
  if (qualifying.length === 0) return [];
  if ((await activeExclusion(tx, deposit.playerId, now)) !== null) return [];
  const main = await accountRepository.main(tx, deposit.playerId);
  if (main === null) return [];
  const awards: BonusGameAward[] = [];
  for (const promotion of qualifying) {
    const award = await insertBonusGameAward(tx, {
      playerId: deposit.playerId,
      gameKey: promotion.game_key as BonusGameKey,
      currency: main.currency,
      now,
      randomBelow,
      source: {
        promotionKind: promotion.kind,
        promotionSlug: promotion.slug,
        paymentId: deposit.paymentId,
      },
    });
    if (award !== null) awards.push(award);
  }
  return awards;
}
