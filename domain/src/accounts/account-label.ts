import { ACCOUNT_TYPE, type Account } from './account';

/** The dictionary lookup an account's name needs; a parcel passes its i18next `t`. */
export type AccountLabelTexts = (
  key: 'money_account_label_bonus',
  values: { currency: string },
) => string;

/**
 * An account's name in the player's language: its currency, or for a bonus account the
 * dictionary's words around it (`money_account_label_bonus`). The accounts' own `label` is the
 * domain's English, kept for the calls and logs that need a stable name. Every parcel that names an
 * account (the header's balance, the office's money pages) calls this one rule.
 */
export function accountLabel(t: AccountLabelTexts, account: Pick<Account, 'type' | 'iso'>): string {
  return account.type === ACCOUNT_TYPE.bonus
    ? t('money_account_label_bonus', { currency: account.iso })
    : account.iso;
}

/** accountLabel with the currency's symbol, "EUR bonus €". */
export function accountLabelWithSymbol(
  t: AccountLabelTexts,
  account: Pick<Account, 'type' | 'iso' | 'symbol'>,
): string {
  return `${accountLabel(t, account)} ${account.symbol}`;
}
