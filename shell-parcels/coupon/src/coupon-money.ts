import { formatMinorUnits, parseMajorAmount } from '@betshell/domain/accounts';
import { isSiteCurrency, type SiteCurrency } from '@betshell/domain/auth';

const siteCurrency = (currency: string): SiteCurrency =>
  isSiteCurrency(currency) ? currency : 'RUB';

/** Minor units as the stake input shows them, without grouping: "1500.00". */
export function stakeText(minor: number, currency: string): string {
  return formatMinorUnits(minor, siteCurrency(currency)).replace(/\u00a0/g, '');
}

/** A typed stake in minor units, or null when it is no amount of the currency. */
export function parseStake(text: string, currency: string): number | null {
  return parseMajorAmount(text.trim(), siteCurrency(currency));
}
