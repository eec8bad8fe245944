import { paymentRefusalKeys } from '@betshell/domain/accounts';
import type { TFunction } from 'i18next';

/** The words for a refused money call: the most specific text the dictionaries have. */
export function refusalText(t: TFunction, error: unknown): string {
  return t(paymentRefusalKeys(error));
}
