import { createShellEventBus } from '../bus/shell-event';
import { SessionStore } from '../session/session-store';
import { manualClock } from '../testing/manual-clock';
import { ACCOUNT_TYPE, type Account } from './account';
import { AccountsStore, type AccountsApi, type BalanceAnswer } from './accounts-store';

const account = (
  id: number,
  iso: string,
  type: Account['type'],
  money: number,
  isActive = false,
): Account => ({
  id,
  type,
  iso,
  symbol: '',
  currencyId: 0,
  money,
  points: 0,
  label: iso,
  labelWithSymbol: iso,
  isActive,
  isPointsTypeBalance: false,
});

const answer = (accounts: Account[]): BalanceAnswer => ({
  balance: accounts.find((a) => a.isActive)?.money ?? 0,
  bonus: accounts.filter((a) => a.type === ACCOUNT_TYPE.bonus).reduce((sum, a) => sum + a.money, 0),
  currency: accounts.find((a) => a.isActive)?.iso ?? 'RUB',
  is_available_first_deposit_bonus: false,
  isAccountFrozen: false,
  all_accounts: accounts,
});

/** Lets the store's awaited transport answers settle (domain has no timers of its own). */
async function flush(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

function setUp(initial: Account[]) {
  const bus = createShellEventBus();
  const session = new SessionStore(bus);
  const clock = manualClock();
  let server = initial;
  const calls: string[] = [];
  const api: AccountsApi = {
    fetchBalance: () => {
      calls.push('balance');
      return Promise.resolve(answer(server));
    },
    setActiveAccount: (id) => {
      calls.push(`active ${id}`);
      server = server.map((a) => ({ ...a, isActive: a.id === id }));
      return Promise.resolve({ success: true, message: '' });
    },
    addCurrency: (iso) => {
      calls.push(`add ${iso}`);
      return Promise.resolve({ success: true, message: `The ${iso} account is added` });
    },
    removeCurrency: () =>
      Promise.resolve({
        success: false,
        message: 'The USD account holds money: withdraw it first',
      }),
  };
  const store = new AccountsStore(api, session, clock, () => undefined);
  store.start();
  return {
    store,
    clock,
    calls,
    signIn: () => bus.next({ type: 'session', change: 'signed-in', userId: 1 }),
    signOut: () => bus.next({ type: 'session', change: 'signed-out' }),
    setServer: (accounts: Account[]) => void (server = accounts),
  };
}

describe('the accounts store', () => {
  const rub = account(1, 'RUB', ACCOUNT_TYPE.main, 1000, true);

  it('loads the accounts when the player signs in and empties them at sign-out', async () => {
    const t = setUp([rub, account(2, 'RUB', ACCOUNT_TYPE.bonus, 50)]);
    expect(t.calls).toEqual([]);
    t.signIn();
    await flush();
    expect(t.store.balance).toBe(1000);
    expect(t.store.accounts.map((a) => a.id)).toEqual([1]);
    expect(t.store.allAccounts).toHaveLength(2);
    expect(t.store.mainAccount?.id).toBe(1);
    expect(t.store.bonus).toBe(50);
    t.signOut();
    expect(t.store.balance).toBeNull();
    expect(t.store.accounts).toEqual([]);
  });

  it('sets the change flag and refreshes accounts when the active account changes', async () => {
    const t = setUp([rub, account(3, 'USD', ACCOUNT_TYPE.currency, 0)]);
    t.signIn();
    await flush();
    const changing = t.store.setActiveAccount(3);
    expect(t.store.isChangeInProgress).toBe(true);
    await changing;
    expect(t.store.isChangeInProgress).toBe(false);
    expect(t.store.activeAccountChanges).toBe(1);
    expect(t.store.activeAccount?.iso).toBe('USD');
  });

  it('polls accounts every 1000 ms after adding a currency until it appears', async () => {
    const t = setUp([rub]);
    t.signIn();
    await flush();
    const result = await t.store.addCurrency('USD');
    expect(result).toEqual({ success: true, message: 'The USD account is added' });
    expect(t.store.selectedAddCurrency).toBe('USD');
    t.calls.length = 0;
    t.clock.advance(1000);
    await flush();
    expect(t.calls).toEqual(['balance']);
    t.setServer([rub, account(3, 'USD', ACCOUNT_TYPE.currency, 0)]);
    t.clock.advance(1000);
    await flush();
    expect(t.store.hasCurrency('USD')).toBe(true);
    t.clock.advance(5000);
    await flush();
    expect(t.calls).toEqual(['balance', 'balance']);
  });

  it('passes on the server message when a currency cannot be removed', async () => {
    const t = setUp([rub]);
    t.signIn();
    await flush();
    expect(await t.store.removeCurrency('USD')).toEqual({
      success: false,
      message: 'The USD account holds money: withdraw it first',
    });
    expect(t.store.isDeleteInProgress).toBe(false);
  });

  it('asks the balance up to 5 more times 2500 ms apart after a payment, stopping when it changes', async () => {
    const t = setUp([rub]);
    t.signIn();
    await flush();
    t.calls.length = 0;
    t.store.pollAfterPayment();
    await flush();
    for (let n = 0; n < 7; n += 1) {
      t.clock.advance(2500);
      await flush();
    }
    expect(t.calls).toHaveLength(1 + 5);

    t.calls.length = 0;
    t.store.pollAfterPayment();
    await flush();
    t.setServer([{ ...rub, money: 2000 }]);
    t.clock.advance(2500);
    await flush();
    t.clock.advance(10_000);
    await flush();
    expect(t.store.balance).toBe(2000);
    expect(t.calls).toHaveLength(2);
  });
});
