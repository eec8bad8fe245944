import {
  manualClock,
  memoryStorage,
  navigationEventFixture,
  settledRouteFixture,
  type ManualClock,
} from '../testing';
import { AnalyticsDispatcher } from './analytics-dispatcher';
import type { AnalyticsEvent } from './analytics-events';
import { AnalyticsStorageCounters } from './analytics-storage-counters';
import type { AnalyticsConsent } from './analytics-timing';

const home = navigationEventFixture('/ru/', 'ru');
const registration = navigationEventFixture('/ru/registration', 'ru', {
  page: settledRouteFixture({ name: 'registration', area: 'account' }),
});

function setUp(consent: AnalyticsConsent = { inMaintenance: false, marketingAgreed: true }) {
  const clock: ManualClock = manualClock();
  const storage = memoryStorage(clock);
  const sent: AnalyticsEvent[][] = [];
  const starts: number[] = [];
  let current = consent;
  const dispatcher = new AnalyticsDispatcher({
    clock,
    consent: () => current,
    storage: new AnalyticsStorageCounters(storage, () => clock.now()),
    sink: { start: () => starts.push(clock.now()), send: (events) => sent.push([...events]) },
    startedAt: clock.now(),
  });
  const setConsent = (next: AnalyticsConsent) => {
    current = next;
  };
  return { clock, storage, sent, starts, dispatcher, setConsent };
}

describe('the analytics module', () => {
  it('sends nothing and loads no script before 10 000 ms, then everything queued at once', () => {
    const { clock, sent, starts, dispatcher } = setUp();
    dispatcher.handle(home);
    clock.advance(9_999);
    expect(starts).toEqual([]);
    expect(sent).toEqual([]);

    clock.advance(1);
    expect(starts).toHaveLength(1);
    expect(sent).toEqual([[expect.objectContaining({ name: 'main_page_view', path: '/ru/' })]]);
  });

  it('after the delay sends each event as it happens', () => {
    const { clock, sent, dispatcher } = setUp();
    dispatcher.handle(home);
    clock.advance(10_000);
    dispatcher.handle({ type: 'sign-in', change: 'open-login' });
    expect(sent[1]).toEqual([expect.objectContaining({ name: 'login_popup_open' })]);
  });

  it('starts at once on a registration page', () => {
    const { sent, starts, dispatcher } = setUp();
    dispatcher.handle(registration);
    expect(starts).toHaveLength(1);
    expect(sent[0]).toEqual([expect.objectContaining({ name: 'registration_page_view' })]);
  });

  it('starts at once when the visitor reaches a registration page before the delay is over', () => {
    const { clock, sent, starts, dispatcher } = setUp();
    dispatcher.handle(home);
    clock.advance(3_000);
    dispatcher.handle(registration);
    expect(starts).toHaveLength(1);
    expect(sent[0]?.map((event) => event.name)).toEqual([
      'main_page_view',
      'registration_page_view',
    ]);
    clock.advance(10_000);
    expect(starts).toHaveLength(1);
  });

  it('without the marketing agreement sends, loads and stores nothing, even after the delay', () => {
    const { clock, sent, starts, storage, dispatcher } = setUp({
      inMaintenance: false,
      marketingAgreed: false,
    });
    dispatcher.handle(registration);
    dispatcher.handle({ type: 'sign-in', change: 'open-login' });
    clock.advance(20_000);
    expect(starts).toEqual([]);
    expect(sent).toEqual([]);
    expect(storage.entries.size).toBe(0);
  });

  it('is skipped in maintenance', () => {
    const { clock, sent, starts, dispatcher } = setUp({
      inMaintenance: true,
      marketingAgreed: true,
    });
    dispatcher.handle(home);
    clock.advance(20_000);
    expect(starts).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('drops what was queued when the agreement is withdrawn before the delay is over', () => {
    const { clock, sent, starts, dispatcher, setConsent } = setUp();
    dispatcher.handle(home);
    setConsent({ inMaintenance: false, marketingAgreed: false });
    clock.advance(10_000);
    expect(starts).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('starts with the next event once the agreement is given after the delay', () => {
    const { clock, sent, starts, dispatcher, setConsent } = setUp({
      inMaintenance: false,
      marketingAgreed: false,
    });
    dispatcher.handle(home);
    clock.advance(12_000);
    setConsent({ inMaintenance: false, marketingAgreed: true });
    dispatcher.handle(home);
    expect(starts).toHaveLength(1);
    expect(sent).toEqual([[expect.objectContaining({ name: 'main_page_view' })]]);
  });

  it('counts login popup calls and registration tries in local storage', () => {
    const { storage, dispatcher } = setUp();
    dispatcher.handle({ type: 'sign-in', change: 'open-login' });
    dispatcher.handle({ type: 'sign-in', change: 'open-login' });
    dispatcher.handle(registration);
    expect(storage.get('authTryCounter')).toBe('2');
    expect(storage.get('regTryCounter')).toBe('1');
  });

  it('counts an announced registration once: the session it starts is no login', () => {
    const { clock, sent, storage, dispatcher } = setUp();
    dispatcher.handle(registration);
    dispatcher.handle({ type: 'analytics', name: 'registration_success', label: 'full_reg' });
    dispatcher.handle({ type: 'session', change: 'signed-in', userId: 5 });
    expect(sent.flat().map((event) => [event.name, event.label])).toEqual([
      ['registration_page_view', undefined],
      ['registration_success', 'full_reg'],
    ]);
    expect(storage.get('hasDone')).toBe('1');

    dispatcher.handle({ type: 'session', change: 'signed-out' });
    dispatcher.handle(home);
    clock.advance(1);
    dispatcher.handle({ type: 'session', change: 'signed-in', userId: 5 });
    expect(sent.at(-1)).toEqual([expect.objectContaining({ name: 'login_success' })]);
  });

  it('takes signing in on the registration page without a registration for a login', () => {
    const { sent, dispatcher } = setUp();
    dispatcher.handle(registration);
    dispatcher.handle({ type: 'session', change: 'signed-in', userId: 5 });
    expect(sent.at(-1)).toEqual([expect.objectContaining({ name: 'login_success' })]);
  });

  it('does not count the session of a registration made before consent as a login', () => {
    const { sent, dispatcher, setConsent } = setUp({
      inMaintenance: false,
      marketingAgreed: false,
    });
    dispatcher.handle(registration);
    dispatcher.handle({ type: 'analytics', name: 'registration_success', label: 'one_click' });
    setConsent({ inMaintenance: false, marketingAgreed: true });
    dispatcher.handle({ type: 'session', change: 'signed-in', userId: 5 });
    expect(sent).toEqual([]);
  });

  it('sends what the parcels announce with its label, after the delay like the rest', () => {
    const { clock, sent, dispatcher } = setUp();
    dispatcher.handle(home);
    dispatcher.handle({ type: 'analytics', name: 'password_changed' });
    dispatcher.handle({ type: 'analytics', name: 'mailing_saved', label: 'enable_sms_news:on' });
    expect(sent).toEqual([]);
    clock.advance(10_000);
    expect(sent[0]?.map((event) => [event.name, event.label, event.path])).toEqual([
      ['main_page_view', undefined, '/ru/'],
      ['password_changed', undefined, '/ru/'],
      ['mailing_saved', 'enable_sms_news:on', '/ru/'],
    ]);
  });

  it('keeps the social registration data a parcel announces for one day', () => {
    const { clock, storage, dispatcher } = setUp();
    const socialData = {
      currencyId: 643,
      countryId: 1,
      regType: 'soc_reg',
      promocode: 'WELCOME',
      countryCode: 'RU',
    };
    dispatcher.handle({ type: 'analytics', name: 'social_registration_start', socialData });
    expect(JSON.parse(storage.get('socialData') ?? 'null')).toEqual(socialData);
    clock.advance(86_400_000 - 1);
    expect(storage.get('socialData')).toBeDefined();
    clock.advance(1);
    expect(storage.get('socialData')).toBeUndefined();
  });

  it('keeps no social registration data without the marketing agreement', () => {
    const { storage, dispatcher } = setUp({ inMaintenance: false, marketingAgreed: false });
    const socialData = { currencyId: 643, countryId: 1, regType: 'soc_reg', countryCode: 'RU' };
    dispatcher.handle({ type: 'analytics', name: 'social_registration_start', socialData });
    expect(storage.get('socialData')).toBeUndefined();
  });
});
