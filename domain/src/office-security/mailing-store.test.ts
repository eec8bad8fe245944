import type { HttpFailure } from '../http/http-failure';
import { userConfigFixture } from '../testing/user-config-fixture';
import type { AnalyticsBusEvent } from '../analytics/analytics-events-of';
import { MAILING_FLAGS_OFF } from './mailing-flags';
import { MailingStore, mailingFailureKey } from './mailing-store';

const httpFailure = (errorCode: string): Error & HttpFailure =>
  Object.assign(new Error(errorCode), {
    status: 'http-error' as const,
    code: 400,
    errorCode,
    messageKey: 'http_error_bad_request',
  });

const withEmail = userConfigFixture({ user_email: 'player@example.com' });

let published: AnalyticsBusEvent[] = [];
const bus = { next: (event: AnalyticsBusEvent) => published.push(event) };
beforeEach(() => {
  published = [];
});

describe('the mailing store', () => {
  it('saves one flag and takes every flag the server answers', async () => {
    const saveMailing = jest.fn(() =>
      Promise.resolve({ ...MAILING_FLAGS_OFF, enable_mail_news: true }),
    );
    const store = new MailingStore({ saveMailing }, MAILING_FLAGS_OFF, bus);
    expect(await store.set('enable_mail_news', true)).toBe(true);
    expect(saveMailing).toHaveBeenCalledWith({ enable_mail_news: true });
    expect(store.flags.enable_mail_news).toBe(true);
    expect(store.saved).toBe('enable_mail_news');
    expect(store.pending).toBeNull();
  });

  it('tells analytics of a saved flag and its new state, and of no refused one', async () => {
    const saveMailing = jest.fn(() => Promise.resolve(MAILING_FLAGS_OFF));
    const store = new MailingStore({ saveMailing }, MAILING_FLAGS_OFF, bus);
    await store.set('enable_mail_bets', false);
    expect(published).toEqual([
      { type: 'analytics', name: 'mailing_saved', label: 'enable_mail_bets:off' },
    ]);
    saveMailing.mockRejectedValueOnce(httpFailure('MAILING_NEEDS_EMAIL'));
    await store.set('enable_mail_news', true);
    expect(published).toHaveLength(1);
  });

  it('keeps the flags and says why when the server refuses', async () => {
    const store = new MailingStore(
      { saveMailing: () => Promise.reject(httpFailure('MAILING_NEEDS_CONFIRMED_PHONE')) },
      MAILING_FLAGS_OFF,
      bus,
    );
    expect(await store.set('enable_sms_news', true)).toBe(false);
    expect(store.flags).toEqual(MAILING_FLAGS_OFF);
    expect(store.failure).toEqual({
      flag: 'enable_sms_news',
      messageKey: 'mailing_needs_confirmed_phone',
    });
  });

  it('runs one change at a time', async () => {
    let answer: (flags: typeof MAILING_FLAGS_OFF) => void = () => undefined;
    const saveMailing = jest.fn(
      () => new Promise<typeof MAILING_FLAGS_OFF>((resolve) => (answer = resolve)),
    );
    const store = new MailingStore({ saveMailing }, MAILING_FLAGS_OFF, bus);
    const first = store.set('enable_mail_news', true);
    expect(await store.set('enable_mail_bets', true)).toBe(false);
    answer({ ...MAILING_FLAGS_OFF, enable_mail_news: true });
    expect(await first).toBe(true);
    expect(saveMailing).toHaveBeenCalledTimes(1);
  });

  it('blocks turning on what the player cannot be reached by, never turning off', () => {
    const store = new MailingStore(
      { saveMailing: () => Promise.reject(new Error('not expected')) },
      { ...MAILING_FLAGS_OFF, enable_sms_news: true },
      bus,
    );
    expect(store.blockedReason('enable_mail_news', userConfigFixture())).toBe(
      'mailing_needs_email',
    );
    expect(store.blockedReason('enable_mail_news', withEmail)).toBeNull();
    expect(store.blockedReason('enable_sms_news', userConfigFixture())).toBeNull();
  });

  it('says a phone needs its SMS confirmation before the SMS news', () => {
    const store = new MailingStore(
      { saveMailing: () => Promise.reject(new Error('not expected')) },
      MAILING_FLAGS_OFF,
      bus,
    );
    const unconfirmed = userConfigFixture({ phone_number: '79001234567' });
    expect(store.blockedReason('enable_sms_news', unconfirmed)).toBe(
      'mailing_needs_confirmed_phone',
    );
    const bound = userConfigFixture({
      phone_number: '79001234567',
      protection_methods: { ...unconfirmed.protection_methods, enable_phone_binding: true },
    });
    expect(store.blockedReason('enable_sms_news', bound)).toBeNull();
  });

  it('names a failure that is not a refusal with the HTTP catalogue or the unknown sentence', () => {
    expect(mailingFailureKey(httpFailure('BAD_REQUEST'))).toBe('http_error_bad_request');
    expect(mailingFailureKey(new Error('boom'))).toBe('mailing_error_unknown');
  });
});
