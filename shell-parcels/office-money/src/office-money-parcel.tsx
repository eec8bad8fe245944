// @betshell/office-money: the office money pages and the payment result pages. The root config
// mounts it on its routes (the layout table, root-config/src/layout/shell-layout.ts).
import {
  PAYMENT_RESULT_CHANNEL,
  createPaymentsHttpApi,
  sharedAccountsStore,
} from '@betshell/domain/accounts';
import { createBonusesHttpApi } from '@betshell/domain/bonuses';
import { createAccountsHttpApi, platform } from '@betshell/platform';
import { OfficeMoney } from './office-money';
import { officeMoneyStyles } from './office-money-styles';
import { paymentResultNotice, type PaymentResultNotice } from './payment-result-notice';
import type { ProviderWindow } from './recharge-page';

const log = (message: string, error: unknown) => console.error(message, error);
const accounts = sharedAccountsStore(platform, () => createAccountsHttpApi(platform.http), log);
const payments = createPaymentsHttpApi(platform.http);
const bonuses = createBonusesHttpApi(platform.http);

/**
 * The provider's window is known by its name, which survives its navigations: the result page it
 * lands on offers to close it. The page opened has no opener (a provider's page must not reach
 * back into the site).
 */
const PROVIDER_WINDOW = 'bs-payment-provider';

function openProviderWindow(): ProviderWindow | null {
  const opened = window.open('', PROVIDER_WINDOW);
  if (opened === null) return null;
  opened.opener = null;
  return {
    go: (url) => opened.location.assign(new URL(url, window.location.href).href),
    close: () => opened.close(),
  };
}

/**
 * The tab the deposit began in refreshes its balance on this (balance parcel), and its recharge
 * page shows how the payment ended.
 */
function announcePaymentResult(notice: PaymentResultNotice): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(PAYMENT_RESULT_CHANNEL);
  channel.postMessage(notice);
  channel.close();
}

/** The result pages of the provider's window, heard by the recharge page that opened it. */
function onPaymentResult(listener: (notice: PaymentResultNotice) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(PAYMENT_RESULT_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const notice = paymentResultNotice(event.data);
    if (notice !== null) listener(notice);
  });
  return () => channel.close();
}

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'office-money',
  rootComponent: () => (
    <OfficeMoney
      stores={platform.stores}
      accounts={accounts}
      payments={payments}
      bonuses={bonuses}
      bus={platform.bus}
      navigate={platform.navigate}
      openProviderWindow={openProviderWindow}
      leaveFor={(url) => window.location.assign(url)}
      closeWindow={window.name === PROVIDER_WINDOW ? () => window.close() : null}
      announcePaymentResult={announcePaymentResult}
      onPaymentResult={onPaymentResult}
    />
  ),
  styles: officeMoneyStyles,
  errorBoundary: () => <section className="bs-office-money" />,
});
