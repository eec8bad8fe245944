import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from './test-support/create-test-database';
import { prepareDatabase } from './prepare-database';

describe('prepareDatabase', () => {
  it(
    'gives an empty database the migrations, the release content and the demo line, and a second start adds nothing',
    async () => {
      const testDatabase = await createTestDatabase();
      const { database } = testDatabase;
      try {
        const now = new Date('2026-11-27T12:00:00Z');
        const first = await prepareDatabase(database, { now });
        const second = await prepareDatabase(database, { now });

        expect(first.migrations).toContain('0001_site_config');
        expect(first.configKeys).toBeGreaterThan(0);
        expect(first.texts).toBeGreaterThan(0);
        expect(first.pages).toBeGreaterThan(0);
        expect(first.demoLineEvents).toBeGreaterThan(0);
        expect(second).toEqual({
          migrations: [],
          configKeys: 0,
          texts: 0,
          pages: 0,
          demoLineEvents: 0,
        });
      } finally {
        await testDatabase.dispose();
      }
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});
