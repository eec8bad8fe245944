import { formatTime, type TimeDisplay } from '@betshell/domain';
import type { SupportRequestSummary } from '@betshell/domain/support';
import { Button } from '@betshell/ui';
import { useTranslation } from 'react-i18next';

export interface RequestListProps {
  readonly requests: readonly SupportRequestSummary[];
  readonly timeDisplay: TimeDisplay;
  readonly onOpen: (id: number) => void;
}

/** The player's requests, newest activity first: topic, status, unread answers and the last words. */
export function RequestList({ requests, timeDisplay, onOpen }: RequestListProps) {
  const { t } = useTranslation();
  if (requests.length === 0) return <p>{t('support_requests_empty')}</p>;
  return (
    <ul className="bs-support-office__list">
      {requests.map((request) => (
        <li key={request.id} className="bs-support-office__item" data-status={request.status}>
          <Button tone="link" onClick={() => onOpen(request.id)}>
            #{request.id} {t(`support_topic_${request.topic}_title`)}
            {request.paymentId !== null &&
              ` · ${t('support_payment_label', { id: request.paymentId })}`}
          </Button>
          <span className="bs-support-office__status">{t(`support_status_${request.status}`)}</span>
          {request.unread > 0 && (
            <strong className="bs-support-office__unread">{t('support_unread')}</strong>
          )}
          <span className="bs-support-office__time">
            {formatTime(request.updatedAt, timeDisplay, 'dateTime')}
          </span>
          <p className="bs-support-office__preview">{request.lastMessage}</p>
        </li>
      ))}
    </ul>
  );
}
