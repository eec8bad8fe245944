import type { Queryable } from '../db/database';
import { readTermsPublishedAt } from '../user-config/terms-publication';

/** The version of the terms the site started with, before any publication of new terms. */
export const INITIAL_TERMS_VERSION = 'initial';

/** What a player accepted to register (migration 0195). */
export interface RegistrationAcceptance {
  readonly playerId: number;
  readonly acceptedAt: Date;
  /** The terms in force then (termsVersionInForce). */
  readonly termsVersion: string;
  /** The age the player confirmed being at least. */
  readonly ageLimit: number;
}

/**
 * The version of the terms in force: the site versions its terms by publishing them
 * (terms_publications, the `terms changed` operator command), so the version is the time of that
 * publication, or INITIAL_TERMS_VERSION when none was ever made.
 */
export async function termsVersionInForce(db: Queryable): Promise<string> {
  const publishedAt = await readTermsPublishedAt(db);
  return publishedAt === null ? INITIAL_TERMS_VERSION : publishedAt.toISOString();
}

/** Records the acceptance; run it in the transaction that adds the player. */
export async function recordRegistrationAcceptance(
  db: Queryable,
  acceptance: RegistrationAcceptance,
): Promise<void> {
  await db.query(
    `insert into registration_acceptances (player_id, accepted_at, terms_version, age_limit)
     values ($1, $2, $3, $4)`,
    [acceptance.playerId, acceptance.acceptedAt, acceptance.termsVersion, acceptance.ageLimit],
  );
}

/** The acceptance a player registered with, or null for players registered before it was kept. */
export async function readRegistrationAcceptance(
  db: Queryable,
  playerId: number,
): Promise<RegistrationAcceptance | null> {
  const [row] = await db.query<{
    accepted_at: Date | string;
    terms_version: string;
    age_limit: number;
  }>(
    'select accepted_at, terms_version, age_limit from registration_acceptances where player_id = $1',
    [playerId],
  );
  return row === undefined
    ? null
    : {
        playerId,
        acceptedAt: new Date(row.accepted_at),
        termsVersion: row.terms_version,
        ageLimit: Number(row.age_limit),
      };
}
