import { passwordProblem } from '@betshell/domain/auth';
import { type OfficeSecurityStore } from '@betshell/domain/office-security';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionOutcome } from './action-outcome';
import { fieldOf } from './field-of';
import { Field, Form, FormError, NewPasswordFields, SubmitButton } from '@betshell/ui';

/** Change the password: the old one proves the player, the new one is typed twice. */
export const ChangePasswordForm = observer(function ChangePasswordForm({
  security,
}: {
  readonly security: OfficeSecurityStore;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const newPassword = fieldOf(form, 'newPassword');
    if (newPassword !== fieldOf(form, 'repeatPassword')) {
      setProblem('office_security_error_passwords_differ');
      return;
    }
    if (passwordProblem(newPassword) !== null) {
      setProblem('office_security_error_weak_password');
      return;
    }
    setProblem(null);
    if (await security.changePassword(fieldOf(form, 'oldPassword'), newPassword)) form.reset();
  };
  return (
    <Form
      className="bs-office-security__form"
      aria-label={t('office_security_password_title')}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{t('office_security_password_title')}</h2>
      <Field
        required
        label={t('office_security_old_password')}
        name="oldPassword"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        passwordLabel={t('office_security_new_password')}
        repeatLabel={t('office_security_repeat_password')}
        names={{ password: 'newPassword', repeat: 'repeatPassword' }}
      />
      {problem !== null && <FormError>{t(problem)}</FormError>}
      <ActionOutcome
        security={security}
        action="password"
        doneKey="office_security_password_done"
      />
      <SubmitButton pending={security.pending !== null}>
        {t('office_security_password_submit')}
      </SubmitButton>
    </Form>
  );
});
