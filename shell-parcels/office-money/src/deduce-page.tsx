import {
  newIdempotencyKey,
  type AccountsStore,
  type PaymentsApi,
  formatMoney,
} from '@betshell/domain/accounts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountForm } from './amount-form';
import { refusalText, verificationPathOf } from './refusal-text';

export interface DeducePageProps {
  readonly accounts: AccountsStore;
  readonly payments: Pick<PaymentsApi, 'withdraw'>;
  readonly language: string;
  readonly navigate: (url: string) => void;
}

/**
 * Office deduce: a withdrawal request (decisions.md: it takes the money at once and stays pending
 * until an operator settles it), then the balance is polled as after any payment.
 */
export const DeducePage = observer(function DeducePage({
  accounts,
  payments,
  language,
  navigate,
}: DeducePageProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A withdrawal held for want of a verified identity says where to verify.
  const [verifyHref, setVerifyHref] = useState<string | null>(null);
  const [attemptKey, setAttemptKey] = useState(() => newIdempotencyKey());
  const requestsHref = `/${language}/office/payment/requests`;

  const withdraw = async (amountMinor: number, accountId: number) => {
    setBusy(true);
    setError(null);
    setVerifyHref(null);
    setDone(null);
    try {
      const answer = await payments.withdraw({
        amountMinor,
        accountId,
        idempotencyKey: attemptKey,
        lng: language,
      });
      setAttemptKey(newIdempotencyKey());
      setDone(
        t('money_withdraw_done', {
          id: answer.id,
          amount: formatMoney(answer.amountMinor, answer.currency, i18n.language),
        }),
      );
      // The money left the account at once; the balance is asked as after any payment.
      accounts.pollAfterPayment();
    } catch (refused) {
      setError(refusalText(t, refused));
      setVerifyHref(verificationPathOf(refused, language));
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
      <AmountForm
        accounts={accounts.accounts}
        submitLabel={t('money_withdraw_submit')}
        busy={busy}
        showAvailable
        onSubmit={(amount, account) => void withdraw(amount, account.id)}
        onEdit={() => setAttemptKey(newIdempotencyKey())}
      />
      {error !== null && (
        <p role="alert" className="bs-office-money__error">
          {error}
          {verifyHref !== null && (
            <>
              {' '}
              <a
                href={verifyHref}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(verifyHref);
                }}
              >
                {t('money_verification_link')}
              </a>
            </>
          )}
        </p>
      )}
      {done !== null && (
        <p role="status">
          {done}{' '}
          <a
            href={requestsHref}
            onClick={(event) => {
              event.preventDefault();
              navigate(requestsHref);
            }}
          >
            {t('money_office_requests_title')}
          </a>
        </p>
      )}
    </>
  );
});
