import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  ACCOUNT_TYPE,
  AccountsStore,
  PAYMENT_STATUS,
  type PaymentHistoryAnswer,
} from '@betshell/domain/accounts';
import { OfficeSecurityStore, type OfficeSecurityApi } from '@betshell/domain/office-security';
import {
  accountFixture,
  accountsApiFixture,
  manualClock,
  rootStoreFixture,
  userConfigFixture,
} from '@betshell/domain/testing';
import { BalanceRoot } from './balance-root';

// The English texts of server/content/dictionaries/money the balance uses.
const en = {
  money_balance_hide: 'Hide balance',
  money_balance_show: 'Show balance',
  money_balance_accounts: 'Your accounts',
  money_balance_active: 'active',
  money_balance_points_one: '{{points}} point',
  money_balance_points_other: '{{points}} points',
  money_balance_deposit: 'Deposit',
  money_balance_loading: 'Loading balance…',
  money_balance_retry: 'Balance unavailable: try again',
  money_balance_switch_failed: 'The account could not be switched: {{message}}',
  money_team_cash_title: 'Welcome to the team!',
  money_team_cash_text: 'You have made {{count}} successful payments.',
  money_team_cash_close: 'Close',
  money_account_label_bonus: '{{currency}} bonus',
};

// The Russian words around a bonus account's currency, the one text a test reads in Russian.
const ru = { ...en, money_account_label_bonus: 'Бонусный {{currency}}' };

const completedPayment = (id: number) => ({
  id,
  status_id: PAYMENT_STATUS.completed,
  message: '',
  translate_message: '',
  skks_hash: '',
  timestamp: 0,
  date_payment: '',
  status_title: '',
  summ: 100,
  money_deposit_id: null,
  currency: 'RUB',
  kind: 'deposit',
});

async function renderBalance(
  options: {
    hidden?: boolean;
    completed?: number;
    unavailable?: boolean;
    loadConfig?: () => Promise<ReturnType<typeof userConfigFixture>>;
    language?: 'en' | 'ru';
  } = {},
) {
  const { bus, stores } = await rootStoreFixture();
  act(() => bus.next({ type: 'session', change: 'signed-in', userId: 5 }));
  const server = accountsApiFixture([
    accountFixture(1, 'RUB', { money: 123_450, isActive: true }),
    accountFixture(2, 'USD', { type: ACCOUNT_TYPE.currency, money: 1_000 }),
    accountFixture(3, 'RUB', { type: ACCOUNT_TYPE.bonus, money: 5_000 }),
  ]);
  // An unavailable balance fails until the test lets the server answer again.
  const answering = server.api.fetchBalance.bind(server.api);
  const availability = { on: options.unavailable !== true };
  server.api.fetchBalance = () =>
    availability.on ? answering() : Promise.reject(new Error('down'));
  const clock = manualClock();
  const accounts = new AccountsStore(server.api, stores.session, clock, () => undefined);
  const history: PaymentHistoryAnswer = {
    entities: Array.from({ length: options.completed ?? 0 }, (_, i) => completedPayment(i + 1)),
    total_count: options.completed ?? 0,
  };
  const payments = {
    history: jest.fn(() => Promise.resolve(history)),
  };
  // The page's office security store, as the office menu reads it.
  const setHideBalance = jest.fn((_hide: boolean) => Promise.resolve());
  const securityApi = {
    fetchUserConfig:
      options.loadConfig ??
      (() => Promise.resolve(userConfigFixture({ user_hide_balance: options.hidden ?? false }))),
    setHideBalance,
  } as unknown as OfficeSecurityApi;
  const security = new OfficeSecurityStore(securityApi, () => undefined, { next: () => undefined });
  const couponListeners: (() => void)[] = [];
  const returnListeners: (() => void)[] = [];
  const cookies: Record<string, string> = {};
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: options.language ?? 'en',
    resources: { en: { translation: en }, ru: { translation: ru } },
    interpolation: { escapeValue: false },
  });
  const navigate = jest.fn<void, [string]>();
  accounts.start();
  render(
    <I18nextProvider i18n={i18n}>
      <BalanceRoot
        accounts={accounts}
        payments={payments}
        security={security}
        onCouponPlaced={(listener) => {
          couponListeners.push(listener);
          return () => undefined;
        }}
        onReturn={(listener) => {
          returnListeners.push(listener);
          return () => undefined;
        }}
        teamCash={{
          authorised: true,
          cookie: (name) => cookies[name],
          setCookie: (name, value) => {
            cookies[name] = value;
          },
        }}
        settings={{ language: 'en' }}
        navigate={navigate}
        log={() => undefined}
      />
    </I18nextProvider>,
  );
  if (options.unavailable !== true && options.hidden !== true) {
    await screen.findByText(options.language === 'ru' ? '1 234,50 ₽' : '₽1,234.50');
  }
  return {
    server,
    accounts,
    payments,
    security,
    setHideBalance,
    couponListeners,
    returnListeners,
    navigate,
    cookies,
    availability,
  };
}

describe('the header balance', () => {
  it("shows the active account's money with its currency", async () => {
    await renderBalance();
    expect(screen.getByTestId('header-balance').textContent).toBe('₽1,234.50');
  });

  it('names the accounts button by the words it shows, and says what it opens as its description', async () => {
    await renderBalance();
    const button = screen.getByRole('button', { description: 'Your accounts' });
    expect(button.getAttribute('aria-label')).toBeNull();
    expect(button.textContent).toContain('₽1,234.50');
  });

  it('hides the amount when the player chose so, and saves a change of mind', async () => {
    const { setHideBalance } = await renderBalance({ hidden: true });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('••••'));
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('header-balance').textContent).toBe('₽1,234.50');
    expect(setHideBalance).toHaveBeenCalledWith(false);
  });

  it('hides the balance in the shared user config the office menu reads, and follows a hide made there', async () => {
    const { security } = await renderBalance();
    await waitFor(() => expect(security.balanceHidden).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(security.config?.user_hide_balance).toBe(true);
    await act(() => security.setHideBalance(false));
    expect(screen.getByTestId('header-balance').textContent).toBe('₽1,234.50');
  });

  it("keeps the player's hide when the user config answers after it with the old choice", async () => {
    let answerConfig: (hidden: boolean) => void = () => undefined;
    const config = new Promise<boolean>((resolve) => {
      answerConfig = resolve;
    });
    await renderBalance({
      loadConfig: async () => userConfigFixture({ user_hide_balance: await config }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('header-balance').textContent).toBe('••••');
    await act(async () => {
      answerConfig(false);
      await config;
    });
    expect(screen.getByTestId('header-balance').textContent).toBe('••••');
  });

  it('switches the active account from the list, and refreshes the accounts', async () => {
    const { server, accounts } = await renderBalance();
    await userEvent.click(screen.getByRole('button', { description: 'Your accounts' }));
    await userEvent.click(screen.getByRole('button', { name: /^USD/ }));
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('$10.00'));
    expect(server.calls).toEqual(['balance', 'active 2', 'balance']);
    expect(accounts.activeAccountChanges).toBe(1);
  });

  it('lists the bonus account but never offers it as the active one', async () => {
    await renderBalance();
    await userEvent.click(screen.getByRole('button', { description: 'Your accounts' }));
    expect(screen.getByRole('button', { name: /RUB bonus/ }).hasAttribute('disabled')).toBe(true);
  });

  it("names the bonus account and writes the money in the player's language", async () => {
    await renderBalance({ language: 'ru' });
    expect(screen.getByTestId('header-balance').textContent).toBe('1\u00a0234,50\u00a0₽');
    await userEvent.click(screen.getByRole('button', { description: 'Your accounts' }));
    expect(screen.getByRole('button', { name: /Бонусный RUB/ })).toBeTruthy();
  });

  it('says why a switch failed', async () => {
    const { server } = await renderBalance();
    server.refuseNext = 'There is no such account';
    await userEvent.click(screen.getByRole('button', { description: 'Your accounts' }));
    await userEvent.click(screen.getByRole('button', { name: /^USD/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The account could not be switched: There is no such account',
    );
  });

  it('shows points for a points account', async () => {
    const { server, accounts } = await renderBalance();
    server.accounts = [
      accountFixture(1, 'RUB', { isActive: true, isPointsTypeBalance: true, points: 70 }),
    ];
    await act(() => accounts.refresh());
    expect(screen.getByTestId('header-balance').textContent).toBe('70 points');
  });

  it('asks the balance again when a coupon is placed', async () => {
    const { server, couponListeners } = await renderBalance();
    server.accounts = server.accounts.map((a) => (a.id === 1 ? { ...a, money: 100_000 } : a));
    act(() => couponListeners.forEach((listener) => listener()));
    await screen.findByText('₽1,000.00');
  });

  it('offers to ask again when the balance could not be had', async () => {
    const { availability } = await renderBalance({ unavailable: true });
    const retry = await screen.findByRole('button', { name: 'Balance unavailable: try again' });
    availability.on = true;
    await userEvent.click(retry);
    expect(await screen.findByText('₽1,234.50')).toBeTruthy();
  });

  it('asks the balance again when a payment came back in another tab', async () => {
    const { server, returnListeners } = await renderBalance();
    server.accounts = server.accounts.map((a) => (a.id === 1 ? { ...a, money: 223_450 } : a));
    act(() => returnListeners.forEach((listener) => listener()));
    await screen.findByText('₽2,234.50');
  });

  it('leads to the deposit page in the page language', async () => {
    const { navigate } = await renderBalance();
    await userEvent.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(navigate).toHaveBeenCalledWith('/en/office/recharge');
  });

  it('shows the team cash popup at 3 completed payments, once', async () => {
    const { cookies } = await renderBalance({ completed: 3 });
    const popup = await screen.findByRole('dialog', { name: 'Welcome to the team!' });
    expect(popup.textContent).toContain('You have made 3 successful payments.');
    // Not modal: the player may read on with the popup in its corner.
    expect(popup.getAttribute('aria-modal')).toBeNull();
    expect(cookies['team_cash_shown']).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no team cash popup at 2 completed payments', async () => {
    const { payments } = await renderBalance({ completed: 2 });
    await waitFor(() => expect(payments.history).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
