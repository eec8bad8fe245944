import type { ShellEvent } from '../bus/shell-event';
import type { SettledPage } from '../navigation/settled-page';
import { QUERY_KEY } from '../guards/shell-routes';
import { SHOW_FORGOT_PASSWORD_MODAL_PARAM } from '../sign-in/sign-in-api';
import { ACCOUNT_MENU_ROUTE_LABELS, type AnalyticsEventName } from './analytics-events';
import type { SocialRegistrationData } from './analytics-storage-counters';

/**
 * What a parcel tells the analytics module directly, for what no other bus event shows (a social
 * registration starting, a registration completed in a popup): the module sends it like the events
 * it reads from the bus itself.
 */
export interface AnalyticsBusEvent {
  readonly type: 'analytics';
  readonly name: AnalyticsEventName;
  readonly label?: string;
  /** With social_registration_start: kept a day as `socialData` (limits-coupon-signin.md section 3). */
  readonly socialData?: SocialRegistrationData;
}

/** What an event does besides being sent: the local-storage counters it moves. */
export type StorageEffect = 'auth-try' | 'reg-try' | 'registration-done' | 'social-data';

export interface DerivedAnalyticsEvent {
  readonly name: AnalyticsEventName;
  readonly label?: string;
  readonly effect?: StorageEffect;
}

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A query parameter's value (domain has no URLSearchParams: no DOM, DESIGN.md). */
function queryValue(search: string, key: string): string | undefined {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [name = '', value = ''] = pair.split('=');
    if (decoded(name) === key) return decoded(value);
  }
  return undefined;
}

function pageEvents(page: SettledPage, search: string): DerivedAnalyticsEvent[] {
  if (page.kind !== 'route') return [];
  const events: DerivedAnalyticsEvent[] = [];
  if (page.name === 'home' && page.params['section'] === undefined) {
    events.push({ name: 'main_page_view' });
    // user/forgotpassword lands on home with showForgotPasswordModal=1 (section 2).
    if (queryValue(search, SHOW_FORGOT_PASSWORD_MODAL_PARAM) === '1') {
      events.push({ name: 'password_recovery_open' });
    }
  }
  // The login modal opens through the address (showLoginModal=1, from the header or a guard) or on
  // the login page.
  if (queryValue(search, QUERY_KEY.showLoginModal) === '1' || page.name === 'login') {
    events.push({ name: 'login_popup_open', effect: 'auth-try' });
  }
  if (page.name === 'registration')
    events.push({ name: 'registration_page_view', effect: 'reg-try' });
  if (page.name === 'user-passwordreset') events.push({ name: 'password_reset_page_view' });
  if (page.name === 'office-settings') events.push({ name: 'account_settings_view' });
  if (page.name === 'office-security') events.push({ name: 'security_view' });
  const label = ACCOUNT_MENU_ROUTE_LABELS[page.name];
  if (label !== undefined) events.push({ name: 'account_menu_section', label });
  if (page.area === 'bonuses' || page.name === 'office-promotion') {
    events.push({ name: 'promotions_view', label: page.name });
  }
  return events;
}

/**
 * The analytics events one bus event stands for. A registration announces itself (the registration store publishes `registration_success` when
 * the server has created the account), so the session it then starts is no login:
 * `sessionOfRegistration` says the sign-in follows such an announcement. Any other sign-in is a
 * login, on whatever page (a login modal opened over the registration page included).
 */
export function analyticsEventsOf(
  event: ShellEvent,
  sessionOfRegistration = false,
): DerivedAnalyticsEvent[] {
  switch (event.type) {
    case 'navigation':
      return pageEvents(event.page, event.search);
    case 'sign-in':
      return event.change === 'open-login'
        ? [{ name: 'login_popup_open', effect: 'auth-try' }]
        : [{ name: 'logout' }];
    case 'session':
      if (event.change !== 'signed-in' || sessionOfRegistration) return [];
      return [{ name: 'login_success' }];
    case 'analytics':
      return [
        {
          name: event.name,
          label: event.label,
          effect:
            event.name === 'registration_success'
              ? 'registration-done'
              : event.socialData !== undefined
                ? 'social-data'
                : undefined,
        },
      ];
    default:
      return [];
  }
}
