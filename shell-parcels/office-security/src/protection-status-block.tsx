import {
  PROTECTION_METHOD_NAMES,
  type OfficeSecurityStore,
} from '@betshell/domain/office-security';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

/**
 * spec/shell.md section 4: the protection status of the player's level (bad, normal, good, full,
 * none), the methods that are on, and the ones that would raise it.
 */
export const ProtectionStatusBlock = observer(function ProtectionStatusBlock({
  security,
}: {
  readonly security: OfficeSecurityStore;
}) {
  const { t } = useTranslation();
  const methods = security.config?.protection_methods;
  const missing = security.missingMethods;
  return (
    <section
      className="bs-office-security__protection"
      aria-labelledby="bs-protection-title"
      data-status={security.status}
    >
      <h2 id="bs-protection-title">{t('office_security_protection_title')}</h2>
      <p className="bs-office-security__status">
        {t('office_security_status_label')}{' '}
        <strong>{t(`office_security_status_${security.status}`)}</strong>
      </p>
      <ul aria-label={t('office_security_methods_label')}>
        {PROTECTION_METHOD_NAMES.map((name) => (
          <li key={name} data-on={methods?.[name] === true}>
            {t(`office_security_method_${name}`)}:{' '}
            {t(
              methods?.[name] === true ? 'office_security_method_on' : 'office_security_method_off',
            )}
          </li>
        ))}
      </ul>
      {missing.length > 0 && (
        <>
          <h3>{t('office_security_raise_title')}</h3>
          <ul aria-label={t('office_security_raise_title')}>
            {missing.map((name) => (
              <li key={name}>{t(`office_security_raise_${name}`)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
