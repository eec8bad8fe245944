import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CookieAgreement } from '@betshell/domain';

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
      <label>
        <input
          type="checkbox"
          checked={functional}
          onChange={(event) => setFunctional(event.target.checked)}
        />
        <span>
          <strong>{t('cookie_category_functional')}</strong> {t('cookie_category_functional_text')}
        </span>
      </label>
      <label>
        <input
          type="checkbox"
          checked={marketing}
          onChange={(event) => setMarketing(event.target.checked)}
        />
        <span>
          <strong>{t('cookie_category_marketing')}</strong> {t('cookie_category_marketing_text')}
        </span>
      </label>
      <button type="submit">{t('cookie_banner_save')}</button>
    </form>
  );
}
