import { MAILING_FLAG_NAMES, mailingChangeRefusal, mailingRefusal } from './mailing-flags';

const nothing = { hasEmail: false, hasConfirmedPhone: false };
const everything = { hasEmail: true, hasConfirmedPhone: true };

describe('mailing flags', () => {
  it('are the four flags of the spec', () => {
    expect(MAILING_FLAG_NAMES).toEqual([
      'enable_mail_news',
      'enable_mail_deposit',
      'enable_mail_bets',
      'enable_sms_news',
    ]);
  });

  it('let the e-mail letters on only for a player with an e-mail', () => {
    for (const flag of ['enable_mail_news', 'enable_mail_deposit', 'enable_mail_bets'] as const) {
      expect(mailingRefusal(flag, nothing)).toBe('MAILING_NEEDS_EMAIL');
      expect(mailingRefusal(flag, { hasEmail: false, hasConfirmedPhone: true })).toBe(
        'MAILING_NEEDS_EMAIL',
      );
      expect(mailingRefusal(flag, { hasEmail: true, hasConfirmedPhone: false })).toBeNull();
    }
  });

  it('let the SMS news on only for a player with a confirmed phone', () => {
    expect(mailingRefusal('enable_sms_news', { hasEmail: true, hasConfirmedPhone: false })).toBe(
      'MAILING_NEEDS_CONFIRMED_PHONE',
    );
    expect(mailingRefusal('enable_sms_news', everything)).toBeNull();
  });

  it('never refuse turning a flag off', () => {
    expect(
      mailingChangeRefusal(
        { enable_mail_news: false, enable_mail_deposit: false, enable_sms_news: false },
        nothing,
      ),
    ).toBeNull();
  });

  it('refuse a change that turns on a flag the player cannot have', () => {
    expect(
      mailingChangeRefusal(
        { enable_mail_bets: true, enable_sms_news: true },
        {
          hasEmail: true,
          hasConfirmedPhone: false,
        },
      ),
    ).toBe('MAILING_NEEDS_CONFIRMED_PHONE');
    expect(
      mailingChangeRefusal({ enable_mail_bets: true, enable_sms_news: true }, everything),
    ).toBeNull();
  });
});
