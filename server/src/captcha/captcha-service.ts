import {
  CAPTCHA_LIFETIME_MS,
  CAPTCHA_LOCKOUT,
  CAPTCHA_MAX_ATTEMPTS,
  captchaRequired,
} from '@betshell/domain/auth';
import { create as drawSvgCaptcha } from 'svg-captcha';
import type { Queryable } from '../db/database';
import type { Clock } from '../auth/clock';
import { hashSecret, randomToken } from '../auth/hash-secret';

export interface DrawnCaptcha {
  readonly captchaId: string;
  /** An SVG image as a data URL, for an <img>. */
  readonly image: string;
  readonly expiresAt: Date;
}

/** What an answer to a captcha came to; `time` is the seconds the captcha has left. */
export type CaptchaCheck =
  | { readonly status: 'solved' }
  | { readonly status: 'wrong'; readonly time: number }
  | { readonly status: 'expired' };

export interface CaptchaService {
  draw(): Promise<DrawnCaptcha>;
  /** Seconds the captcha has left, 0 when it is unknown, spent or expired. */
  timeLeft(captchaId: string): Promise<number>;
  /**
   * Checks an answer. With `consume` (the x-captcha header of a retried call) the captcha is
   * spent whatever the answer; without (POST captcha/validate) a right answer leaves it usable
   * for the retried call and wrong answers count until CAPTCHA_MAX_ATTEMPTS.
   */
  check(captchaId: string, answer: string, options: { consume: boolean }): Promise<CaptchaCheck>;
  /** Failed logins for an account and from an address inside the lockout window. */
  failures(
    accountKey: string | null,
    address: string,
  ): Promise<{ account: number; address: number }>;
  needsCaptcha(accountKey: string | null, address: string): Promise<boolean>;
  recordFailure(accountKey: string | null, address: string): Promise<void>;
  /** A successful login clears the account's failures (the address keeps its count). */
  clearFailures(accountKey: string): Promise<void>;
}

interface CaptchaRow {
  id: string;
  answer_hash: string;
  expires_at: Date | string;
  attempts: number;
  used_at: Date | string | null;
  solved: boolean;
}

/** Answers are compared in lower case: the image's letters are hard enough to read as it is. */
const answerHash = (answer: string) => hashSecret(answer.trim().toLowerCase());

/**
 * decisions.md: "the captcha is an image the server generates" (svg-captcha draws it) after 5
 * failed logins for an account or 20 from an address in 15 minutes.
 */
export function createCaptchaService(db: Queryable, clock: Clock): CaptchaService {
  const windowStart = () => new Date(clock().getTime() - CAPTCHA_LOCKOUT.windowMs);
  const failures = async (accountKey: string | null, address: string) => {
    const [row] = await db.query<{ account: number; address: number }>(
      `select count(*) filter (where account_key = $1) as account,
              count(*) filter (where address = $2) as address
         from login_failures where failed_at > $3 and (account_key = $1 or address = $2)`,
      [accountKey ?? '', address, windowStart()],
    );
    return { account: Number(row?.account ?? 0), address: Number(row?.address ?? 0) };
  };
  const secondsLeft = (row: CaptchaRow) =>
    Math.max(0, Math.ceil((new Date(row.expires_at).getTime() - clock().getTime()) / 1000));

  return {
    async draw() {
      const { text, data } = drawSvgCaptcha({ size: 5, noise: 3, ignoreChars: '0o1il' });
      const captchaId = randomToken();
      const now = clock();
      const expiresAt = new Date(now.getTime() + CAPTCHA_LIFETIME_MS);
      await db.query(
        'insert into captchas (id, answer_hash, created_at, expires_at) values ($1, $2, $3, $4)',
        [captchaId, answerHash(text), now, expiresAt],
      );
      const image = `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`;
      return { captchaId, image, expiresAt };
    },

    async timeLeft(captchaId) {
      const [row] = await db.query<CaptchaRow>('select * from captchas where id = $1', [captchaId]);
      return row === undefined || row.used_at !== null ? 0 : secondsLeft(row);
    },

    async check(captchaId, answer, { consume }) {
      const [row] = await db.query<CaptchaRow>('select * from captchas where id = $1', [captchaId]);
      if (row === undefined || row.used_at !== null || secondsLeft(row) === 0) {
        return { status: 'expired' };
      }
      const right = row.answer_hash === answerHash(answer);
      if (consume) {
        // Spent by this call whatever the answer, and only once if two calls race for it.
        const spent = await db.query(
          'update captchas set used_at = $2 where id = $1 and used_at is null returning id',
          [captchaId, clock()],
        );
        if (spent.length === 0) return { status: 'expired' };
        return right ? { status: 'solved' } : { status: 'wrong', time: 0 };
      }
      if (right) return { status: 'solved' };
      const [counted] = await db.query<{ attempts: number }>(
        `update captchas set attempts = attempts + 1,
           used_at = case when attempts + 1 >= $2 then $3 else used_at end
         where id = $1 returning attempts`,
        [captchaId, CAPTCHA_MAX_ATTEMPTS, clock()],
      );
      return (counted?.attempts ?? CAPTCHA_MAX_ATTEMPTS) >= CAPTCHA_MAX_ATTEMPTS
        ? { status: 'expired' }
        : { status: 'wrong', time: secondsLeft(row) };
    },

    failures,
    needsCaptcha: async (accountKey, address) =>
      captchaRequired(await failures(accountKey, address)),
    async recordFailure(accountKey, address) {
      await db.query(
        'insert into login_failures (account_key, address, failed_at) values ($1, $2, $3)',
        [accountKey ?? '', address, clock()],
      );
    },
    async clearFailures(accountKey) {
      await db.query('delete from login_failures where account_key = $1', [accountKey]);
    },
  };
}
