import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { playerReferralOf, type PlayerReferral } from '@betshell/domain/server';
import type { FastifyRequest } from 'fastify';
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
  return referral;
}
