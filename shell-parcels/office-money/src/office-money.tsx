import { type AnalyticsEventSink, type RootStore } from '@betshell/domain';
import type { BonusesApi } from '@betshell/domain/bonuses';
import { returnTargetOf } from '@betshell/domain/sign-in';
import type { AccountsStore, PaymentsApi } from '@betshell/domain/accounts';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPage } from './account-page';
import { AccountsGate } from './accounts-gate';
import { BonusesPage } from './bonuses-page';
import { DeducePage } from './deduce-page';
import { PaymentHistoryPage } from './payment-history-page';
import type { PaymentResultNotice } from './payment-result-notice';
import { PaymentResultPage } from './payment-result-page';
import { RechargePage, type ProviderWindow } from './recharge-page';

export interface OfficeMoneyProps {
  readonly stores: Pick<RootStore, 'navigation' | 'settings'>;
  readonly accounts: AccountsStore;
  readonly payments: PaymentsApi;
  readonly bonuses: BonusesApi;
  /** Where the bonus pages announce analytics events (the platform's bus). */
  readonly bus: AnalyticsEventSink;
  readonly navigate: (url: string) => void;
  readonly openProviderWindow: () => ProviderWindow | null;
  readonly leaveFor: (url: string) => void;
  /** Closes this window when the recharge page opened it; null otherwise. */
  readonly closeWindow: (() => void) | null;
  readonly announcePaymentResult: (notice: PaymentResultNotice) => void;
  /** Listens for the result pages of other windows (PAYMENT_RESULT_CHANNEL); answers the stop. */
  readonly onPaymentResult: (listener: (notice: PaymentResultNotice) => void) => () => void;
}

const TITLE: Readonly<Record<string, string>> = {
  'office-account': 'money_office_account_title',
  'office-recharge': 'money_office_recharge_title',
  'office-recharge-modal': 'money_office_recharge_title',
  'office-deduce': 'money_office_deduce_title',
  'office-historypay': 'money_office_historypay_title',
  'office-payment-requests': 'money_office_requests_title',
  'office-bonuses-deposit': 'money_office_bonuses_deposit_title',
  'office-bonuses-wager': 'money_office_bonuses_wager_title',
};

/**
 * The office money pages and the payment result pages, chosen by the settled route (the routes
 * the layout table, root-config/src/layout/shell-layout.ts, gives this parcel).
 */
export const OfficeMoney = observer(function OfficeMoney({
  stores,
  accounts,
  payments,
  bonuses,
  bus,
  navigate,
  openProviderWindow,
  leaveFor,
  closeWindow,
  announcePaymentResult,
  onPaymentResult,
}: OfficeMoneyProps) {
  const { t } = useTranslation();
  const page = stores.navigation.page;
  const name = page?.kind === 'route' ? page.name : null;
  const language = stores.settings.language;
  const history = useCallback(
    (pageNumber: number, includeArchive: boolean) => payments.history(pageNumber, includeArchive),
    [payments],
  );
  const requests = useCallback((pageNumber: number) => payments.requests(pageNumber), [payments]);

  if (page?.kind === 'route' && (name === 'payment-result' || name === 'withdraw-result')) {
    return (
      <PaymentResultPage
        result={page.params['result'] ?? 'fail'}
        withdrawal={name === 'withdraw-result'}
        paymentId={new URLSearchParams(stores.navigation.search).get('paymentId')}
        language={language}
        navigate={navigate}
        closeWindow={closeWindow}
        announce={announcePaymentResult}
      />
    );
  }

  let body;
  switch (name) {
    case 'office-recharge':
    case 'office-recharge-modal':
      body = (
        <RechargePage
          accounts={accounts}
          payments={payments}
          bonuses={bonuses}
          bus={bus}
          language={language}
          openProviderWindow={openProviderWindow}
          leaveFor={leaveFor}
          onPaymentResult={onPaymentResult}
          returnTo={returnTargetOf(stores.navigation.search)}
          navigate={navigate}
        />
      );
      break;
    case 'office-deduce':
      body = (
        <DeducePage
          accounts={accounts}
          payments={payments}
          language={language}
          navigate={navigate}
        />
      );
      break;
    case 'office-historypay':
      body = (
        <PaymentHistoryPage
          key="history"
          load={history}
          withArchive
          emptyKey="money_history_empty"
          timeDisplay={stores.settings.timeDisplay}
        />
      );
      break;
    case 'office-payment-requests':
      body = (
        <PaymentHistoryPage
          key="requests"
          load={requests}
          withArchive={false}
          emptyKey="money_requests_empty"
          timeDisplay={stores.settings.timeDisplay}
        />
      );
      break;
    case 'office-bonuses-deposit':
      body = (
        <BonusesPage
          accounts={accounts}
          bonuses={bonuses}
          kind="deposit"
          bus={bus}
          timeDisplay={stores.settings.timeDisplay}
        />
      );
      break;
    case 'office-bonuses-wager':
      body = (
        <BonusesPage
          accounts={accounts}
          bonuses={bonuses}
          kind="wager"
          bus={bus}
          timeDisplay={stores.settings.timeDisplay}
        />
      );
      break;
    default:
      body = <AccountPage accounts={accounts} />;
  }
  const needsAccounts = name !== 'office-historypay' && name !== 'office-payment-requests';
  return (
    <section className="bs-office-money" data-page={name ?? 'office-account'}>
      <h1>{t(TITLE[name ?? ''] ?? 'money_office_account_title')}</h1>
      {needsAccounts ? <AccountsGate accounts={accounts}>{body}</AccountsGate> : body}
    </section>
  );
});
