import type { LimitsStore } from '@betshell/domain/limits';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Form, SubmitButton } from '@betshell/ui';

/**
 * decisions.md: a raise above the site's threshold asks a short self-assessment; the answers go to
 * /testanswers and the raise is accepted only when they pass. Every question must be answered.
 */
export const SelfAssessmentForm = observer(function SelfAssessmentForm({
  limits,
}: {
  readonly limits: LimitsStore;
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Readonly<Record<number, boolean>>>({});
  const complete = limits.questions.every((question) => answers[question.id] !== undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void limits.answer(
      limits.questions.map((question) => ({
        questionId: question.id,
        answer: answers[question.id] === true,
      })),
    );
  };
  return (
    <Form className="bs-responsible-gaming__section" onSubmit={submit}>
      <h2>{t('responsible_gaming_self_assessment_title')}</h2>
      {limits.questions.map((question) => (
        <fieldset key={question.id} className="bs-responsible-gaming__question">
          <legend>{t(question.key)}</legend>
          {([true, false] as const).map((answer) => (
            <Field
              key={String(answer)}
              label={t(answer ? 'responsible_gaming_yes' : 'responsible_gaming_no')}
              type="radio"
              name={`question-${question.id}`}
              checked={answers[question.id] === answer}
              onChange={() => setAnswers({ ...answers, [question.id]: answer })}
            />
          ))}
        </fieldset>
      ))}
      <SubmitButton tone="brand" disabled={limits.busy || !complete}>
        {t('responsible_gaming_send_answers')}
      </SubmitButton>
    </Form>
  );
});
