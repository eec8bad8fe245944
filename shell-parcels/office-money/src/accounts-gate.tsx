import type { AccountsStore } from '@betshell/domain/accounts';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The pages that need the player's accounts show them once loaded: a preloader while the balance
 * is asked, and a retry when it could not be had (the store keeps only its last answer).
 */
export const AccountsGate = observer(function AccountsGate({
  accounts,
  children,
}: {
  readonly accounts: AccountsStore;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  if (accounts.activeAccount !== null) return children;
  if (accounts.isUpdateBalanceProcess) {
    return (
      <p role="status" aria-busy="true">
        {t('money_loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="bs-office-money__error">
      <p>{t('money_accounts_failed')}</p>
      <button type="button" onClick={() => void accounts.refresh()}>
        {t('money_retry')}
      </button>
    </div>
  );
});
