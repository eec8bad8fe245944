import { bonusGrantMinor } from '@betshell/domain/bonuses';
import {
  availablePoints,
  exchangeCostPoints,
  isExchangeableKind,
  loyaltyLevelOf,
  LOYALTY_POINTS_OFFER,
  pointsExchangeRefusal,
  pointsExchangeRefusalCode,
  pointsExchangeRefusalKey,
  type PointsExchangeRefusal,
} from '@betshell/domain/loyalty';
import {
  BONUS_REFUSAL_MESSAGE,
  eligibilityFor,
  offerByName,
  takeOffer,
  type BonusOffer,
} from '../bonuses/bonus-engine';
import { activeExclusion } from '../limits/limit-enforcement';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';

/** What the points buy now at the player's level. */
export interface ExchangePrice {
  readonly offer: BonusOffer;
  readonly amountMinor: number;
  readonly currency: string;
  readonly costPoints: number;
}

/** An exchange made, or found made with the same key. */
export interface PointsExchange {
  readonly exchangeId: number;
  readonly points: number;
  readonly bonusId: number;
  readonly amountMinor: number;
  readonly currency: string;
  readonly availablePoints: number;
  readonly replayed: boolean;
}

const num = (value: unknown) => Number(value ?? 0);

/** The points the player spent on bonuses so far. */
export async function spentPoints(db: Queryable, playerId: number): Promise<number> {
  const [row] = await db.query<{ spent: string | number | null }>(
    'select coalesce(sum(points), 0) as spent from loyalty_point_exchanges where player_id = $1',
    [playerId],
  );
  return num(row?.spent);
}

/**
 * The bonus the points buy and its price at the level of `earnedPoints`: the engine's
 * `loyalty-points` offer, while it is active and of a kind whose amount is known; null otherwise.
 */
export async function exchangePrice(
  db: Queryable,
  playerId: number,
  earnedPoints: number,
): Promise<ExchangePrice | null> {
  const offer = await offerByName(db, LOYALTY_POINTS_OFFER);
  if (offer === null || !offer.active || !isExchangeableKind(offer.kind)) return null;
  const amountMinor = bonusGrantMinor(offer.kind, offer.terms, {});
  if (amountMinor <= 0) return null;
  const [player] = await db.query<{ currency: string }>(
    'select currency from players where id = $1',
    [playerId],
  );
  return {
    offer,
    amountMinor,
    currency: player?.currency ?? '',
    costPoints: exchangeCostPoints(loyaltyLevelOf(earnedPoints).level, amountMinor),
  };
}

const REFUSAL_MESSAGE: Readonly<Record<PointsExchangeRefusal, string>> = {
  ...BONUS_REFUSAL_MESSAGE,
  closed: 'Points cannot be exchanged for a bonus now',
  'too-few-points': 'There are not enough loyalty points for this bonus',
};

/**
 * Spends the player's points on the bonus, in the caller's transaction: the player's row is locked
 * first, so exchanges (and bonus takes) of one player queue and each sees what the one before it
 * spent; the points are written in the same transaction as the bonus's grant. A key used before
 * answers the exchange it made, without spending again.
 */
export async function exchangePoints(
  tx: Queryable,
  request: {
    readonly playerId: number;
    readonly idempotencyKey: string;
    readonly now: Date;
    /** The points the player earned (the loyalty service reads them from the stakes). */
    readonly earnedPoints: (db: Queryable) => Promise<number>;
  },
): Promise<PointsExchange> {
  const { playerId, idempotencyKey, now } = request;
  await tx.query('select id from players where id = $1 for no key update', [playerId]);
  const [made] = await tx.query<Record<string, unknown>>(
    `select e.id, e.points, e.bonus_id, b.amount_minor, b.currency
       from loyalty_point_exchanges e join player_bonuses b on b.id = e.bonus_id
      where e.player_id = $1 and e.idempotency_key = $2`,
    [playerId, idempotencyKey],
  );
  const earned = await request.earnedPoints(tx);
  if (made !== undefined) {
    return {
      exchangeId: num(made['id']),
      points: num(made['points']),
      bonusId: num(made['bonus_id']),
      amountMinor: num(made['amount_minor']),
      currency: String(made['currency']),
      availablePoints: availablePoints(earned, await spentPoints(tx, playerId)),
      replayed: true,
    };
  }
  const excluded = (await activeExclusion(tx, playerId, now)) !== null;
  const price = await exchangePrice(tx, playerId, earned);
  const available = availablePoints(earned, await spentPoints(tx, playerId));
  const refusal = pointsExchangeRefusal({
    excluded,
    offerOpen: price !== null,
    bonusRefusal:
      price === null || excluded ? null : await eligibilityFor(tx, playerId, price.offer, now),
    availablePoints: available,
    costPoints: price?.costPoints ?? 0,
  });
  if (refusal !== null) {
    throw new ApiError(409, pointsExchangeRefusalCode(refusal), REFUSAL_MESSAGE[refusal], {
      refusal,
      messageKey: pointsExchangeRefusalKey(refusal),
      availablePoints: available,
      costPoints: price?.costPoints ?? 0,
    });
  }
  // The key makes the grant once as well: a bonus of this offer is had any number of times.
  const bonus = await takeOffer(tx, {
    playerId,
    offer: price!.offer,
    now,
    cause: `loyalty:${idempotencyKey}`,
  });
  const [row] = await tx.query<{ id: string | number }>(
    `insert into loyalty_point_exchanges (player_id, points, bonus_id, idempotency_key, created_at)
     values ($1, $2, $3, $4, $5) returning id`,
    [playerId, price!.costPoints, bonus.id, idempotencyKey, now],
  );
  return {
    exchangeId: num(row!.id),
    points: price!.costPoints,
    bonusId: bonus.id,
    amountMinor: bonus.amountMinor,
    currency: bonus.currency,
    availablePoints: available - price!.costPoints,
    replayed: false,
  };
}
