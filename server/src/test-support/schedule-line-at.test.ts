import { seedDemoLine } from '../line/demo-line';
import type { Database } from '../db/database';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from './create-test-database';
import { scheduleLineAt } from './test-database-snapshots';

jest.setTimeout(DATABASE_SETUP_TIMEOUT_MS);

/** What a test sees of the line's games and markets, in a fixed order. */
async function lineOf(database: Database) {
  const events = await database.query(
    `select id, sport_id, champ_id, home_en, away_en, starts_at, state, home_team_id, top_rank
       from line_events order by id`,
  );
  const [markets] = await database.query<{ rows: number; digest: string }>(
    `select count(*)::int as rows,
            md5(string_agg(concat_ws(',', id, event_id, kind, outcome, param_tenths, coef_milli,
                                     player::text), ';' order by id)) as digest
       from line_markets`,
  );
  return { events, markets };
}

describe('a test database with the demo line', () => {
  it('holds, once scheduled at a moment, the very line seeded at that moment', async () => {
    const now = new Date('2026-11-28T09:41:07.123Z');
    const snapshot = await createTestDatabase({ content: 'line' });
    const seeded = await createTestDatabase({ content: 'prepared' });
    try {
      await scheduleLineAt(snapshot.database, now);
      await seedDemoLine(seeded.database, now);

      const expected = await lineOf(seeded.database);
      expect(expected.events.length).toBeGreaterThan(20);
      expect(expected.markets?.rows).toBeGreaterThan(1000);
      expect(await lineOf(snapshot.database)).toEqual(expected);
    } finally {
      await Promise.all([snapshot.dispose(), seeded.dispose()]);
    }
  });
});
