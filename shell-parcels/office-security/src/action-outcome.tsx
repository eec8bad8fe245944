import type { OfficeSecurityAction, OfficeSecurityStore } from '@betshell/domain/office-security';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FormError } from '@betshell/ui';

export interface ActionOutcomeProps {
  readonly security: OfficeSecurityStore;
  readonly action: OfficeSecurityAction;
  /** The sentence shown when the action succeeded; none when the form's change says it. */
  readonly doneKey?: string;
}

/** Why the form's change failed, or that it succeeded, next to the form that made it. */
export const ActionOutcome = observer(function ActionOutcome({
  security,
  action,
  doneKey,
}: ActionOutcomeProps) {
  const { t } = useTranslation();
  if (security.failure?.action === action) {
    return <FormError>{t(security.failure.messageKey)}</FormError>;
  }
  if (security.done === action && doneKey !== undefined) {
    return (
      <p role="status" className="bs-office-security__done">
        {t(doneKey)}
      </p>
    );
  }
  return null;
});
