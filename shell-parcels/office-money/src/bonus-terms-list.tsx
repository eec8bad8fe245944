import { formatNumber, formatPercent } from '@betshell/domain';
import { formatMoney } from '@betshell/domain/accounts';
import type { BonusKind, BonusTerms } from '@betshell/domain/bonuses';
import { useTranslation } from 'react-i18next';

export interface BonusTermsListProps {
  readonly kind: BonusKind;
  readonly terms: BonusTerms;
  readonly currency: string;
}

/** An offer's terms in words: what it pays, what counts towards wagering, what is not allowed. */
export function BonusTermsList({ kind, terms, currency }: BonusTermsListProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const money = (amount: number) => formatMoney(amount, currency, lng);
  const percent = (value: number) => formatPercent(value, lng);
  const weights = Object.entries(terms.casinoWeights)
    // The demo provider's kinds of game have words; another provider's kind shows as it is named.
    .map(
      ([game, weight]) => `${t(`bonus_game_${game}`, { defaultValue: game })} ${percent(weight)}`,
    )
    .join(', ');
  const lines = [
    terms.percent !== null && t('bonus_terms_percent', { percent: percent(terms.percent) }),
    kind === 'free_spins' && terms.spins !== null && terms.amountMinor !== null
      ? t('bonus_terms_spins', { spins: terms.spins, amount: money(terms.amountMinor) })
      : terms.amountMinor !== null && money(terms.amountMinor),
    terms.capMinor !== null && t('bonus_terms_cap', { amount: money(terms.capMinor) }),
    kind === 'deposit_match' &&
      terms.minDepositMinor > 0 &&
      t('bonus_terms_min_deposit', { amount: money(terms.minDepositMinor) }),
    t('bonus_terms_wagering', { multiplier: formatNumber(terms.wageringMultiplier, lng) }),
    terms.sportsContributionPercent > 0 &&
      t('bonus_terms_sports', {
        odds: formatNumber(terms.sportsMinOdds, lng),
        percent: percent(terms.sportsContributionPercent),
      }),
    weights !== '' && t('bonus_terms_casino', { weights }),
    terms.maxStakeMinor !== null &&
      t('bonus_terms_max_stake', { amount: money(terms.maxStakeMinor) }),
    t('bonus_terms_expiry', { days: terms.expiryDays }),
  ].filter((line): line is string => typeof line === 'string' && line !== '');
  return (
    <ul className="bs-office-money__terms" aria-label={t('bonus_terms_title')}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
