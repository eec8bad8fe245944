import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgeRestrictionStore } from '@betshell/domain';

/**
 * spec/shell.md section 8: "Age restriction: popup with title and age text, dismissed once". It
 * covers the page until the visitor confirms the site's age limit; "remember me" (on unless the
 * visitor turns it off) keeps the answer 3 days on this device, else for this browser session.
 * Its dialog is its own rather than the UI kit's: the popup is chrome of the first paint (the
 * layout table, root-config/src/layout/shell-layout.ts), and @betshell/ui would add its few kB to a
 * first load that is at its budget.
 */
export const AgePopup = observer(function AgePopup({
  store,
}: {
  readonly store: AgeRestrictionStore;
}) {
  const { t } = useTranslation();
  const [remember, setRemember] = useState(true);
  const title = useId();
  const text = useId();
  if (!store.asking) return null;
  const age = store.ageLimit;
  return (
    <div className="bs-age">
      <div
        className="bs-age__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title}
        aria-describedby={text}
      >
        <p className="bs-age__badge" aria-hidden="true">
          {age}+
        </p>
        <h2 id={title}>{t('age_restriction_title')}</h2>
        <p id={text}>{t('age_restriction_text', { age })}</p>
        <label className="bs-age__remember">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {t('age_restriction_remember')}
        </label>
        <button type="button" autoFocus onClick={() => store.confirm(remember)}>
          {t('age_restriction_confirm', { age })}
        </button>
      </div>
    </div>
  );
});
