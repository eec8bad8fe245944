import { ACCOUNT_TYPE, type Account, type AccountsStore } from '@betshell/domain/accounts';
import {
  couponSiteOptionsOf,
  couponStakeLimits,
  coefViewOfSettings,
  type CouponContext,
} from '@betshell/domain/betting';
import { makeAutoObservable } from 'mobx';

/** What of the platform's stores the coupon reads (the platform's RootStore satisfies it). */
export interface CouponStores {
  readonly session: { readonly authorised: boolean; readonly userId: number | null };
  readonly settings: object;
  readonly siteConfig: { readonly config: { readonly ref_id: number } | null };
}

/**
 * The account the coupon bets from (coupon state `accountId`, section 3): the player's pick in the
 * coupon's account selector, else the site's active account. Picking the bonus account here does not
 * change the account the rest of the site shows.
 */
export class CouponAccountChoice {
  accountId: number | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  choose(accountId: number | null): void {
    this.accountId = accountId;
  }
}

export function couponAccountOf(
  accounts: AccountsStore,
  choice: CouponAccountChoice,
): Account | null {
  return (
    accounts.allAccounts.find((account) => account.id === choice.accountId) ??
    accounts.activeAccount
  );
}

/** The coupon's view of the site, read afresh each time so MobX follows every source. */
export function couponContextOf(
  stores: CouponStores,
  accounts: AccountsStore,
  choice: CouponAccountChoice,
): () => CouponContext {
  return () => {
    const account = couponAccountOf(accounts, choice);
    const currency = account?.iso ?? accounts.currency ?? 'RUB';
    const config = stores.siteConfig.config;
    const options = couponSiteOptionsOf(config);
    return {
      loggedIn: stores.session.authorised,
      userId: stores.session.userId ?? 0,
      accountId: account?.id ?? 0,
      isBonusAccount: account?.type === ACCOUNT_TYPE.bonus,
      currency,
      refId: config?.ref_id ?? 0,
      coefViewId: coefViewOfSettings(stores.settings),
      limits: couponStakeLimits(currency, options),
      isAvailableCouponBonusBet: options.isAvailableCouponBonusBet,
      showVipBet: options.showVipBet,
      showOneClick: options.showOneClick,
      balance: account === null ? null : account.money,
    };
  };
}
