import {
  newIdempotencyKey,
  type AccountsStore,
  type PaymentsApi,
  formatMoney,
} from '@betshell/domain/accounts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@betshell/ui';
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
  // A withdrawal while a bonus is wagered gives the bonus up: asked first, then sent again.
  const [forfeit, setForfeit] = useState<{
    amountMinor: number;
    accountId: number;
    bonusText: string;
  } | null>(null);
  const requestsHref = `/${language}/office/payment/requests`;

  const withdraw = async (amountMinor: number, accountId: number, forfeitBonus = false) => {
    setBusy(true);
    setError(null);
    setVerifyHref(null);
    setDone(null);
    setForfeit(null);
    try {
      const answer = await payments.withdraw({
        amountMinor,
        accountId,
        idempotencyKey: attemptKey,
        lng: language,
        ...(forfeitBonus ? { forfeitBonus: true } : {}),
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
      const bonus = bonusToForfeit(refused);
      if (bonus !== null) {
        setForfeit({
          amountMinor,
          accountId,
          bonusText: formatMoney(bonus.balanceMinor, bonus.currency, i18n.language),
        });
        return;
      }
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
      {forfeit !== null && (
        <div role="alert" className="bs-office-money__warning">
          <p>{t('bonus_forfeit_confirm', { amount: forfeit.bonusText })}</p>
          <Button
            tone="primary"
            disabled={busy}
            onClick={() => void withdraw(forfeit.amountMinor, forfeit.accountId, true)}
          >
            {t('bonus_forfeit_withdraw')}
          </Button>
        </div>
      )}
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

/** The bonus a refused withdrawal would give up (409 BONUS_FORFEIT_CONFIRM), or null. */
function bonusToForfeit(error: unknown): { balanceMinor: number; currency: string } | null {
  const refused = (typeof error === 'object' && error !== null ? error : {}) as {
    errorCode?: unknown;
    details?: { balanceMinor?: unknown; currency?: unknown };
  };
  const { balanceMinor, currency } = refused.details ?? {};
  return refused.errorCode === 'BONUS_FORFEIT_CONFIRM' &&
    typeof balanceMinor === 'number' &&
    typeof currency === 'string'
    ? { balanceMinor, currency }
    : null;
}
