import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { useMigratedTestDatabase } from '../test-support/create-test-database';
import { seedSiteConfig } from './seed-site-config';
import { setSiteConfigValue } from './set-site-config-value';
import { createSiteConfigRepository, SITE_CONFIG_CACHE_TTL_MS } from './site-config-repository';

describe('the kept site configuration', () => {
  const db = useMigratedTestDatabase();
  let time: number;

  beforeEach(async () => {
    time = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => time);
    await db.query('delete from site_config');
    await seedSiteConfig(db);
  });
  afterEach(() => jest.restoreAllMocks());

  const siteName = async () => {
    const reading = await createSiteConfigRepository(db).read();
    return reading.status === 'complete' ? reading.config.siteName : reading;
  };

  it("shows this server's own write at once, to every repository over the database", async () => {
    expect(await siteName()).toBe(DEFAULT_SITE_CONFIG.siteName);

    await setSiteConfigValue(db, 'siteName', 'Betshell Live');

    expect(await siteName()).toBe('Betshell Live');
  });

  it('shows a change made outside this server (psql, another instance) once the TTL has passed', async () => {
    expect(await siteName()).toBe(DEFAULT_SITE_CONFIG.siteName);
    await db.query(`update site_config set value = '"Edited by hand"' where key = 'siteName'`);

    time += SITE_CONFIG_CACHE_TTL_MS - 1;
    const beforeTtl = await siteName();
    time += 1;
    const atTtl = await siteName();

    expect(beforeTtl).toBe(DEFAULT_SITE_CONFIG.siteName);
    expect(atTtl).toBe('Edited by hand');
  });

  it('answers one valid key even while another key makes the whole configuration unusable', async () => {
    await db.query(`update site_config set value = '42' where key = 'siteName'`);
    time += SITE_CONFIG_CACHE_TTL_MS;
    const repository = createSiteConfigRepository(db);

    expect((await repository.read()).status).toBe('unusable');
    expect(await repository.currentValue('inactivityLogoffMinutes')).toBe(
      DEFAULT_SITE_CONFIG.inactivityLogoffMinutes,
    );
    expect(await repository.currentValue('siteName')).toBeUndefined();
  });
});
