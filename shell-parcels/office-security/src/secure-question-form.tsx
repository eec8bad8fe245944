import type { OfficeSecurityStore } from '@betshell/domain/office-security';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionOutcome } from './action-outcome';
import { fieldOf } from './field-of';
import { Field, Form, SubmitButton } from '@betshell/ui';

/** The secure question and its answer (stored hashed), set or replaced with the password. */
export const SecureQuestionForm = observer(function SecureQuestionForm({
  security,
}: {
  readonly security: OfficeSecurityStore;
}) {
  const { t } = useTranslation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const ok = await security.setSecureQuestion(
      fieldOf(form, 'question'),
      fieldOf(form, 'answer'),
      fieldOf(form, 'password'),
    );
    if (ok) form.reset();
  };
  return (
    <Form
      className="bs-office-security__form"
      aria-label={t('office_security_question_title')}
      onSubmit={(event) => void submit(event)}
    >
      <h2>{t('office_security_question_title')}</h2>
      <p>
        {t(
          security.config?.is_active_secure_question === true
            ? 'office_security_question_is_set'
            : 'office_security_question_is_not_set',
        )}
      </p>
      <Field
        required
        label={t('office_security_question')}
        name="question"
        minLength={3}
        maxLength={200}
      />
      <Field required label={t('office_security_answer')} name="answer" maxLength={200} />
      <Field
        required
        label={t('office_security_password')}
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <ActionOutcome
        security={security}
        action="secure-question"
        doneKey="office_security_question_done"
      />
      <SubmitButton pending={security.pending !== null}>
        {t('office_security_question_submit')}
      </SubmitButton>
    </Form>
  );
});
