import type { Queryable } from '../db/database';

/** When the terms in force were published, or null when none were ever marked changed. */
export async function readTermsPublishedAt(db: Queryable): Promise<Date | null> {
  const [row] = await db.query<{ published_at: Date | string }>(
    'select published_at from terms_publications',
  );
  return row === undefined ? null : new Date(row.published_at);
}

/** Publishes new terms now: every player who confirmed before must confirm again. */
export async function publishTerms(db: Queryable, at: Date): Promise<void> {
  await db.query(
    `insert into terms_publications (id, published_at) values (true, $1)
     on conflict (id) do update set published_at = excluded.published_at`,
    [at],
  );
}
