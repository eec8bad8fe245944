import { DEFAULT_SITE_CONFIG, FINGERPRINT_HEADER } from '@betshell/domain';
import { playerReferralOf, type PlayerReferral } from '@betshell/domain/server';
import type { FastifyRequest } from 'fastify';
import { hashSecret } from '../auth/hash-secret';
import type { Queryable } from '../db/database';
import type { SiteConfigRepository } from '../site-config/site-config-repository';

/**
 * Keeps how a new player came: the referral cookies the registration request carries
 * (set in the browser from the landing URL) and the site's ref_id and group_id. Written once: a
 * social sign-in that finds an existing account does not change where that account came from.
 */
export async function storePlayerReferral(
  db: Queryable,
  siteConfig: SiteConfigRepository,
  request: FastifyRequest,
  playerId: number,
): Promise<PlayerReferral> {
  const reading = await siteConfig.read();
  const config = reading.status === 'complete' ? reading.config : DEFAULT_SITE_CONFIG;
  const referral = playerReferralOf((name) => request.cookies[name], config);
  await db.query(
    `update players set ref_id = $2, group_id = $3, referral_tag = $4, referral_subid = $5
     where id = $1 and ref_id is null`,
    [playerId, referral.refId, referral.groupId, referral.tag, referral.subId],
  );
  if (referral.bringFriendId !== null && referral.bringFriendId !== playerId) {
    // Only a player who exists refers; the loyalty programme rewards the referrer later.
    await db.query(
      `update players set bring_friend_referrer_id = $2
        where id = $1 and bring_friend_referrer_id is null
          and exists (select 1 from players where id = $2)`,
      [playerId, referral.bringFriendId],
    );
  }
  // The device the player registers on: a friend on a device of the referrer earns no reward.
  const token = request.headers[FINGERPRINT_HEADER];
  if (typeof token === 'string' && token !== '') {
    await db.query(
      `insert into player_devices (player_id, visitor_id, seen_at)
       select $1, visitor_id, now() from fingerprints where token_hash = $2
       on conflict (player_id, visitor_id) do nothing`,
      [playerId, hashSecret(token)],
    );
  }
  return referral;
}
