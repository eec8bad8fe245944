// Test support of the coupon's component tests: the page's stores as the coupon reads them, a
// transport that records what it was sent, a bus, and a render whose texts are the keys
// themselves, so a test reads which text the player sees.
import {
  CouponSummary,
  createShellEventBus,
  SessionStore,
  type ShellEvent,
} from '@betshell/domain';
import { AccountsStore, type Account, type AccountsApi } from '@betshell/domain/accounts';
import {
  CouponLineWatch,
  CouponStore,
  type BetHistoryCoupon,
  type CouponLineApi,
  type CouponBet,
  type CouponToSend,
  type PlacedCoupon,
} from '@betshell/domain/betting';
import { manualClock, type ManualClock } from '@betshell/domain/testing';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { connectCouponToBus, clearCoupon } from './connect-coupon-bus';
import { CouponAccountChoice, couponContextOf } from './coupon-context';
import { CouponPanel } from './coupon-panel';

export function account(over: Partial<Account> = {}): Account {
  return {
    id: 11,
    type: 0,
    iso: 'RUB',
    symbol: '₽',
    currencyId: 643,
    money: 1_000_000,
    points: 0,
    label: 'RUB',
    labelWithSymbol: 'RUB ₽',
    isActive: true,
    isPointsTypeBalance: false,
    ...over,
  };
}

export function bet(marketId: number, coef: number, over: Partial<CouponBet> = {}): CouponBet {
  return {
    gameId: marketId,
    marketId,
    coef,
    kind: 1,
    sportId: 1,
    isLive: false,
    blockId: 1,
    isBanker: false,
    isBlocked: false,
    names: { sport: 'Football', champ: 'Premier', game: `Game ${marketId}`, market: 'W1' },
    ...over,
  };
}

/** Like the platform's PlatformHttpError: the HTTP status in `code`, the body's code and details. */
export function refusal(status: number, errorCode: string, details?: unknown): Error {
  return Object.assign(new Error(errorCode), {
    status: 'http-error',
    code: status,
    errorCode,
    details,
    messageKey: 'http_error',
  });
}

/** Time that never moves: the balance polls after a payment, and a coupon test makes none. */
const stillClock = { now: () => 0, schedule: () => () => undefined };

export interface CouponSetup {
  readonly store: CouponStore;
  /** The root store's view of the coupon, where the sheet's open state lives. */
  readonly summary: CouponSummary;
  readonly sent: CouponToSend[];
  readonly events: ShellEvent[];
  readonly publish: (event: ShellEvent) => void;
  readonly answerWith: (answer: (coupon: CouponToSend) => Promise<PlacedCoupon>) => void;
  readonly loaded: number[];
  readonly askedLogin: () => number;
  readonly placedIds: number[];
  /** The pages the coupon led to (the deposit page). */
  readonly navigated: string[];
  /** The coupon's line watch over the `line` transport given, on a clock the test moves. */
  readonly lineWatch: CouponLineWatch;
  readonly clock: ManualClock;
}

export async function renderCoupon(
  options: {
    readonly loggedIn?: boolean;
    readonly accounts?: readonly Account[];
    readonly siteConfig?: Record<string, unknown>;
    readonly loadCoupon?: (couponId: number) => Promise<BetHistoryCoupon>;
    /** The line as the coupon asks it; none: a line that knows no game, never started. */
    readonly line?: CouponLineApi;
    /** The odds format the player chose (global settings coefViewId); none: decimal. */
    readonly coefViewId?: number;
    /** Texts for some keys, to read what they say with their parameters; the rest show as keys. */
    readonly texts?: Readonly<Record<string, string>>;
    /** The player's side panels (the settings store); none: both shown. */
    readonly panels?: { readonly rightPanelHidden: boolean };
  } = {},
): Promise<CouponSetup> {
  const bus = createShellEventBus();
  const events: ShellEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const session = new SessionStore(bus);
  const loggedIn = options.loggedIn ?? true;
  if (loggedIn) bus.next({ type: 'session', change: 'signed-in', userId: 42 });
  const accountsApi: AccountsApi = {
    fetchBalance: () =>
      Promise.resolve({
        balance: 1_000_000,
        bonus: 0,
        currency: 'RUB',
        is_available_first_deposit_bonus: false,
        isAccountFrozen: false,
        all_accounts: options.accounts ?? [account()],
      }),
    setActiveAccount: () => Promise.resolve({ success: true, message: '' }),
    addCurrency: () => Promise.resolve({ success: true, message: '' }),
    removeCurrency: () => Promise.resolve({ success: true, message: '' }),
  };
  const accounts = new AccountsStore(accountsApi, session, stillClock, () => undefined);
  if (loggedIn) await accounts.refresh();
  const choice = new CouponAccountChoice();
  const stores = {
    session,
    settings: options.coefViewId === undefined ? {} : { coefViewId: options.coefViewId },
    siteConfig: { config: { ref_id: 3, ...options.siteConfig } },
  };
  const context = couponContextOf(stores, accounts, choice);
  const sent: CouponToSend[] = [];
  let answer: (coupon: CouponToSend) => Promise<PlacedCoupon> = () =>
    Promise.resolve({ couponId: 9001, state: 'accepted' });
  let ids = 0;
  const store = new CouponStore(
    {
      place: (coupon) => {
        sent.push(coupon);
        return answer(coupon);
      },
    },
    context,
    () => `coupon-${(ids += 1)}`,
  );
  const clock = manualClock();
  const lineWatch = new CouponLineWatch(
    store,
    options.line ?? { event: () => Promise.resolve(null) },
    clock,
    () => 'en',
  );
  if (options.line !== undefined) lineWatch.start();
  const placedIds: number[] = [];
  connectCouponToBus(store, bus, (couponId) => placedIds.push(couponId));
  const summary = new CouponSummary();
  const loaded: number[] = [];
  let logins = 0;
  const navigated: string[] = [];
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { translation: { ...options.texts } } } });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CouponPanel
          store={store}
          context={context}
          accounts={accounts}
          choice={choice}
          loadCoupon={(couponId) => {
            loaded.push(couponId);
            return options.loadCoupon === undefined
              ? Promise.reject(new Error('no coupon'))
              : options.loadCoupon(couponId);
          }}
          onClear={() => clearCoupon(store, bus)}
          askLogin={() => (logins += 1)}
          printHref={(couponId) => `/en/print-coupon/${couponId}`}
          depositHref="/en/office/recharge"
          navigate={(href) => navigated.push(href)}
          bus={bus}
          summary={summary}
          panels={options.panels}
        />
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
  return {
    store,
    summary,
    sent,
    events,
    publish: (event) => act(() => bus.next(event)),
    answerWith: (next) => (answer = next),
    loaded,
    askedLogin: () => logins,
    placedIds,
    navigated,
    lineWatch,
    clock,
  };
}
