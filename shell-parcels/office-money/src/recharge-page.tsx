import {
  FIRST_DEPOSIT_BONUS_CAP_MINOR,
  FIRST_DEPOSIT_BONUS_PERCENT,
  newIdempotencyKey,
  type AccountsStore,
  type PaymentsApi,
  formatMoney,
} from '@betshell/domain/accounts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountForm } from './amount-form';
import { refusalText } from './refusal-text';

/** Where the provider's page opens: a window of its own, or null when the browser refused one. */
export interface ProviderWindow {
  go(url: string): void;
  close(): void;
}

export interface RechargePageProps {
  readonly accounts: AccountsStore;
  readonly payments: Pick<PaymentsApi, 'deposit'>;
  readonly language: string;
  /** Opens an empty window at once, inside the click, so no popup blocker stops it. */
  readonly openProviderWindow: () => ProviderWindow | null;
  /** Leaves the site for the provider's page in this window. */
  readonly leaveFor: (url: string) => void;
}

/**
 * Office recharge: a deposit through the payment provider (decisions.md: the demo provider). Ours:
 * the provider's page opens in its own window, as real cashiers do, and this page asks the balance
 * after the payment (spec/shell.md section 9: up to 5 times 2500 ms apart), so the header shows the
 * money without a reload; where no window may open, this window goes to the provider instead.
 */
export const RechargePage = observer(function RechargePage({
  accounts,
  payments,
  language,
  openProviderWindow,
  leaveFor,
}: RechargePageProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<'opened' | 'redirecting' | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One key per attempt: pressing again after a lost answer is the same deposit, never a second.
  const [attemptKey, setAttemptKey] = useState(() => newIdempotencyKey());

  const deposit = async (amountMinor: number, accountId: number) => {
    setBusy(true);
    setError(null);
    setStatus(null);
    const providerWindow = openProviderWindow();
    try {
      const answer = await payments.deposit({
        amountMinor,
        accountId,
        idempotencyKey: attemptKey,
        lng: language,
      });
      const url = answer.redirectUrl ?? `/${language}/onpay/fail`;
      setAttemptKey(newIdempotencyKey());
      if (providerWindow === null) {
        setStatus('redirecting');
        leaveFor(url);
        return;
      }
      providerWindow.go(url);
      setStatus('opened');
      accounts.pollAfterPayment();
    } catch (refused) {
      providerWindow?.close();
      setError(refusalText(t, refused));
    } finally {
      setBusy(false);
    }
  };

  if (accounts.isAccountFrozen) {
    return (
      <p className="bs-office-money__warning" role="alert">
        {t('money_account_frozen')}
      </p>
    );
  }
  return (
    <>
      {accounts.isAvailableFirstDepositBonus && accounts.mainAccount !== null && (
        <p className="bs-office-money__bonus">
          {t('money_first_deposit_bonus', {
            percent: FIRST_DEPOSIT_BONUS_PERCENT,
            cap: formatMoney(FIRST_DEPOSIT_BONUS_CAP_MINOR, accounts.mainAccount.iso),
          })}
        </p>
      )}
      <AmountForm
        accounts={accounts.accounts}
        submitLabel={t('money_deposit_submit')}
        busy={busy}
        onSubmit={(amount, account) => void deposit(amount, account.id)}
        onEdit={() => setAttemptKey(newIdempotencyKey())}
      />
      {error !== null && (
        <p role="alert" className="bs-office-money__error">
          {error}
        </p>
      )}
      {status !== null && (
        <p role="status">
          {t(status === 'opened' ? 'money_deposit_opened' : 'money_deposit_redirecting')}
        </p>
      )}
    </>
  );
});
