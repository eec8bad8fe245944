import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { useMigratedTestDatabase } from '../test-support/create-test-database';
import { seedSiteConfig } from './seed-site-config';

describe("adding the release's default site config", () => {
  const db = useMigratedTestDatabase();

  beforeEach(() => db.query('delete from site_config'));

  const valueOf = async (key: string) =>
    (await db.query<{ value: unknown }>('select value from site_config where key = $1', [key]))[0]
      ?.value;

  it('writes every key of the defaults into an empty table, as JSON of the right type', async () => {
    const added = await seedSiteConfig(db);

    expect(added).toBe(Object.keys(DEFAULT_SITE_CONFIG).length);
    expect(await valueOf('languages')).toEqual(['ru', 'en', 'ua', 'kz', 'az', 'uz']);
    expect(await valueOf('ageLimit')).toBe(18);
    expect(await valueOf('routeFeatureFlags')).toEqual(DEFAULT_SITE_CONFIG.routeFeatureFlags);
  });

  it("keeps an operator's edit and adds only the keys that are missing", async () => {
    await seedSiteConfig(db);
    await db.query(`update site_config set value = '"Betshell Live"' where key = 'siteName'`);
    await db.query(`delete from site_config where key = 'isPwa'`);

    const added = await seedSiteConfig(db);

    expect(added).toBe(1);
    expect(await valueOf('siteName')).toBe('Betshell Live');
    expect(await valueOf('isPwa')).toBe(false);
  });
});
