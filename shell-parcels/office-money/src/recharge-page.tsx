import type { AnalyticsEventSink } from '@betshell/domain';
import {
  newIdempotencyKey,
  type Account,
  type AccountsStore,
  type PaymentOutcome,
  type PaymentsApi,
  formatAccountAmount,
} from '@betshell/domain/accounts';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusesApi, PlayerBonusView } from '@betshell/domain/bonuses';
import { BonusTermsList } from './bonus-terms-list';
import { AmountForm } from './amount-form';
import { PromoCodeForm } from './promo-code-form';
import type { PaymentResultNotice } from './payment-result-notice';
import { refusalText } from './refusal-text';

/** Where the provider's page opens: a window of its own, or null when the browser refused one. */
export interface ProviderWindow {
  go(url: string): void;
  close(): void;
}

export interface RechargePageProps {
  readonly accounts: AccountsStore;
  readonly payments: Pick<PaymentsApi, 'deposit'>;
  /** The promo code entered at deposit; absent, the page offers none. */
  readonly bonuses?: Pick<BonusesApi, 'checkPromoCode' | 'redeemPromoCode' | 'list'>;
  readonly bus?: AnalyticsEventSink;
  readonly language: string;
  /** Opens an empty window at once, inside the click, so no popup blocker stops it. */
  readonly openProviderWindow: () => ProviderWindow | null;
  /** Leaves the site for the provider's page in this window. */
  readonly leaveFor: (url: string) => void;
  /** Listens for the result page the provider's window lands on; answers the stop. */
  readonly onPaymentResult: (listener: (notice: PaymentResultNotice) => void) => () => void;
  /**
   * Where the address asked to return after the deposit (redirect_url, from_url, ...: spec/shell.md
   * section 2.10, same-site paths only), offered once the payment succeeded; null for none.
   */
  readonly returnTo?: string | null;
  readonly navigate?: (url: string) => void;
}

/**
 * Office recharge: a deposit through the payment provider (decisions.md: the demo provider). Ours:
 * the provider's page opens in its own window, as real cashiers do, and this page asks the balance
 * after the payment (spec/shell.md section 9: up to 5 times 2500 ms apart), so the header shows the
 * money without a reload; where no window may open, this window goes to the provider instead.
 * The result page the provider's window lands on (onpay/*) tells this page how the payment ended,
 * with its id: the page then shows that result instead of "the payment page is open", and on a
 * success asks the balance once more and shows it.
 */
export const RechargePage = observer(function RechargePage({
  accounts,
  payments,
  bonuses,
  bus,
  language,
  openProviderWindow,
  leaveFor,
  onPaymentResult,
  returnTo = null,
  navigate,
}: RechargePageProps) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  // The deposit match this deposit would pay: its terms are read before the money moves.
  const [waiting, setWaiting] = useState<PlayerBonusView | null>(null);
  const waitingBonus = accounts.isAvailableFirstDepositBonus;
  useEffect(() => {
    if (bonuses === undefined || !waitingBonus) return undefined;
    let live = true;
    bonuses.list(i18n.language).then(
      (answer) => {
        if (live) setWaiting(answer.bonuses.find((bonus) => bonus.status === 'pending') ?? null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [bonuses, waitingBonus, i18n.language]);
  const [status, setStatus] = useState<'opened' | 'redirecting' | null>(null);
  // The deposit whose provider window is open, and how it ended once its result page says so.
  const [opened, setOpened] = useState<{ paymentId: number; accountId: number } | null>(null);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One key per attempt: pressing again after a lost answer is the same deposit, never a second.
  const [attemptKey, setAttemptKey] = useState(() => newIdempotencyKey());

  useEffect(() => {
    if (opened === null) return undefined;
    return onPaymentResult((notice) => {
      // Another window's payment (an older attempt, another tab's) is not this one's result.
      if (notice.paymentId !== null && notice.paymentId !== opened.paymentId) return;
      setOutcome(notice.outcome);
      if (notice.outcome === 'success') void accounts.refresh();
    });
  }, [opened, onPaymentResult, accounts]);

  const deposit = async (amountMinor: number, accountId: number) => {
    setBusy(true);
    setError(null);
    setStatus(null);
    setOpened(null);
    setOutcome(null);
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
      setOpened({ paymentId: answer.id, accountId: answer.accountId });
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
      {accounts.isAvailableFirstDepositBonus && (
        <div className="bs-office-money__bonus">
          <p>{t('money_first_deposit_bonus')}</p>
          {waiting !== null && (
            <details open>
              <summary>
                {waiting.title}: {t('bonus_terms_title')}
              </summary>
              <BonusTermsList
                kind={waiting.kind}
                terms={waiting.terms}
                currency={waiting.currency}
              />
            </details>
          )}
        </div>
      )}
      {bonuses !== undefined && bus !== undefined && accounts.mainAccount !== null && (
        <PromoCodeForm
          bonuses={bonuses}
          place="deposit"
          currency={accounts.mainAccount.iso}
          bus={bus}
          onTaken={() => accounts.pollAfterPayment()}
        />
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
      {outcome !== null ? (
        <DepositResult
          outcome={outcome}
          balance={
            outcome === 'success' && !accounts.isUpdateBalanceProcess
              ? accountBalance(accounts, opened?.accountId)
              : null
          }
        />
      ) : (
        status !== null && (
          <p role="status">
            {t(status === 'opened' ? 'money_deposit_opened' : 'money_deposit_redirecting')}
          </p>
        )
      )}
      {outcome === 'success' && returnTo !== null && (
        <p className="bs-office-money__links">
          <a
            href={returnTo}
            data-return-link=""
            onClick={(event) => {
              if (navigate === undefined) return;
              event.preventDefault();
              navigate(returnTo);
            }}
          >
            {t('money_deposit_return')}
          </a>
        </p>
      )}
    </>
  );
});

/** What the deposit's account holds now, for the words of a successful payment. */
function accountBalance(accounts: AccountsStore, accountId: number | undefined): Account | null {
  return accounts.allAccounts.find((account) => account.id === accountId) ?? null;
}

/** How the payment ended, as its result page said; on a success, the balance asked after it. */
const DepositResult = observer(function DepositResult({
  outcome,
  balance,
}: {
  readonly outcome: PaymentOutcome;
  /** The deposit's account once its balance has been asked again; null until then. */
  readonly balance: Account | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <p role="status" data-result={outcome}>
      <strong>{t(`money_result_${outcome}`)}</strong> {t(`money_result_${outcome}_text`)}
      {balance !== null && (
        <>
          {' '}
          {t('money_deposit_balance_now', {
            balance: formatAccountAmount(balance, i18n.language, t),
          })}
        </>
      )}
    </p>
  );
});
