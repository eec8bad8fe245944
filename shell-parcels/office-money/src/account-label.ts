import { ACCOUNT_TYPE, type Account } from '@betshell/domain/accounts';
import type { TFunction } from 'i18next';

/**
 * An account's name in the player's language: its currency, or for a bonus account the
 * dictionary's words around it (`money_account_label_bonus`). The accounts' own `label` is the
 * domain's English, kept for the calls and logs that need a stable name.
 */
export function accountLabel(t: TFunction, account: Pick<Account, 'type' | 'iso'>): string {
  return account.type === ACCOUNT_TYPE.bonus
    ? t('money_account_label_bonus', { currency: account.iso })
    : account.iso;
}

/** accountLabel with the currency's symbol, "EUR bonus €". */
export function accountLabelWithSymbol(
  t: TFunction,
  account: Pick<Account, 'type' | 'iso' | 'symbol'>,
): string {
  return `${accountLabel(t, account)} ${account.symbol}`;
}
