import { CAPTCHA_LIFETIME_MS, CAPTCHA_MAX_ATTEMPTS } from '@betshell/domain/auth';
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
      // The answer is counted before it is compared, and only while the captcha has tries left:
      // parallel guesses get CAPTCHA_MAX_ATTEMPTS comparisons, never more.
      const [counted] = await db.query<{ attempts: number }>(
        `update captchas set attempts = attempts + 1
          where id = $1 and used_at is null and attempts < $2 and expires_at > $3
          returning attempts`,
        [captchaId, CAPTCHA_MAX_ATTEMPTS, clock()],
      );
      if (counted === undefined) return { status: 'expired' };
      if (right) return { status: 'solved' };
      if (counted.attempts < CAPTCHA_MAX_ATTEMPTS)
        return { status: 'wrong', time: secondsLeft(row) };
      await db.query('update captchas set used_at = $2 where id = $1 and used_at is null', [
        captchaId,
        clock(),
      ]);
      return { status: 'expired' };
    },
  };
}
