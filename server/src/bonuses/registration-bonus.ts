import { FINGERPRINT_HEADER } from '@betshell/domain';
import { welcomeOfferName } from '@betshell/domain/bonuses';
import type { FastifyRequest } from 'fastify';
import { hashSecret } from '../auth/hash-secret';
import type { Queryable } from '../db/database';
import {
  eligibilityFor,
  offerByName,
  redeemPromoCode,
  rememberVisitor,
  takeOffer,
} from './bonus-engine';

/**
 * The device (fingerprint visitor id) a request comes from, when it sent a fingerprint token that
 * is still good: what "one per household" compares.
 */
export async function visitorIdOf(db: Queryable, request: FastifyRequest): Promise<string | null> {
  const token = request.headers[FINGERPRINT_HEADER.toLowerCase()];
  if (typeof token !== 'string' || token === '') return null;
  const [row] = await db.query<{ visitor_id: string }>(
    'select visitor_id from fingerprints where token_hash = $1',
    [hashSecret(token)],
  );
  return row?.visitor_id ?? null;
}

/**
 * The bonus a registration takes, inside its transaction: the promo code's offer when one was
 * entered (a refused code refuses the registration with its reason, as the form's check said),
 * else the offer of the bonus choice when the player may have it.
 */
export async function takeRegistrationBonus(
  tx: Queryable,
  registration: {
    playerId: number;
    promocode: string | null;
    bonusChoice: number;
    visitorId: string | null;
    now: Date;
  },
): Promise<void> {
  const { playerId, now } = registration;
  await rememberVisitor(tx, playerId, registration.visitorId);
  if (registration.promocode !== null) {
    await redeemPromoCode(tx, registration.promocode, playerId, now);
    return;
  }
  const name = welcomeOfferName(registration.bonusChoice);
  if (name === undefined) return;
  const offer = await offerByName(tx, name);
  if (offer === null || !offer.active) return;
  // The choice is a wish, not a claim: a player the offer is not for registers without it.
  if ((await eligibilityFor(tx, playerId, offer, now)) !== null) return;
  await takeOffer(tx, { playerId, offer, now });
}
