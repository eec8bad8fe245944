import { formatPercent } from '@betshell/domain';
import {
  ACCOUNT_TYPE,
  FIRST_DEPOSIT_BONUS_CAP_MINOR,
  FIRST_DEPOSIT_BONUS_PERCENT,
  type AccountsStore,
  formatMoney,
} from '@betshell/domain/accounts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

export interface BonusesPageProps {
  readonly accounts: AccountsStore;
  readonly kind: 'deposit' | 'wager';
}

/**
 * Office bonuses: `deposit` says whether the first deposit earns the bonus
 * (is_available_first_deposit_bonus; the rule is domain's firstDepositBonus*), `wager` lists the
 * bonus money to play (the bonuses of the account store). Ours: the server has no wagering
 * requirements, so the page says so rather than inventing progress bars.
 */
export const BonusesPage = observer(function BonusesPage({ accounts, kind }: BonusesPageProps) {
  const { t, i18n } = useTranslation();
  const main = accounts.mainAccount;
  if (main === null) return null;
  const bonusAccounts = accounts.allAccounts.filter(
    (account) => account.type === ACCOUNT_TYPE.bonus && account.money > 0,
  );
  return (
    <>
      {kind === 'deposit' && (
        <p className="bs-office-money__bonus">
          {accounts.isAvailableFirstDepositBonus
            ? t('money_bonus_available', {
                percent: formatPercent(FIRST_DEPOSIT_BONUS_PERCENT, i18n.language),
                cap: formatMoney(FIRST_DEPOSIT_BONUS_CAP_MINOR, main.iso, i18n.language),
              })
            : t('money_bonus_not_available')}
        </p>
      )}
      {bonusAccounts.length === 0 ? (
        <p>{t('money_bonus_accounts_empty')}</p>
      ) : (
        <ul className="bs-office-money__bonuses">
          {bonusAccounts.map((account) => (
            <li key={account.id}>
              {t('money_bonus_money', { id: account.id })}:{' '}
              {formatMoney(account.money, account.iso, i18n.language)}
            </li>
          ))}
        </ul>
      )}
      {kind === 'wager' && <p className="bs-office-money__note">{t('money_bonus_wager_note')}</p>}
    </>
  );
});
