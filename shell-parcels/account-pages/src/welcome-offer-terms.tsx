import { formatNumber, formatPercent } from '@betshell/domain';
import { formatMoney } from '@betshell/domain/accounts';
import { welcomeRulesPath, type WelcomeOfferView } from '@betshell/domain/bonuses';
import { useTranslation } from 'react-i18next';

export interface WelcomeOfferTermsProps {
  readonly offer: WelcomeOfferView;
  /** The currency the player registers in: the amounts of the terms are in it. */
  readonly currency: string;
  readonly language: string;
}

/**
 * The welcome offer of the chosen bonus, as the bonus engine holds it: what it pays and what
 * wagering it asks (the bonuses dictionary's words, as the office shows an offer), and a link to
 * its rules page, so a player reads the terms before registering with it.
 */
export function WelcomeOfferTerms({ offer, currency, language }: WelcomeOfferTermsProps) {
  const { t } = useTranslation();
  const { terms } = offer;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const percent = (value: number) => formatPercent(value, language);
  const lines = [
    terms.percent !== null && t('bonus_terms_percent', { percent: percent(terms.percent) }),
    terms.amountMinor !== null && money(terms.amountMinor),
    terms.capMinor !== null && t('bonus_terms_cap', { amount: money(terms.capMinor) }),
    offer.kind === 'deposit_match' &&
      terms.minDepositMinor > 0 &&
      t('bonus_terms_min_deposit', { amount: money(terms.minDepositMinor) }),
    t('bonus_terms_wagering', { multiplier: formatNumber(terms.wageringMultiplier, language) }),
    terms.sportsContributionPercent > 0 &&
      t('bonus_terms_sports', {
        odds: formatNumber(terms.sportsMinOdds, language),
        percent: percent(terms.sportsContributionPercent),
      }),
    terms.maxStakeMinor !== null &&
      t('bonus_terms_max_stake', { amount: money(terms.maxStakeMinor) }),
    t('bonus_terms_expiry', { days: terms.expiryDays }),
  ].filter((line): line is string => typeof line === 'string' && line !== '');
  return (
    <section className="bs-account__welcome" aria-label={offer.title} data-welcome={offer.choice}>
      <strong>{offer.title}</strong>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <a href={welcomeRulesPath(language, offer.choice)} target="_blank" rel="noopener">
        {t('registration_bonus_rules')}
      </a>
    </section>
  );
}
