import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  ACCOUNT_TYPE,
  AccountsStore,
  PAYMENT_STATUS,
  type PaymentAnswer,
  type PaymentHistoryAnswer,
  type PaymentRequest,
  type PaymentsApi,
} from '@betshell/domain/accounts';
import {
  accountFixture,
  accountsApiFixture,
  manualClock,
  navigationEventFixture,
  rootStoreFixture,
  settledRouteFixture,
} from '@betshell/domain/testing';
import type { BonusesAnswer, BonusesApi, PlayerBonusView } from '@betshell/domain/bonuses';
import { DEFAULT_BONUS_TERMS } from '@betshell/domain/bonuses';
import { MONEY_TEXTS_EN } from './money-texts-fixture';
import { OfficeMoney } from './office-money';
import type { PaymentResultNotice } from './payment-result-notice';
import type { ProviderWindow } from './recharge-page';

interface OfficeMoneyFixtureOptions {
  readonly route: string;
  readonly area?: 'office' | 'payment-result';
  readonly params?: Record<string, string>;
  readonly search?: string;
  readonly history?: (pageNumber: number, includeArchive: boolean) => Promise<PaymentHistoryAnswer>;
  readonly deposit?: (request: PaymentRequest) => Promise<PaymentAnswer>;
  readonly withdraw?: (request: PaymentRequest) => Promise<PaymentAnswer>;
  readonly providerWindow?: ProviderWindow | null;
  readonly closeWindow?: (() => void) | null;
  /** The page's language and its texts; English by default. */
  readonly language?: 'en' | 'ru';
  readonly texts?: Readonly<Record<string, string>>;
  readonly accounts?: ReturnType<typeof accountFixture>[];
  readonly bonuses?: Partial<BonusesApi>;
  /** A deposit match waits for the player's deposit. */
  readonly firstDepositBonus?: boolean;
}

const NO_BONUSES: BonusesAnswer = { declined: false, bonuses: [], offers: [] };

/** The office money parcel on one route, over an accounts server in memory (RUB main, USD extra). */
async function renderOfficeMoney(options: OfficeMoneyFixtureOptions) {
  const language = options.language ?? 'en';
  const { bus, stores } = await rootStoreFixture({
    language,
    pathname: `/${language}/office/account`,
  });
  act(() => bus.next({ type: 'session', change: 'signed-in', userId: 5 }));
  act(() =>
    bus.next(
      navigationEventFixture(`/${language}/${options.route}`, language, {
        search: options.search ?? '',
        page: settledRouteFixture({
          name: options.route,
          area: options.area ?? 'office',
          params: options.params ?? {},
          layout: options.area === 'payment-result' ? 'empty' : 'default',
        }),
      }),
    ),
  );
  const server = accountsApiFixture(
    options.accounts ?? [
      accountFixture(1, 'RUB', { money: 50_000, isActive: true }),
      accountFixture(2, 'USD', { type: ACCOUNT_TYPE.currency }),
    ],
  );
  server.firstDepositBonus = options.firstDepositBonus ?? false;
  const clock = manualClock();
  const accounts = new AccountsStore(server.api, stores.session, clock, () => undefined);
  accounts.start();
  const empty = () => Promise.resolve({ entities: [], total_count: 0 });
  const deposit = jest.fn(options.deposit ?? (() => Promise.reject(new Error('no deposit'))));
  const payments: PaymentsApi = {
    deposit,
    withdraw: jest.fn(options.withdraw ?? (() => Promise.reject(new Error('no withdrawal')))),
    history: jest.fn(options.history ?? empty),
    requests: jest.fn(empty),
  };
  const bonuses: BonusesApi = {
    list: jest.fn(() => Promise.resolve(NO_BONUSES)),
    checkPromoCode: jest.fn(() => Promise.reject(new Error('no check'))),
    redeemPromoCode: jest.fn(() => Promise.reject(new Error('no redeem'))),
    takeOffer: jest.fn(() => Promise.reject(new Error('no take'))),
    forfeit: jest.fn(() => Promise.reject(new Error('no forfeit'))),
    setDeclined: jest.fn((declined: boolean) => Promise.resolve({ declined })),
    ...options.bonuses,
  };
  const analytics: unknown[] = [];
  bus.subscribe((event) => {
    if (event.type === 'analytics') analytics.push(event);
  });
  const navigate = jest.fn<void, [string]>();
  const leaveFor = jest.fn<void, [string]>();
  const openProviderWindow = jest.fn(() => options.providerWindow ?? null);
  const announce = jest.fn<void, [PaymentResultNotice]>();
  // The result pages of other windows, as the channel would bring them.
  const resultListeners = new Set<(notice: PaymentResultNotice) => void>();
  const paymentResult = (notice: PaymentResultNotice) =>
    act(() => resultListeners.forEach((listener) => listener(notice)));
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: options.texts ?? MONEY_TEXTS_EN } },
    interpolation: { escapeValue: false },
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <OfficeMoney
        stores={stores}
        accounts={accounts}
        payments={payments}
        bonuses={bonuses}
        bus={bus}
        navigate={navigate}
        openProviderWindow={openProviderWindow}
        leaveFor={leaveFor}
        closeWindow={options.closeWindow ?? null}
        announcePaymentResult={announce}
        onPaymentResult={(listener) => {
          resultListeners.add(listener);
          return () => resultListeners.delete(listener);
        }}
      />
    </I18nextProvider>,
  );
  return {
    server,
    accounts,
    bonuses,
    analytics,
    deposit,
    announce,
    paymentResult,
    navigate,
    leaveFor,
    openProviderWindow,
    clock,
    view,
  };
}

const payment = (id: number, summ: number, status: number, kind = 'deposit') => ({
  id,
  status_id: status as 1,
  message: '',
  translate_message: '',
  skks_hash: '',
  timestamp: Date.UTC(2026, 10, 1) / 1000,
  date_payment: '2026-11-01T00:00:00.000Z',
  status_title: '',
  summ,
  money_deposit_id: null,
  currency: 'RUB',
  kind,
});

const refused = (errorCode: string, details?: unknown) =>
  Object.assign(new Error(errorCode), { errorCode, details, messageKey: 'http_error' });

describe('the office account page', () => {
  it('names a bonus account in the language of the page', async () => {
    await renderOfficeMoney({
      route: 'office-account',
      language: 'ru',
      texts: { money_account_label_bonus: 'Бонусный {{currency}}' },
      accounts: [
        accountFixture(1, 'RUB', { money: 50_000, isActive: true }),
        accountFixture(3, 'EUR', { type: ACCOUNT_TYPE.bonus, money: 1_000 }),
      ],
    });
    expect(await screen.findByRole('row', { name: /Бонусный EUR €/ })).toBeTruthy();
    expect(screen.queryByText(/EUR bonus/)).toBeNull();
  });

  it('lists the accounts with their money and marks the active one', async () => {
    await renderOfficeMoney({ route: 'office-account' });
    const rub = await screen.findByRole('row', { name: /RUB ₽/ });
    expect(within(rub).getByText('₽500.00')).toBeTruthy();
    expect(within(rub).getByText('Active')).toBeTruthy();
  });

  it('makes another account active, which the change flag counts', async () => {
    const { accounts, server } = await renderOfficeMoney({ route: 'office-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Make active: USD' }));
    expect((await screen.findByRole('status')).textContent).toBe('USD is now your active account.');
    expect(accounts.activeAccountChanges).toBe(1);
    expect(server.calls).toContain('active 2');
  });

  it('adds a currency, then asks the accounts every 1000 ms until it is there', async () => {
    const { server, clock } = await renderOfficeMoney({ route: 'office-account' });
    await screen.findByRole('row', { name: /RUB ₽/ });
    // The server opens the account only after a moment: the first answers still lack it.
    const open = server.api.addCurrency.bind(server.api);
    let opened = false;
    server.api.addCurrency = (iso) => {
      server.calls.push(`add ${iso}`);
      return Promise.resolve({ success: true, message: '' });
    };
    await userEvent.selectOptions(screen.getByLabelText('Add a currency account'), 'EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The EUR account is being opened…',
    );
    const asked = server.calls.filter((call) => call === 'balance').length;
    await act(async () => {
      clock.advance(1000);
      await Promise.resolve();
    });
    await waitFor(() =>
      expect(server.calls.filter((call) => call === 'balance').length).toBe(asked + 1),
    );
    await act(() => open('EUR').then(() => (opened = true)));
    expect(opened).toBe(true);
    await act(async () => {
      clock.advance(1000);
      await Promise.resolve();
    });
    expect(await screen.findByText('The EUR account is open.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /EUR €/ })).toBeTruthy();
  });

  it('never offers to remove a currency account that holds money', async () => {
    const { server, accounts } = await renderOfficeMoney({ route: 'office-account' });
    server.accounts = server.accounts.map((a) => (a.iso === 'USD' ? { ...a, money: 100 } : a));
    await act(() => accounts.refresh());
    expect(screen.getByRole('button', { name: 'Remove: USD' }).hasAttribute('disabled')).toBe(true);
  });

  it('removes an empty currency account', async () => {
    const { server } = await renderOfficeMoney({ route: 'office-account' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove: USD' }));
    expect(await screen.findByText('The USD account is removed.')).toBeTruthy();
    expect(server.calls).toContain('remove USD');
    expect(screen.queryByRole('row', { name: /USD/ })).toBeNull();
  });

  it("says in words why the server refused, with the server's message", async () => {
    const { server } = await renderOfficeMoney({ route: 'office-account' });
    server.refuseNext = 'There is already a EUR account';
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That did not work: There is already a EUR account',
    );
  });
});

describe('the recharge page', () => {
  it('opens the provider page in its own window and asks the balance after the payment', async () => {
    const go = jest.fn<void, [string]>();
    const { deposit, server, clock } = await renderOfficeMoney({
      route: 'office-recharge',
      providerWindow: { go, close: jest.fn() },
      deposit: (request) =>
        Promise.resolve({
          id: 9,
          status_id: PAYMENT_STATUS.pending,
          amountMinor: request.amountMinor,
          accountId: 1,
          currency: 'RUB',
          replayed: false,
          redirectUrl: '/demo-pay/tok?lng=en',
        }),
    });
    await userEvent.type(await screen.findByLabelText('Amount (RUB)'), '100.50');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(/The payment page is open in a new window/)).toBeTruthy();
    expect(go).toHaveBeenCalledWith('/demo-pay/tok?lng=en');
    expect(deposit).toHaveBeenCalledWith(
      expect.objectContaining({ amountMinor: 10_050, accountId: 1, lng: 'en' }),
    );
    const before = server.calls.length;
    server.accounts = server.accounts.map((a) => (a.id === 1 ? { ...a, money: 60_050 } : a));
    await act(async () => {
      clock.advance(2500);
      await Promise.resolve();
    });
    await waitFor(() => expect(server.calls.length).toBeGreaterThan(before));
  });

  const depositOpened = async (id: number) => {
    const view = await renderOfficeMoney({
      route: 'office-recharge',
      providerWindow: { go: jest.fn(), close: jest.fn() },
      deposit: (request) =>
        Promise.resolve({
          id,
          status_id: PAYMENT_STATUS.pending,
          amountMinor: request.amountMinor,
          accountId: 1,
          currency: 'RUB',
          replayed: false,
          redirectUrl: '/demo-pay/tok?lng=en',
        }),
    });
    await userEvent.type(await screen.findByLabelText('Amount (RUB)'), '100.50');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByText(/The payment page is open in a new window/);
    return view;
  };

  it('shows the result once the payment succeeds, with the balance asked again', async () => {
    const { server, paymentResult } = await depositOpened(9);
    server.accounts = server.accounts.map((a) => (a.id === 1 ? { ...a, money: 60_050 } : a));
    const before = server.calls.length;
    paymentResult({ outcome: 'success', paymentId: 9 });

    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Payment successful');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Your balance: ₽600.50.'),
    );
    expect(server.calls.length).toBeGreaterThan(before);
    expect(screen.queryByText(/The payment page is open/)).toBeNull();
  });

  it("tells a cancelled payment, and pays no heed to another payment's result", async () => {
    const { paymentResult } = await depositOpened(10);
    paymentResult({ outcome: 'success', paymentId: 3 });
    expect(screen.getByRole('status').textContent).toMatch(/The payment page is open/);

    paymentResult({ outcome: 'cancel', paymentId: 10 });
    expect(screen.getByRole('status').textContent).toBe(
      'Payment cancelled You cancelled the payment. No money was taken.',
    );
  });

  it('goes to the provider in this window when no window may open', async () => {
    const { leaveFor } = await renderOfficeMoney({
      route: 'office-recharge',
      providerWindow: null,
      deposit: () =>
        Promise.resolve({
          id: 9,
          status_id: 1,
          amountMinor: 100,
          accountId: 1,
          currency: 'RUB',
          replayed: false,
          redirectUrl: '/demo-pay/tok?lng=en',
        }),
    });
    await userEvent.type(await screen.findByLabelText('Amount (RUB)'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/demo-pay/tok?lng=en'));
  });

  it('names the deposit limit that refused the deposit, and closes the window it opened', async () => {
    const close = jest.fn();
    await renderOfficeMoney({
      route: 'office-recharge',
      providerWindow: { go: jest.fn(), close },
      deposit: () => Promise.reject(refused('DEPOSIT_LIMIT_EXCEEDED')),
    });
    await userEvent.type(await screen.findByLabelText('Amount (RUB)'), '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This deposit is over your deposit limit.',
    );
    expect(close).toHaveBeenCalled();
  });

  it('refuses an amount that is not one, before asking the server', async () => {
    const { deposit } = await renderOfficeMoney({ route: 'office-recharge' });
    await userEvent.type(await screen.findByLabelText('Amount (RUB)'), '10.555');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByText('Enter an amount such as 100 or 100.50.')).toBeTruthy();
    expect(deposit).not.toHaveBeenCalled();
  });

  it('uses the same idempotency key when the same deposit is pressed again after a failure', async () => {
    const { deposit } = await renderOfficeMoney({
      route: 'office-recharge',
      deposit: () => Promise.reject(Object.assign(new Error('offline'), { messageKey: 'x' })),
    });
    await userEvent.type(await screen.findByLabelText('Amount (RUB)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(deposit).toHaveBeenCalledTimes(2));
    const keys = deposit.mock.calls.map((call) => call[0].idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('the deduce page', () => {
  it('requests a withdrawal, asks the balance again and points to the payment requests', async () => {
    const { navigate, server } = await renderOfficeMoney({
      route: 'office-deduce',
      withdraw: (request) =>
        Promise.resolve({
          id: 31,
          status_id: PAYMENT_STATUS.pending,
          amountMinor: request.amountMinor,
          accountId: 1,
          currency: 'RUB',
          replayed: false,
        }),
    });
    expect(await screen.findByText('Available: ₽500.00')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Amount (RUB)'), '200');
    const asked = server.calls.filter((call) => call === 'balance').length;
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call === 'balance').length).toBe(asked + 1),
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'Withdrawal request No. 31 for ₽200.00 is waiting for approval.',
    );
    await userEvent.click(
      within(screen.getByRole('status')).getByRole('link', { name: 'Payment requests' }),
    );
    expect(navigate).toHaveBeenCalledWith('/en/office/payment/requests');
  });

  it('says there is not enough money', async () => {
    await renderOfficeMoney({
      route: 'office-deduce',
      withdraw: () => Promise.reject(refused('INSUFFICIENT_FUNDS')),
    });
    await userEvent.type(await screen.findByLabelText('Amount (RUB)'), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is not enough money on the account.',
    );
  });
});

describe('a withdrawal over the verification threshold', () => {
  it('says why it waits and leads to the verification page', async () => {
    const { navigate } = await renderOfficeMoney({
      route: 'office-deduce',
      texts: {
        ...MONEY_TEXTS_EN,
        money_error_verification_required:
          'A withdrawal of this size needs a verified identity. Verify your identity, then request the withdrawal again.',
        money_verification_link: 'Go to verification',
      },
      withdraw: () =>
        Promise.reject(
          refused('VERIFICATION_REQUIRED', {
            messageKey: 'money_error_verification_required',
            verificationPath: '/office/verification',
          }),
        ),
    });
    await userEvent.type(await screen.findByLabelText('Amount (RUB)'), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('needs a verified identity');
    await userEvent.click(within(alert).getByRole('link', { name: 'Go to verification' }));
    expect(navigate).toHaveBeenCalledWith('/en/office/verification');
  });
});

describe('the payment history', () => {
  const pages: Record<number, PaymentHistoryAnswer> = {
    1: {
      entities: Array.from({ length: 10 }, (_, i) =>
        payment(20 - i, 1000, PAYMENT_STATUS.completed),
      ),
      total_count: 12,
    },
    2: {
      entities: [payment(10, -500, PAYMENT_STATUS.pending, 'withdrawal'), payment(9, 700, 4)],
      total_count: 12,
    },
  };

  it('shows a page of payments with their kind, signed amount and status, and pages on', async () => {
    const history = jest.fn((page: number) => Promise.resolve(pages[page] as PaymentHistoryAnswer));
    await renderOfficeMoney({ route: 'office-historypay', history });
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    const withdrawal = screen.getByRole('row', { name: /Withdrawal/ });
    expect(within(withdrawal).getByText('-₽5.00')).toBeTruthy();
    expect(within(withdrawal).getByText('Pending')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Cancelled/ })).toBeTruthy();
    expect(history).toHaveBeenLastCalledWith(2, false);
  });

  it('includes the archive when asked, from the first page', async () => {
    const history = jest.fn((page: number) => Promise.resolve(pages[page] as PaymentHistoryAnswer));
    await renderOfficeMoney({ route: 'office-historypay', history });
    await userEvent.click(await screen.findByLabelText('Include payments older than 90 days'));
    await waitFor(() => expect(history).toHaveBeenLastCalledWith(1, true));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
  });

  it('offers a retry when the payments could not be loaded', async () => {
    let fail = true;
    const history = jest.fn(() =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve({ entities: [], total_count: 0 }),
    );
    await renderOfficeMoney({ route: 'office-historypay', history });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The payments could not be loaded.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });
});

describe('the payment result pages', () => {
  it('tell the player a deposit was cancelled and lead back to the site', async () => {
    const { navigate, announce } = await renderOfficeMoney({
      route: 'payment-result',
      area: 'payment-result',
      params: { result: 'cancel' },
      search: '?paymentId=44',
    });
    expect(screen.getByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByText('Payment No. 44')).toBeTruthy();
    expect(announce).toHaveBeenCalledWith({ outcome: 'cancel', paymentId: 44 });
    await userEvent.click(screen.getByRole('link', { name: 'Back to the site' }));
    expect(navigate).toHaveBeenCalledWith('/en/');
  });

  it("offer to close the provider's window the recharge page opened", async () => {
    const closeWindow = jest.fn();
    await renderOfficeMoney({
      route: 'payment-result',
      area: 'payment-result',
      params: { result: 'success' },
      closeWindow,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close this window' }));
    expect(closeWindow).toHaveBeenCalled();
  });

  it('word a withdrawal result as a withdrawal', async () => {
    await renderOfficeMoney({
      route: 'withdraw-result',
      area: 'payment-result',
      params: { result: 'pending' },
    });
    expect(screen.getByRole('heading', { name: 'Withdrawal is being processed' })).toBeTruthy();
  });
});

const activeBonus: PlayerBonusView = {
  id: 9,
  offerId: 1,
  kind: 'deposit_match',
  title: 'First deposit bonus: sports',
  status: 'active',
  currency: 'RUB',
  amountMinor: 10_000,
  wagerRequiredMinor: 50_000,
  wageredMinor: 20_000,
  balanceMinor: 8_000,
  releasedMinor: 0,
  terms: { ...DEFAULT_BONUS_TERMS, percent: 100, capMinor: 1_000_000 },
  expiresAt: '2026-12-20T10:00:00Z',
  grantedAt: '2026-11-20T10:00:00Z',
};

describe('the bonus pages', () => {
  it('check a promo code, say a refusal in words and take a bonus only after its terms', async () => {
    const user = userEvent;
    const checkPromoCode = jest.fn((code: string) =>
      Promise.resolve(
        code === 'WELCOME'
          ? {
              ok: true,
              offer: {
                id: 1,
                kind: 'deposit_match' as const,
                title: 'Welcome',
                terms: activeBonus.terms,
              },
            }
          : { ok: false, refusal: 'expired' as const, message: 'This promo code has expired.' },
      ),
    );
    const redeemPromoCode = jest.fn(() => Promise.resolve(activeBonus));
    const { analytics } = await renderOfficeMoney({
      route: 'office-bonuses-deposit',
      bonuses: { checkPromoCode, redeemPromoCode },
    });
    const field = await screen.findByLabelText('Promo code');
    fireEvent.change(field, { target: { value: 'OLD' } });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'This promo code has expired.',
    );
    fireEvent.change(field, { target: { value: 'WELCOME' } });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('wager 5 times the bonus')).toBeTruthy();
    expect(redeemPromoCode).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Take the bonus' }));
    await waitFor(() => expect(redeemPromoCode).toHaveBeenCalledWith('WELCOME', 'office', 'en'));
    expect(analytics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'promo_code_checked', label: 'office:expired' }),
        expect.objectContaining({ name: 'promo_code_checked', label: 'office:ok' }),
        expect.objectContaining({ name: 'bonus_taken', label: 'deposit_match' }),
      ]),
    );
  }, 15_000);

  it('show a bonus being wagered with its progress, what is left and when it ends', async () => {
    await renderOfficeMoney({
      route: 'office-bonuses-wager',
      bonuses: {
        list: () => Promise.resolve({ ...NO_BONUSES, bonuses: [activeBonus] }),
      },
    });
    expect(await screen.findByText('Being wagered')).toBeTruthy();
    expect(screen.getByText(/Wagered ₽200\.00 of ₽500\.00/)).toBeTruthy();
    expect(screen.getByText(/Left to wager: ₽300\.00/)).toBeTruthy();
    expect(screen.getByText(/^Ends /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Give up this bonus' })).toBeTruthy();
  });

  it('show the terms of the deposit match a deposit would pay, on the recharge page', async () => {
    await renderOfficeMoney({
      route: 'office-recharge',
      firstDepositBonus: true,
      bonuses: {
        list: () =>
          Promise.resolve({
            ...NO_BONUSES,
            bonuses: [{ ...activeBonus, status: 'pending' as const, amountMinor: 0 }],
          }),
      },
    });
    expect(await screen.findByText('First deposit bonus: sports: Terms')).toBeTruthy();
    expect(screen.getByText('wager 5 times the bonus')).toBeTruthy();
    expect(screen.getByLabelText('Promo code')).toBeTruthy();
  });

  it('say so when there are no bonuses', async () => {
    await renderOfficeMoney({ route: 'office-bonuses-wager' });
    expect(await screen.findByText('You have no bonuses.')).toBeTruthy();
  });
});
