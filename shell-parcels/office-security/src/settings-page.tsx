import type { OfficeSecurityStore } from '@betshell/domain/office-security';
import { EmailForm } from './email-form';
import { PhoneBindingForm } from './phone-binding-form';

/** The office settings page: the phone and the e-mail the account is reached by. */
export function SettingsPage({ security }: { readonly security: OfficeSecurityStore }) {
  return (
    <>
      <PhoneBindingForm security={security} />
      <EmailForm security={security} />
    </>
  );
}
