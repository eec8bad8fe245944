import type { CookieAgreement } from '@betshell/domain';
import type { Queryable } from '../db/database';

export interface RecordedCookieAgreement extends CookieAgreement {
  /** ISO 8601 instants: by the browser's clock, and by the server's. */
  readonly agreedAt: string;
  readonly recordedAt: string;
}

export interface CookieAgreementRepository {
  record(agreement: CookieAgreement, agreedAtMs: number): Promise<RecordedCookieAgreement>;
}

interface CookieAgreementRow {
  functional: boolean;
  marketing: boolean;
  agreed_at: Date | string;
  recorded_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function createCookieAgreementRepository(db: Queryable): CookieAgreementRepository {
  return {
    async record(agreement, agreedAtMs) {
      const [row] = await db.query<CookieAgreementRow>(
        `insert into cookie_agreements (functional, marketing, agreed_at)
           values ($1, $2, to_timestamp($3::double precision / 1000))
         returning functional, marketing, agreed_at, recorded_at`,
        [agreement.functional, agreement.marketing, agreedAtMs],
      );
      if (row === undefined) throw new Error('the cookie agreement was not recorded');
      return {
        functional: row.functional,
        marketing: row.marketing,
        agreedAt: iso(row.agreed_at),
        recordedAt: iso(row.recorded_at),
      };
    },
  };
}
