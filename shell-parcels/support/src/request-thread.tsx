import { formatTime, type TimeDisplay } from '@betshell/domain';
import type { SupportApi, SupportThread } from '@betshell/domain/support';
import { useTranslation } from 'react-i18next';
import { RequestForm } from './request-form';

export interface RequestThreadProps {
  readonly thread: SupportThread;
  readonly api: SupportApi;
  readonly timeDisplay: TimeDisplay;
  /** The thread after the player's reply. */
  readonly onChange: (thread: SupportThread) => void;
}

/** One request: its messages, oldest first, their files as downloads, and a reply unless closed. */
export function RequestThread({ thread, api, timeDisplay, onChange }: RequestThreadProps) {
  const { t } = useTranslation();
  return (
    <article className="bs-support-office__thread" data-request={thread.id}>
      <h2>
        #{thread.id} {t(`support_topic_${thread.topic}_title`)} ·{' '}
        {t(`support_status_${thread.status}`)}
      </h2>
      {thread.paymentId !== null && (
        <p>
          {t('support_payment_label', { id: thread.paymentId })}
          {thread.subTopic !== null && ` · ${t(`payment_request_sub_${thread.subTopic}_title`)}`}
        </p>
      )}
      <ol className="bs-support-office__messages">
        {thread.messages.map((message) => (
          <li key={message.id} className="bs-support-office__message" data-author={message.author}>
            <p className="bs-support-office__meta">
              <strong>
                {t(
                  message.author === 'operator'
                    ? 'support_author_operator'
                    : 'support_author_player',
                )}
              </strong>{' '}
              {formatTime(message.createdAt, timeDisplay, 'dateTime')}
            </p>
            <p className="bs-support-office__body">{message.body}</p>
            {message.attachments.length > 0 && (
              <ul className="bs-support-office__files">
                {message.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={api.attachmentUrl(file.id)} download={file.fileName}>
                      {file.fileName}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {thread.status === 'closed' ? (
        <p>{t('support_error_SUPPORT_REQUEST_CLOSED')}</p>
      ) : (
        <RequestForm
          withTopic={false}
          submitKey="support_reply"
          onSubmit={async ({ message, files }) =>
            onChange(await api.reply(thread.id, message, files))
          }
        />
      )}
    </article>
  );
}
