import { CURRENCY_DETAILS, formatMinorUnits, type Account } from '@betshell/domain/accounts';
import { isSiteCurrency } from '@betshell/domain/auth';

/** An amount of minor units with its currency's symbol, "1 234.50 ₽"; an unknown currency as its code. */
export function moneyText(amountMinor: number, iso: string): string {
  return isSiteCurrency(iso)
    ? `${formatMinorUnits(amountMinor, iso)} ${CURRENCY_DETAILS[iso].symbol}`
    : `${amountMinor} ${iso}`;
}

/** What an account holds as the player reads it: points for a points account, else money. */
export function accountAmount(
  account: Account,
  t: (key: string, options: Record<string, unknown>) => string,
): string {
  return account.isPointsTypeBalance
    ? t('money_balance_points', { points: account.points })
    : moneyText(account.money, account.iso);
}
