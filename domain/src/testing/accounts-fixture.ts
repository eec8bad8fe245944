import { ACCOUNT_TYPE, accountLabels, CURRENCY_DETAILS, type Account } from '../accounts/account';
import type { AccountsApi, BalanceAnswer } from '../accounts/accounts-store';
import type { SiteCurrency } from '../auth/site-currencies';

/** An account as the server answers it. */
export function accountFixture(
  id: number,
  iso: SiteCurrency,
  fields: Partial<Omit<Account, 'id' | 'iso'>> = {},
): Account {
  const type = fields.type ?? ACCOUNT_TYPE.main;
  return {
    id,
    type,
    iso,
    symbol: CURRENCY_DETAILS[iso].symbol,
    currencyId: CURRENCY_DETAILS[iso].currencyId,
    money: 0,
    points: 0,
    ...accountLabels(type, iso),
    isActive: false,
    isPointsTypeBalance: false,
    ...fields,
  };
}

export interface AccountsApiFixture {
  readonly api: AccountsApi;
  /** What was asked, in order: `balance`, `active 2`, `add USD`, `remove USD`. */
  readonly calls: string[];
  /** The accounts the server holds; a test changes them to move money. */
  accounts: Account[];
  /** Refuse the next command with this message. */
  refuseNext: string | null;
  /** Whether a deposit match waits for the player's deposit (is_available_first_deposit_bonus). */
  firstDepositBonus?: boolean;
}

/** An accounts server in memory, as GET /web-api/user/balance answers (the `accounts` variant). */
export function accountsApiFixture(initial: Account[]): AccountsApiFixture {
  const fixture: AccountsApiFixture = {
    calls: [],
    accounts: initial,
    refuseNext: null,
    api: {
      fetchBalance: () => {
        fixture.calls.push('balance');
        const active = fixture.accounts.find((a) => a.isActive);
        const answer: BalanceAnswer = {
          balance: active?.money ?? 0,
          bonus: fixture.accounts
            .filter((a) => a.type === ACCOUNT_TYPE.bonus)
            .reduce((sum, a) => sum + a.money, 0),
          currency: active?.iso ?? 'RUB',
          is_available_first_deposit_bonus: fixture.firstDepositBonus ?? false,
          isAccountFrozen: false,
          all_accounts: fixture.accounts,
          bonuses: fixture.accounts
            .filter((a) => a.type === ACCOUNT_TYPE.bonus)
            .map((a) => ({ idBonus: a.id, money: a.money })),
          conversion_status: 0,
        };
        return Promise.resolve(answer);
      },
      setActiveAccount: (id) =>
        command(`active ${id}`, () => {
          fixture.accounts = fixture.accounts.map((a) => ({ ...a, isActive: a.id === id }));
        }),
      addCurrency: (iso) =>
        command(`add ${iso}`, () => {
          const id = Math.max(0, ...fixture.accounts.map((a) => a.id)) + 1;
          fixture.accounts = [
            ...fixture.accounts,
            accountFixture(id, iso as SiteCurrency, { type: ACCOUNT_TYPE.currency }),
          ];
        }),
      removeCurrency: (iso) =>
        command(`remove ${iso}`, () => {
          fixture.accounts = fixture.accounts.filter((a) => a.iso !== iso);
        }),
    },
  };
  const command = (call: string, apply: () => void) => {
    fixture.calls.push(call);
    const refusal = fixture.refuseNext;
    fixture.refuseNext = null;
    if (refusal !== null) return Promise.resolve({ success: false, message: refusal });
    apply();
    return Promise.resolve({ success: true, message: '' });
  };
  return fixture;
}
