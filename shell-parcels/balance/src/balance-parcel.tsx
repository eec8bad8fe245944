// @betshell/balance: the header's balance. The header shows it in its `.bs-header__balance` slot
// for a signed-in player only, through the platform's remote-view loader, so neither the header
// nor the first page of a visitor carries its code (the first-load budget).
import {
  PAYMENT_RESULT_CHANNEL,
  createPaymentsHttpApi,
  sharedAccountsStore,
} from '@betshell/domain/accounts';
import { ofChange } from '@betshell/domain';
import { sharedOfficeSecurityStore } from '@betshell/domain/office-security';
import { createAccountsHttpApi, createOfficeSecurityHttpApi, platform } from '@betshell/platform';
import { BalanceRoot } from './balance-root';
import { balanceStyles } from './balance-styles';

const log = (message: string, error: unknown) => console.error(message, error);
const accounts = sharedAccountsStore(platform, () => createAccountsHttpApi(platform.http), log);
const payments = createPaymentsHttpApi(platform.http);

// The user config owns the hide choice; the office menu reads it from the same store.
const security = sharedOfficeSecurityStore(
  platform,
  () => createOfficeSecurityHttpApi(platform.http),
  log,
);

const onCouponPlaced = (listener: () => void) => {
  const subscription = platform.bus.pipe(ofChange('coupon', 'placed')).subscribe(listener);
  return () => subscription.unsubscribe();
};

// The player comes back to this tab, or a payment result page in another tab says a payment
// came back from the provider.
const onReturn = (listener: () => void) => {
  const visible = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', visible);
  const results =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(PAYMENT_RESULT_CHANNEL);
  results?.addEventListener('message', listener);
  return () => {
    document.removeEventListener('visibilitychange', visible);
    results?.close();
  };
};

const teamCash = {
  get authorised() {
    return platform.stores.session.authorised;
  },
  cookie: (name: string) => platform.cookies.get(name),
  setCookie: (name: string, value: string, maxAgeSeconds: number) =>
    platform.cookies.set(name, value, { maxAgeSeconds }),
};

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'balance',
  rootComponent: () => (
    <BalanceRoot
      accounts={accounts}
      payments={payments}
      security={security}
      onCouponPlaced={onCouponPlaced}
      onReturn={onReturn}
      teamCash={teamCash}
      settings={platform.stores.settings}
      navigate={platform.navigate}
      log={log}
    />
  ),
  styles: balanceStyles,
  errorBoundary: () => <div className="bs-balance" />,
});
