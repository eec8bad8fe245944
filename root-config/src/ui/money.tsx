import {
  formatMoney,
  formatOdds,
  type CoefViewId,
  type LanguageCode,
  type MoneyFormat,
} from '@betshell/domain';
import { useKitStyles } from './use-kit-styles';

export interface MoneyProps extends MoneyFormat {
  readonly amountMinor: number;
  readonly currency: string;
  /**
   * The page's language (the parcel's i18n.language): how the amount is written depends on it. A
   * prop rather than a context of the kit, so that no parcel can forget it (it is required) and
   * the kit reads no store.
   */
  readonly language: LanguageCode | (string & {});
  readonly className?: string;
}

/** An amount of minor units as the player reads it (formatMoney of the domain), never wrapped. */
export function Money({ amountMinor, currency, language, className, ...format }: MoneyProps) {
  useKitStyles();
  return (
    <span className={className === undefined ? 'ui-money' : `ui-money ${className}`}>
      {formatMoney(amountMinor, currency, language, format)}
    </span>
  );
}

export interface OddsProps {
  readonly coef: number;
  /** The player's choice of how odds read (decimal, fractional, American, ...). */
  readonly view: CoefViewId;
  readonly className?: string;
}

/** Odds in the player's format (formatOdds of the domain), in figures of one width. */
export function Odds({ coef, view, className }: OddsProps) {
  useKitStyles();
  return (
    <span className={className === undefined ? 'ui-odds' : `ui-odds ${className}`}>
      {formatOdds(coef, view)}
    </span>
  );
}
