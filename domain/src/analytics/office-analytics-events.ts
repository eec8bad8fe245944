import type { OfficeSecurityAction } from '../office-security/office-security-store';
import type { MailingFlagName } from '../office-security/mailing-flags';
import type { AnalyticsEventName } from './analytics-events';

/**
 * The analytics event of each change on the office security and settings pages, once the server
 * took it. Starting a two-factor enrolment (the secret shown) and sending the phone's SMS code are
 * steps of a change, not changes: they send nothing; the change is counted when it is confirmed.
 */
export const OFFICE_SECURITY_ANALYTICS_EVENTS: Readonly<
  Record<OfficeSecurityAction, AnalyticsEventName | null>
> = {
  password: 'password_changed',
  'two-factor-start': null,
  'two-factor-confirm': 'two_factor_on',
  'two-factor-off': 'two_factor_off',
  'phone-code': null,
  phone: 'phone_bound',
  email: 'email_bound',
  'secure-question': 'secure_question_set',
};

/** The label of a saved mailing flag: its name and new state, e.g. `enable_sms_news:off`. */
export function mailingAnalyticsLabel(flag: MailingFlagName, on: boolean): string {
  return `${flag}:${on ? 'on' : 'off'}`;
}
