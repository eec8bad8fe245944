// @betshell/coupon: the betting coupon's single-spa lifecycles. The root config mounts it beside
// the betting pages after the first paint (the layout table,
// root-config/src/layout/shell-layout.ts). The page keeps one coupon (platform.shared), one
// accounts store, and the coupon's bus connection for its lifetime.
import { QUERY_KEY, routeByName } from '@betshell/domain';
import { sharedAccountsStore } from '@betshell/domain/accounts';
import {
  CouponLineWatch,
  LINE_API_PATHS,
  OpenBetsStore,
  sharedLiveLine,
} from '@betshell/domain/betting';
import { createAccountsHttpApi, createEventSourceLineChanges, platform } from '@betshell/platform';
import { clearCoupon, connectCouponToBus } from './connect-coupon-bus';
import { CouponAccountChoice, couponContextOf } from './coupon-context';
import { createCouponHttpApi } from './coupon-http-api';
import { createCouponLineHttpApi } from './coupon-line-http-api';
import { createOpenBetsHttpApi } from './open-bets-http-api';
import { CouponPanel } from './coupon-panel';
import { couponStyles } from './coupon-styles';
import { followCouponContext, sharedCouponStore } from './create-coupon-store';
import { keepCoupon } from './keep-coupon';
import { followTabVisibility } from './follow-tab-visibility';
import { useEffect } from 'react';

const log = (message: string, error: unknown) => console.error(message, error);
const accounts = sharedAccountsStore(platform, () => createAccountsHttpApi(platform.http), log);
const choice = new CouponAccountChoice();
const context = couponContextOf(platform.stores, accounts, choice);
const api = createCouponHttpApi(platform.http, () => platform.stores.settings.language);
const store = sharedCouponStore(platform.shared, platform.stores.couponSummary, api, context);
keepCoupon(store, platform.storage.local, context().currency);
followCouponContext(store, context);

// The coupon's odds follow the line while it is on screen (coupon-line-watch.ts): it asks for its
// own games, since it floats also beside pages where the sportsbook is not mounted; while the
// page's one stream of the line's changes is open (shared with the sportsbook) it follows that.
const liveLine = sharedLiveLine(platform, () =>
  createEventSourceLineChanges(window, LINE_API_PATHS.stream),
);
const lineWatch = new CouponLineWatch(
  store,
  createCouponLineHttpApi(platform.http),
  platform.clock,
  () => platform.stores.settings.language,
  liveLine,
);
// The player's open coupons with their cash-out value, which follows the same stream; a cash-out
// paid reloads the balances as a placed bet does.
const openBets = new OpenBetsStore(
  createOpenBetsHttpApi(platform.http),
  platform.clock,
  () => platform.stores.settings.language,
  liveLine,
  () => void accounts.refresh(),
);
// Balances reload after a bet: the header's and the coupon's, from the one accounts store; the
// open bets read the new coupon.
connectCouponToBus(store, platform.bus, () => {
  void accounts.refresh();
  void openBets.refresh();
});

// Where a stake over the balance leads: the office's recharge page (the route table's path).
const RECHARGE_PATH = routeByName('office-recharge')?.path ?? '/office/recharge';

function askLogin() {
  const { pathname, search } = platform.stores.navigation;
  const query = new URLSearchParams(search);
  query.set(QUERY_KEY.showLoginModal, '1');
  query.set(QUERY_KEY.returnUrl, pathname);
  platform.navigate(`${pathname}?${query.toString()}`);
}

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'coupon',
  rootComponent: () => <CouponRoot />,
  styles: couponStyles,
  errorBoundary: () => <aside className="bs-coupon" />,
});

/** The coupon asks the line only while mounted, and only while the tab is visible. */
function CouponRoot() {
  useEffect(() => {
    const stopVisibility = followTabVisibility(document, lineWatch);
    lineWatch.start();
    return () => {
      stopVisibility();
      lineWatch.dispose();
    };
  }, []);
  return (
    <CouponPanel
      store={store}
      context={context}
      accounts={accounts}
      choice={choice}
      loadCoupon={(couponId) => api.coupon(couponId)}
      openBets={openBets}
      onClear={() => clearCoupon(store, platform.bus)}
      askLogin={askLogin}
      printHref={(couponId) => `/${platform.stores.settings.language}/print-coupon/${couponId}`}
      depositHref={`/${platform.stores.settings.language}${RECHARGE_PATH}`}
      navigate={platform.navigate}
      bus={platform.bus}
      summary={platform.stores.couponSummary}
      panels={platform.stores.settings}
    />
  );
}
