import type { Database } from '../db/database';
import { forgetLineEvents } from '../line/line-repository';
import { forgetSessions } from '../session/session-repository';
import { forgetSiteConfig } from '../site-config/site-config-repository';

/**
 * The test app's database as the tests hold it: each statement a test runs directly stands for a
 * change made outside the server (psql, another instance), which the server sees once its kept
 * readings are older than their TTL (SITE_CONFIG_CACHE_TTL_MS, SESSION_CACHE_TTL_MS,
 * LINE_EVENTS_CACHE_TTL_MS). Tests do not
 * wait for that: after each direct statement the app's kept readings of `database` are dropped, as
 * if the TTL had passed. The app itself runs on `database` unwrapped, so its own caching is what
 * the tests exercise. cached-reading.test.ts checks the TTL itself.
 */
export function outOfBandWriter(database: Database): Database {
  const forget = () => {
    forgetSiteConfig(database);
    forgetSessions(database);
    forgetLineEvents(database);
  };
  const afterwards = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      forget();
    }
  };
  return {
    kind: database.kind,
    query: (sql, params, options) => afterwards(database.query(sql, params, options)),
    exec: (sql) => afterwards(database.exec(sql)),
    notify: (channel, payloads) => database.notify(channel, payloads),
    transaction: (work) => afterwards(database.transaction(work)),
    withAdvisoryLock: (name, work) => afterwards(database.withAdvisoryLock(name, work)),
    listen: (channel, heard) => database.listen(channel, heard),
    close: () => database.close(),
  };
}
