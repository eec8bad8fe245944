import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookieAgreement } from '@betshell/domain';
import { Field, Form, SubmitButton } from '@betshell/ui';

function CategorySwitch({
  category,
  checked,
  change,
}: {
  readonly category: 'functional' | 'marketing';
  readonly checked: boolean;
  readonly change: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field
      type="checkbox"
      checked={checked}
      onChange={(event) => change(event.target.checked)}
      label={
        <span>
          <strong>{t(`cookie_category_${category}`)}</strong>{' '}
          {t(`cookie_category_${category}_text`)}
        </span>
      }
    />
  );
}

/**
 * One switch per cookie category, the kit's form, fields and button (the choices open after the
 * scripts have run; the banner's own buttons stay the ones the server paints with the HTML) (domain/src/cookies/cookie-agreement.ts): essential cookies are
 * always on and say so; functional and marketing start from the visitor's current agreement, off
 * when there is none.
 */
export function CookieChoices({
  initial,
  save,
}: {
  readonly initial: CookieAgreement | null;
  readonly save: (agreement: CookieAgreement) => void;
}) {
  const { t } = useTranslation();
  const [functional, setFunctional] = useState(initial?.functional ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  return (
    <Form
      className="bs-cookies__choices"
      onSubmit={(event) => {
        event.preventDefault();
        save({ functional, marketing });
      }}
    >
      <Field
        type="checkbox"
        checked
        disabled
        label={
          <span>
            <strong>{t('cookie_category_essential')}</strong> {t('cookie_category_essential_text')}
          </span>
        }
      />
      <CategorySwitch category="functional" checked={functional} change={setFunctional} />
      <CategorySwitch category="marketing" checked={marketing} change={setMarketing} />
      <SubmitButton className="bs-cookies__save">{t('cookie_banner_save')}</SubmitButton>
    </Form>
  );
}
