/**
 * The player's mailing flags (spec/limits-coupon-signin.md section 3, "Mailing flags"), with the
 * spec's names. All are off for a new player: a player opts in (the spec is silent; a mailing
 * nobody asked for is spam).
 */
export const MAILING_FLAG_NAMES = [
  'enable_mail_news',
  'enable_mail_deposit',
  'enable_mail_bets',
  'enable_sms_news',
] as const;

export type MailingFlagName = (typeof MAILING_FLAG_NAMES)[number];

export type MailingFlags = Readonly<Record<MailingFlagName, boolean>>;

export const MAILING_FLAGS_OFF: MailingFlags = {
  enable_mail_news: false,
  enable_mail_deposit: false,
  enable_mail_bets: false,
  enable_sms_news: false,
};

/** What the player is reached by: an e-mail at all, and a phone confirmed by an SMS code. */
export interface MailingContacts {
  readonly hasEmail: boolean;
  readonly hasConfirmedPhone: boolean;
}

/** Why a flag cannot be turned on; the same codes are the server's 400 error codes. */
export type MailingRefusal = 'MAILING_NEEDS_EMAIL' | 'MAILING_NEEDS_CONFIRMED_PHONE';

/**
 * Whether the player may turn the flag on: the SMS news need a confirmed phone (an unconfirmed
 * number may be someone else's), the e-mail letters need an e-mail (decided here: an unconfirmed
 * address is enough, as it is for the password-reset letter). Turning a flag off is never refused:
 * a player must always be able to stop a mailing.
 */
export function mailingRefusal(
  flag: MailingFlagName,
  contacts: MailingContacts,
): MailingRefusal | null {
  if (flag === 'enable_sms_news') {
    return contacts.hasConfirmedPhone ? null : 'MAILING_NEEDS_CONFIRMED_PHONE';
  }
  return contacts.hasEmail ? null : 'MAILING_NEEDS_EMAIL';
}

/** The first refusal among the flags a change turns on, or null when the change may be made. */
export function mailingChangeRefusal(
  change: Partial<MailingFlags>,
  contacts: MailingContacts,
): MailingRefusal | null {
  for (const flag of MAILING_FLAG_NAMES) {
    if (change[flag] !== true) continue;
    const refusal = mailingRefusal(flag, contacts);
    if (refusal !== null) return refusal;
  }
  return null;
}

/**
 * What a letter's one-click stop-newsletter link turns off (spec/shell.md section 2.8,
 * stopnewsletter): every mailing of letters, the e-mail flags; the SMS news are no letter, and the
 * player turns them off in the settings.
 */
export const STOP_NEWSLETTER_FLAGS: readonly MailingFlagName[] = MAILING_FLAG_NAMES.filter((name) =>
  name.startsWith('enable_mail_'),
);
