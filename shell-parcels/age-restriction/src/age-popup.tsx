import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgeRestrictionStore } from '@betshell/domain';
import { Button, Dialog, Field } from '@betshell/ui';

/**
 * spec/shell.md section 8: "Age restriction: popup with title and age text, dismissed once". It
 * covers the page until the visitor confirms the site's age limit: the kit's dialog without
 * `onClose`, which neither Escape nor a click beside it closes. "Remember me" (on unless the
 * visitor turns it off) keeps the answer 3 days on this device, else for this browser session.
 */
export const AgePopup = observer(function AgePopup({
  store,
}: {
  readonly store: AgeRestrictionStore;
}) {
  const { t } = useTranslation();
  const [remember, setRemember] = useState(true);
  const text = useId();
  if (!store.asking) return null;
  const age = store.ageLimit;
  return (
    <Dialog
      title={t('age_restriction_title')}
      describedBy={text}
      className="bs-age"
      data-dialog="age-restriction"
    >
      <p className="bs-age__badge" aria-hidden="true">
        {age}+
      </p>
      <p id={text}>{t('age_restriction_text', { age })}</p>
      <Field
        type="checkbox"
        className="bs-age__remember"
        label={t('age_restriction_remember')}
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <Button tone="primary" autoFocus onClick={() => store.confirm(remember)}>
        {t('age_restriction_confirm', { age })}
      </Button>
    </Dialog>
  );
});
