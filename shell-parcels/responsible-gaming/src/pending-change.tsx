import {
  approvalDeadline,
  pendingPhase,
  type Limit,
  type LimitsStore,
} from '@betshell/domain/limits';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '@betshell/ui';
import { formatCountdown } from './limit-value-format';

export interface PendingChangeProps {
  readonly limits: LimitsStore;
  readonly pending: Limit;
  /** The pending value as the player reads it. */
  readonly value: string;
  readonly nowSeconds: number;
}

/**
 * A pending raise (decisions.md): while it cools off the player sees when it can be confirmed and
 * may cancel it; then, until startedAt + 86400 s, approve or reject it; after that it has lapsed
 * and the old limit stays.
 */
export const PendingChange = observer(function PendingChange({
  limits,
  pending,
  value,
  nowSeconds,
}: PendingChangeProps) {
  const { t } = useTranslation();
  const startedAt = pending.startedAt ?? nowSeconds;
  const window = { startedAt, endsAt: pending.endsAt ?? approvalDeadline(startedAt) };
  const phase = pendingPhase(window, nowSeconds);
  const type = pending.limitType;
  return (
    <div className="bs-responsible-gaming__pending" data-phase={phase}>
      {phase === 'cooling-off' && (
        <>
          <p>
            {t('responsible_gaming_pending_confirm_in', {
              value,
              time: formatCountdown(t, window.startedAt - nowSeconds),
            })}
          </p>
          <Button disabled={limits.busy} onClick={() => void limits.cancel(type)}>
            {t('responsible_gaming_cancel_change')}
          </Button>
        </>
      )}
      {phase === 'awaiting-approval' && (
        <>
          <p>
            {t('responsible_gaming_pending_deadline_in', {
              value,
              time: formatCountdown(t, window.endsAt - nowSeconds),
            })}
          </p>
          <Button disabled={limits.busy} onClick={() => void limits.approve(type)}>
            {t('responsible_gaming_approve_change')}
          </Button>
          <Button disabled={limits.busy} onClick={() => void limits.reject(type)}>
            {t('responsible_gaming_reject_change')}
          </Button>
        </>
      )}
      {phase === 'lapsed' && <p>{t('responsible_gaming_pending_lapsed', { value })}</p>}
    </div>
  );
});
