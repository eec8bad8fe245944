import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookieAgreement } from '@betshell/domain';

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
    <label>
      <input type="checkbox" checked={checked} onChange={(event) => change(event.target.checked)} />
      <span>
        <strong>{t(`cookie_category_${category}`)}</strong> {t(`cookie_category_${category}_text`)}
      </span>
    </label>
  );
}

/**
 * One switch per cookie category (domain/src/cookies/cookie-agreement.ts): essential cookies are
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
    <form
      className="bs-cookies__choices"
      onSubmit={(event) => {
        event.preventDefault();
        save({ functional, marketing });
      }}
    >
      <label>
        <input type="checkbox" checked disabled />
        <span>
          <strong>{t('cookie_category_essential')}</strong> {t('cookie_category_essential_text')}
        </span>
      </label>
      <CategorySwitch category="functional" checked={functional} change={setFunctional} />
      <CategorySwitch category="marketing" checked={marketing} change={setMarketing} />
      <button type="submit">{t('cookie_banner_save')}</button>
    </form>
  );
}
