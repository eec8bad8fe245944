import { CAPTCHA_LOCKOUT, captchaRequired } from '@betshell/domain/auth';
import type { Queryable } from '../db/database';
import type { Clock } from './clock';

/**
 * Attempts at a player's secret (a password, a login code, the second factor), counted per
 * account and per address in login_attempt_counters (decisions.md: 5 for an account or 20 from an
 * address in 15 minutes, then a captcha). An attempt is reserved before the secret is compared,
 * in one statement that counts it only while the count is under the limit, so a burst of parallel
 * guesses (on one instance or several sharing the database) gets at most the limit's comparisons.
 * A failed attempt keeps its count; a successful one gives it back.
 */
export interface LoginAttempts {
  /** Reserves an attempt for the account and the address, both or neither; false at the limit. */
  reserve(accountKey: string, address: string): Promise<boolean>;
  /** Counts an attempt past the limit, which a solved captcha allows. */
  count(accountKey: string, address: string): Promise<void>;
  /** Gives a reserved attempt back: it never compared a secret (a refused or incomplete call). */
  release(accountKey: string, address: string): Promise<void>;
  /** The secret was right: the account's failures are forgotten, the address's attempt given back. */
  succeeded(accountKey: string, address: string): Promise<void>;
  /** Whether the next attempt needs a solved captcha. */
  needsCaptcha(accountKey: string, address: string): Promise<boolean>;
}

const accountCounter = (accountKey: string) => `account:${accountKey}`;
const addressCounter = (address: string) => `address:${address}`;

export function createLoginAttempts(db: Queryable, clock: Clock): LoginAttempts {
  /** One more attempt on `key`, unless `limit` is given and reached; whether it was counted. */
  async function add(key: string, limit: number | null): Promise<boolean> {
    const now = clock();
    const rows = await db.query(
      `insert into login_attempt_counters (key, attempts, window_ends_at) values ($1, 1, $2)
       on conflict (key) do update set
         attempts = case when login_attempt_counters.window_ends_at <= $3 then 1
                         else login_attempt_counters.attempts + 1 end,
         window_ends_at = case when login_attempt_counters.window_ends_at <= $3
                               then excluded.window_ends_at
                               else login_attempt_counters.window_ends_at end
       where $4::integer is null or login_attempt_counters.window_ends_at <= $3
          or login_attempt_counters.attempts < $4::integer
       returning attempts`,
      [key, new Date(now.getTime() + CAPTCHA_LOCKOUT.windowMs), now, limit],
    );
    return rows.length > 0;
  }
  async function giveBack(key: string): Promise<void> {
    await db.query(
      `update login_attempt_counters set attempts = attempts - 1
        where key = $1 and attempts > 0 and window_ends_at > $2`,
      [key, clock()],
    );
  }
  async function current(key: string): Promise<number> {
    const [row] = await db.query<{ attempts: number }>(
      'select attempts from login_attempt_counters where key = $1 and window_ends_at > $2',
      [key, clock()],
    );
    return Number(row?.attempts ?? 0);
  }

  return {
    async reserve(accountKey, address) {
      if (!(await add(accountCounter(accountKey), CAPTCHA_LOCKOUT.failuresPerAccount))) {
        return false;
      }
      if (await add(addressCounter(address), CAPTCHA_LOCKOUT.failuresPerAddress)) return true;
      await giveBack(accountCounter(accountKey));
      return false;
    },
    async count(accountKey, address) {
      await add(accountCounter(accountKey), null);
      await add(addressCounter(address), null);
    },
    async release(accountKey, address) {
      await giveBack(accountCounter(accountKey));
      await giveBack(addressCounter(address));
    },
    async succeeded(accountKey, address) {
      await db.query('delete from login_attempt_counters where key = $1', [
        accountCounter(accountKey),
      ]);
      await giveBack(addressCounter(address));
    },
    async needsCaptcha(accountKey, address) {
      return captchaRequired({
        account: await current(accountCounter(accountKey)),
        address: await current(addressCounter(address)),
      });
    },
  };
}
