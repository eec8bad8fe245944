import type { BalanceSchema, ReadonlyStatic } from '@betshell/api-contract';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import type { SessionStore } from '../session/session-store';
import type { Clock } from '../time/clock';
import { ACCOUNT_TYPE, type Account } from './account';
import {
  ADD_CURRENCY_POLL_INTERVAL_MS,
  ADD_CURRENCY_POLL_MAX_TRIES,
  BALANCE_POLL_INTERVAL_MS,
  BALANCE_POLL_REPEATS,
} from './balance-polling';

/** GET /web-api/user/balance: both variants (the summary one has no accounts). */
export type BalanceAnswer = ReadonlyStatic<typeof BalanceSchema>;

/** What add and remove currency answer (spec/shell.md section 8: failure is success false with the server's message). */
export interface AccountsCommandResult {
  readonly success: boolean;
  readonly message: string;
}

/** The transport of the accounts store; the platform implements it over HTTP. */
export interface AccountsApi {
  fetchBalance(): Promise<BalanceAnswer>;
  setActiveAccount(accountId: number): Promise<AccountsCommandResult>;
  addCurrency(currency: string): Promise<AccountsCommandResult>;
  removeCurrency(currency: string): Promise<AccountsCommandResult>;
}

/**
 * spec/shell.md section 3, Account store, with the rules of sections 4 and 9: changing the active
 * account sets the change flag and refreshes accounts; after adding a currency, accounts are asked
 * every 1000 ms until it appears; after a payment the balance is asked up to 5 times 2500 ms apart
 * until it changes. It loads when the player signs in and empties when they sign out.
 */
export class AccountsStore {
  /** Money accounts: main and currency (types 0 and 9). */
  accounts: readonly Account[] = [];
  /** Every account of the answer, bonus ones too (`all_accounts`). */
  allAccounts: readonly Account[] = [];
  bonuses: readonly { readonly idBonus: number; readonly money: number }[] = [];
  /** The active account's money and currency, also from the summary variant. */
  balance: number | null = null;
  bonus = 0;
  currency: string | null = null;
  isAvailableFirstDepositBonus = false;
  isAccountFrozen = false;
  conversionStatus: number | null = null;
  selectedAddCurrency: string | null = null;
  isAddInProgress = false;
  isDeleteInProgress = false;
  isChangeInProgress = false;
  isUpdateBalanceProcess = false;
  /** The change flag of spec section 4; counts changes so others (the coupon) can react to each. */
  activeAccountChanges = 0;
  private cancelPoll: (() => void) | null = null;
  private readonly disposers: IReactionDisposer[] = [];

  constructor(
    private readonly api: AccountsApi,
    private readonly session: SessionStore,
    private readonly clock: Clock,
    private readonly log: (message: string, error: unknown) => void,
  ) {
    makeAutoObservable<
      AccountsStore,
      'api' | 'session' | 'clock' | 'log' | 'cancelPoll' | 'disposers'
    >(this, {
      api: false,
      session: false,
      clock: false,
      log: false,
      cancelPoll: false,
      disposers: false,
      start: false,
      dispose: false,
    });
  }

  get mainAccount(): Account | null {
    return this.allAccounts.find((account) => account.type === ACCOUNT_TYPE.main) ?? null;
  }

  get activeAccount(): Account | null {
    return this.allAccounts.find((account) => account.isActive) ?? this.mainAccount;
  }

  /** Loads for a signed-in player, and again at every sign-in; empties at sign-out. */
  start(): void {
    this.disposers.push(
      reaction(
        () => this.session.authorised,
        (authorised) => (authorised ? void this.refresh() : this.clear()),
        { fireImmediately: true },
      ),
    );
  }

  dispose(): void {
    this.disposers.splice(0).forEach((dispose) => dispose());
    this.stopPolling();
  }

  /** Asks for the balance and accounts once; a failure is logged and the last answer kept. */
  async refresh(): Promise<void> {
    this.balanceRequested();
    try {
      this.balanceArrived(await this.api.fetchBalance());
    } catch (error) {
      this.balanceFailed();
      this.log('fail load balance', error);
    }
  }

  async setActiveAccount(accountId: number): Promise<AccountsCommandResult> {
    this.changeStarted();
    const result = await this.command(() => this.api.setActiveAccount(accountId));
    this.changeEnded(result.success);
    if (result.success) await this.refresh();
    return result;
  }

  /** Adds a currency, then polls accounts every 1000 ms until it is there. */
  async addCurrency(currency: string): Promise<AccountsCommandResult> {
    this.addStarted(currency);
    const result = await this.command(() => this.api.addCurrency(currency));
    this.addEnded();
    if (result.success)
      this.pollUntil(
        () => this.hasCurrency(currency),
        ADD_CURRENCY_POLL_INTERVAL_MS,
        ADD_CURRENCY_POLL_MAX_TRIES,
      );
    return result;
  }

  async removeCurrency(currency: string): Promise<AccountsCommandResult> {
    this.deleteStarted();
    const result = await this.command(() => this.api.removeCurrency(currency));
    this.deleteEnded();
    if (result.success) await this.refresh();
    return result;
  }

  /** After a payment: the balance, then up to 5 more times 2500 ms apart until it changes. */
  pollAfterPayment(): void {
    const before = this.balance;
    void this.refresh();
    this.pollUntil(() => this.balance !== before, BALANCE_POLL_INTERVAL_MS, BALANCE_POLL_REPEATS);
  }

  hasCurrency(currency: string): boolean {
    return this.allAccounts.some((account) => account.iso === currency.toUpperCase());
  }

  private pollUntil(done: () => boolean, intervalMs: number, tries: number): void {
    this.stopPolling();
    const next = (left: number) => {
      if (left <= 0 || done()) return;
      this.cancelPoll = this.clock.schedule(intervalMs, () => {
        this.cancelPoll = null;
        void this.refresh().then(() => next(left - 1));
      });
    };
    next(tries);
  }

  private stopPolling(): void {
    this.cancelPoll?.();
    this.cancelPoll = null;
  }

  private async command(run: () => Promise<AccountsCommandResult>): Promise<AccountsCommandResult> {
    try {
      return await run();
    } catch (error) {
      this.log('accounts command failed', error);
      return { success: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private balanceRequested(): void {
    this.isUpdateBalanceProcess = true;
  }

  private balanceArrived(answer: BalanceAnswer): void {
    this.isUpdateBalanceProcess = false;
    this.balance = answer.balance;
    this.bonus = answer.bonus;
    this.currency = answer.currency;
    this.isAvailableFirstDepositBonus = answer.is_available_first_deposit_bonus;
    this.isAccountFrozen = answer.isAccountFrozen;
    if (answer.all_accounts !== undefined) {
      this.allAccounts = answer.all_accounts;
      this.accounts = answer.all_accounts.filter((account) => account.type !== ACCOUNT_TYPE.bonus);
    }
    if (answer.bonuses !== undefined) this.bonuses = answer.bonuses;
    if (answer.conversion_status !== undefined) this.conversionStatus = answer.conversion_status;
  }

  private balanceFailed(): void {
    this.isUpdateBalanceProcess = false;
  }

  private changeStarted(): void {
    this.isChangeInProgress = true;
  }

  private changeEnded(changed: boolean): void {
    this.isChangeInProgress = false;
    if (changed) this.activeAccountChanges += 1;
  }

  private addStarted(currency: string): void {
    this.isAddInProgress = true;
    this.selectedAddCurrency = currency;
  }

  private addEnded(): void {
    this.isAddInProgress = false;
  }

  private deleteStarted(): void {
    this.isDeleteInProgress = true;
  }

  private deleteEnded(): void {
    this.isDeleteInProgress = false;
  }

  private clear(): void {
    this.stopPolling();
    this.accounts = [];
    this.allAccounts = [];
    this.bonuses = [];
    this.balance = null;
    this.bonus = 0;
    this.currency = null;
    this.isAvailableFirstDepositBonus = false;
    this.isAccountFrozen = false;
    this.conversionStatus = null;
    this.selectedAddCurrency = null;
  }
}
