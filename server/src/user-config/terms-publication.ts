import type { Queryable } from '../db/database';

/** When the terms in force were published, or null when none were ever marked changed. */
export async function readTermsPublishedAt(db: Queryable): Promise<Date | null> {
  const [row] = await db.query<{ published_at: Date | string }>(
    'select published_at from terms_publications',
  );
  return row === undefined ? null : new Date(row.published_at);
}

/**
 * For a request that needs confirmed terms (authenticate-plugin.ts requireConfirmedTerms): when the
 * player confirmed the terms, and when the terms in force were published, in one statement; null
 * when the player does not exist.
 */
export async function readTermsConfirmation(
  db: Queryable,
  playerId: number,
): Promise<{ readonly confirmedAt: Date | null; readonly publishedAt: Date | null } | null> {
  const [row] = await db.query<{
    terms_confirmed_at: Date | string | null;
    published_at: Date | string | null;
  }>(
    `select p.terms_confirmed_at, (select published_at from terms_publications) as published_at
       from players p where p.id = $1`,
    [playerId],
    { name: 'terms-confirmation' },
  );
  if (row === undefined) return null;
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return { confirmedAt: at(row.terms_confirmed_at), publishedAt: at(row.published_at) };
}

/** Publishes new terms now: every player who confirmed before must confirm again. */
export async function publishTerms(db: Queryable, at: Date): Promise<void> {
  await db.query(
    `insert into terms_publications (id, published_at) values (true, $1)
     on conflict (id) do update set published_at = excluded.published_at`,
    [at],
  );
}
