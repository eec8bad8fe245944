import { settledRouteFixture } from '../testing';
import { counterEventCalls, counterInitCalls, counterScripts } from './analytics-counters';
import { ANALYTICS_EVENTS, analyticsEventNameOf } from './analytics-events';
import { analyticsEventsOf } from './analytics-events-of';
import { analyticsAllowed, analyticsDelayMs, analyticsStartsAt } from './analytics-timing';

describe('analytics timing', () => {
  it('waits 10 000 ms on every page but registration pages', () => {
    expect(analyticsDelayMs(settledRouteFixture())).toBe(10_000);
    expect(analyticsDelayMs({ kind: 'not-found', layout: 'default', status: 404 })).toBe(10_000);
    expect(analyticsDelayMs(settledRouteFixture({ name: 'registration' }))).toBe(0);
    expect(analyticsStartsAt(1_000, settledRouteFixture())).toBe(11_000);
  });

  it.each([
    [true, false, true],
    [false, false, false],
    [true, true, false],
    [false, true, false],
  ])('with marketing agreed %s and maintenance %s allows analytics: %s', (marketing, maint, ok) => {
    expect(analyticsAllowed({ marketingAgreed: marketing, inMaintenance: maint })).toBe(ok);
  });
});

describe('the event catalogue', () => {
  it('gives every event its own numeric id', () => {
    const ids = Object.values(ANALYTICS_EVENTS).map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(analyticsEventNameOf(21)).toBe('login_success');
    expect(analyticsEventNameOf(999)).toBeUndefined();
  });

  it('keeps the ids it gave: an id never changes its meaning', () => {
    const ids = Object.fromEntries(
      Object.entries(ANALYTICS_EVENTS).map(([name, event]) => [name, event.id]),
    );
    expect(ids).toEqual({
      main_page_view: 1,
      registration_page_view: 10,
      registration_success: 11,
      social_registration_start: 12,
      login_popup_open: 20,
      login_success: 21,
      logout: 22,
      password_recovery_open: 30,
      password_reset_page_view: 31,
      password_recovery_requested: 32,
      password_reset_done: 33,
      account_settings_view: 40,
      account_menu_section: 41,
      phone_bound: 42,
      email_bound: 43,
      mailing_saved: 44,
      security_view: 50,
      password_changed: 51,
      two_factor_on: 52,
      two_factor_off: 53,
      secure_question_set: 54,
      promotions_view: 60,
      bonus_chosen: 61,
      promo_code_checked: 62,
      bonus_taken: 63,
      mobile_menu_open: 70,
      mobile_menu_navigation: 71,
      mobile_menu_language: 72,
      bottom_navigation_item: 80,
    });
  });

  it('covers registration, login, password recovery, settings, security, promotions, main page and the phone menus', () => {
    const categories = new Set(Object.values(ANALYTICS_EVENTS).map((event) => event.category));
    expect([...categories].sort()).toEqual(
      [
        'account_settings',
        'login',
        'main_page',
        'mobile_menu',
        'bottom_navigation',
        'password_recovery',
        'promotions',
        'registration',
        'security',
      ].sort(),
    );
  });
});

describe('the events a page stands for', () => {
  const nav = (name: string, area = 'office', search = '', params = {}) => ({
    type: 'navigation' as const,
    pathname: '/ru/x',
    search,
    lng: 'ru' as const,
    page: settledRouteFixture({ name, area: area as never, params }),
  });
  const names = (event: ReturnType<typeof nav>) =>
    analyticsEventsOf(event).map((derived) => [derived.name, derived.label]);

  it('the main page, and the forgot-password modal it opens', () => {
    expect(names(nav('home', 'betting'))).toEqual([['main_page_view', undefined]]);
    expect(names(nav('home', 'betting', '?showForgotPasswordModal=1'))).toEqual([
      ['main_page_view', undefined],
      ['password_recovery_open', undefined],
    ]);
    expect(names(nav('home', 'betting', '', { section: 'football' }))).toEqual([]);
  });

  it('office pages with the account menu label of the spec', () => {
    expect(names(nav('office-security'))).toEqual([
      ['security_view', undefined],
      ['account_menu_section', 'security'],
    ]);
    expect(names(nav('office-settings'))).toEqual([
      ['account_settings_view', undefined],
      ['account_menu_section', 'personal data'],
    ]);
    expect(names(nav('office-deduce'))).toEqual([['account_menu_section', 'withdrawal']]);
    expect(names(nav('office-history'))).toEqual([['account_menu_section', 'bets history']]);
  });

  it('the login modal, opened through the address or on the login page', () => {
    expect(names(nav('casino', 'casino', '?showLoginModal=1'))).toEqual([
      ['login_popup_open', undefined],
    ]);
    expect(names(nav('login', 'account'))).toEqual([['login_popup_open', undefined]]);
  });

  it('a sign-in is a login, unless it is the session of an announced registration', () => {
    const signedIn = { type: 'session', change: 'signed-in', userId: 1 } as const;
    expect(analyticsEventsOf(signedIn).map((derived) => derived.name)).toEqual(['login_success']);
    expect(analyticsEventsOf(signedIn, true)).toEqual([]);
  });

  it('what a parcel announces, with the local storage it moves', () => {
    const socialData = { currencyId: 643, countryId: 1, regType: 'soc_reg', countryCode: 'RU' };
    expect(
      analyticsEventsOf({ type: 'analytics', name: 'registration_success', label: 'phone_reg' }),
    ).toEqual([{ name: 'registration_success', label: 'phone_reg', effect: 'registration-done' }]);
    expect(
      analyticsEventsOf({ type: 'analytics', name: 'social_registration_start', socialData }),
    ).toEqual([{ name: 'social_registration_start', label: undefined, effect: 'social-data' }]);
    expect(analyticsEventsOf({ type: 'analytics', name: 'two_factor_on' })).toEqual([
      { name: 'two_factor_on', label: undefined, effect: undefined },
    ]);
  });

  it('promotions pages', () => {
    expect(names(nav('promotions', 'bonuses'))).toEqual([['promotions_view', 'promotions']]);
  });
});

describe('counters', () => {
  const gtag = { id: 1, key: 'G-TEST', scriptUrl: '/gtag.js' };
  const goals = { id: 8, key: '4242', scriptUrl: '/ym.js' };
  const pixel = { id: 4, key: 'px1', scriptUrl: '/tw.js' };
  const event = { name: 'login_success' as const, path: '/ru/', at: 0, label: 'x' };

  it('load one script per counter type, and none for a type the site does not know', () => {
    const scripts = counterScripts([
      goals,
      { ...goals, key: '5', scriptUrl: '/other.js' },
      gtag,
      {
        id: 77,
        key: 'k',
        scriptUrl: '/unknown.js',
      },
    ]);
    expect([...scripts]).toEqual([
      ['ym', '/ym.js'],
      ['gtag', '/gtag.js'],
    ]);
  });

  it('counter 8 reaches a goal named after the event', () => {
    expect(counterEventCalls(goals, event)).toEqual([
      {
        global: 'ym',
        args: [4242, 'reachGoal', 'login_success', { category: 'login', label: 'x' }],
      },
    ]);
    expect(counterInitCalls(goals, 0)).toEqual([
      { global: 'ym', args: [4242, 'init', { defer: true }] },
    ]);
  });

  it('counter 4 sends a pixel event', () => {
    expect(counterEventCalls(pixel, event)).toEqual([
      { global: 'twq', args: ['event', 'tw-px1-login_success', { category: 'login', label: 'x' }] },
    ]);
  });

  it('gtag gets the event with its category and label', () => {
    expect(counterEventCalls(gtag, event)[0]?.args).toEqual([
      'event',
      'login_success',
      { send_to: 'G-TEST', event_category: 'login', event_label: 'x' },
    ]);
  });
});
