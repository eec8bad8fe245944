// @betshell/bet-history: the office bet history (route office-history) and the print-coupon page,
// mounted by the root config on those routes (the layout table,
// root-config/src/layout/shell-layout.ts). It follows the settled page to show the one its route
// names.
import { BetHistoryStore, coefViewOfSettings } from '@betshell/domain/betting';
import { platform } from '@betshell/platform';
import { observer } from 'mobx-react-lite';
import { createBetHistoryHttpApi, createCasinoRoundsHttpApi } from './bet-history-http-api';
import { BetHistoryPage } from './bet-history-page';
import { betHistoryStyles } from './bet-history-styles';
import { PrintCouponPage } from './print-coupon-page';

const api = createBetHistoryHttpApi(platform.http, () => platform.stores.settings.language);
const history = new BetHistoryStore(api);
const casinoRounds = createCasinoRoundsHttpApi(platform.http);
const loadCoupon = (couponId: number) => api.coupon(couponId);
const printHref = (couponId: number) =>
  `/${platform.stores.settings.language}/print-coupon/${couponId}`;

const BetHistoryRoot = observer(function BetHistoryRoot() {
  const page = platform.stores.navigation.page;
  const timeDisplay = platform.stores.settings.timeDisplay;
  const coefViewId = coefViewOfSettings(platform.stores.settings);
  if (page?.kind === 'route' && page.name === 'print-coupon')
    return (
      <PrintCouponPage
        key={page.params['couponId']}
        couponId={Number(page.params['couponId'])}
        loadCoupon={loadCoupon}
        timeDisplay={timeDisplay}
        coefViewId={coefViewId}
        print={() => window.print()}
      />
    );
  return (
    <BetHistoryPage
      store={history}
      timeDisplay={timeDisplay}
      coefViewId={coefViewId}
      printHref={printHref}
      casinoRounds={casinoRounds}
    />
  );
});

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'bet-history',
  rootComponent: BetHistoryRoot,
  styles: betHistoryStyles,
  errorBoundary: () => <section className="bs-bet-history" />,
});
