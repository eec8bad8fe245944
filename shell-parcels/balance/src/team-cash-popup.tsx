import { useTranslation } from 'react-i18next';

export interface TeamCashPopupProps {
  readonly completedPayments: number;
  readonly onClose: () => void;
}

/** spec/shell.md section 4, the team cash popup: its words are ours (the spec names only the rule). */
export function TeamCashPopup({ completedPayments, onClose }: TeamCashPopupProps) {
  const { t } = useTranslation();
  return (
    <div
      className="bs-balance__team-cash"
      role="dialog"
      aria-modal="false"
      aria-labelledby="bs-team-cash-title"
    >
      <h2 id="bs-team-cash-title">{t('money_team_cash_title')}</h2>
      <p>{t('money_team_cash_text', { count: completedPayments })}</p>
      <button type="button" onClick={onClose}>
        {t('money_team_cash_close')}
      </button>
    </div>
  );
}
