import type { AnalyticsEventSink } from '@betshell/domain/analytics';
import type { MailingApi, OfficeSecurityStore } from '@betshell/domain/office-security';
import { EmailForm } from './email-form';
import { MailingSection } from './mailing-section';
import { PhoneBindingForm } from './phone-binding-form';

/**
 * The office settings page: the phone and the e-mail the account is reached by, and the mailings
 * the player chose to receive through them.
 */
export function SettingsPage({
  security,
  mailingApi,
  bus,
}: {
  readonly security: OfficeSecurityStore;
  readonly mailingApi: MailingApi;
  readonly bus: AnalyticsEventSink;
}) {
  return (
    <>
      <PhoneBindingForm security={security} />
      <EmailForm security={security} />
      <MailingSection security={security} mailingApi={mailingApi} bus={bus} />
    </>
  );
}
