import type { OfficeSecurityStore } from '@betshell/domain/office-security';
import { ChangePasswordForm } from './change-password-form';
import { ProtectionStatusBlock } from './protection-status-block';
import { SecureQuestionForm } from './secure-question-form';
import { TwoFactorSection } from './two-factor-section';

/** The office security page: protection status, password, two-factor, secure question. */
export function SecurityPage({ security }: { readonly security: OfficeSecurityStore }) {
  return (
    <>
      <ProtectionStatusBlock security={security} />
      <ChangePasswordForm security={security} />
      <TwoFactorSection security={security} />
      <SecureQuestionForm security={security} />
    </>
  );
}
