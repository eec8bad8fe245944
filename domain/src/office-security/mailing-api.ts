import type { MailingFlags } from './mailing-flags';

/**
 * The mailing call (docs/sign-in.md): PUT /web-api/user/mailing with the flags to change
 * answers every flag as stored. The office security parcel answers it over HTTP.
 */
export interface MailingApi {
  saveMailing(change: Partial<MailingFlags>): Promise<MailingFlags>;
}
