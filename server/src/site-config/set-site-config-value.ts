import type { Database } from '../db/database';
import {
  createSiteConfigRepository,
  forgetSiteConfig,
  type PreviousValue,
} from './site-config-repository';
import type { SiteConfigKey } from './site-config-keys';

/**
 * Stores one key of the site configuration (the caller has checked the value) and answers the
 * value it replaced. The row is read locked and written in one transaction, so what is reported as
 * replaced is what was replaced, even when two operators set the key at once.
 */
export async function setSiteConfigValue(
  db: Database,
  key: SiteConfigKey,
  value: unknown,
): Promise<PreviousValue> {
  try {
    return await db.transaction(async (tx) => {
      const repository = createSiteConfigRepository(tx);
      const previous = await repository.readValue(key, { lock: true });
      await repository.write(key, value);
      return previous;
    });
  } finally {
    // Committed (or rolled back): the next request reads the table again.
    forgetSiteConfig(db);
  }
}
