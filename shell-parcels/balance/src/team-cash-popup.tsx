import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The kit comes with the popup, not with the balance: for a signed-in player the balance is in the
// header's first paint, and the popup shows at most twice in a player's life.
const Dialog = lazy(() => import('@betshell/ui').then((kit) => ({ default: kit.Dialog })));
const Button = lazy(() => import('@betshell/ui').then((kit) => ({ default: kit.Button })));

export interface TeamCashPopupProps {
  readonly completedPayments: number;
  readonly onClose: () => void;
}

/**
 * spec/shell.md section 4, the team cash popup: its words are ours (the spec names only the rule).
 * The kit's dialog, not modal: the player may read on; its one button closes it.
 */
export function TeamCashPopup({ completedPayments, onClose }: TeamCashPopupProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      <Dialog modal={false} className="bs-balance__team-cash" title={t('money_team_cash_title')}>
        <p>{t('money_team_cash_text', { count: completedPayments })}</p>
        <Button tone="brand" onClick={onClose}>
          {t('money_team_cash_close')}
        </Button>
      </Dialog>
    </Suspense>
  );
}
