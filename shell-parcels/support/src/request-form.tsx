import {
  SUPPORT_ATTACHMENT_ACCEPT,
  SUPPORT_MAX_ATTACHMENTS,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_TOPICS,
  supportErrorKeys,
  type SupportTopic,
} from '@betshell/domain/support';
import { FieldFrame, Form, FormError, SubmitButton } from '@betshell/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface RequestFormValues {
  readonly topic: SupportTopic;
  readonly message: string;
  readonly files: readonly File[];
}

export interface RequestFormProps {
  /** Offer the topic list; a payment request and a reply have theirs already. */
  readonly withTopic: boolean;
  readonly submitKey: string;
  readonly messageKey?: string;
  readonly onSubmit: (values: RequestFormValues) => Promise<void>;
}

/**
 * A message to support: its topic (when asked), its text and up to SUPPORT_MAX_ATTACHMENTS files.
 * The server checks the files' bytes; here the picker offers the kept types and the count is kept.
 */
export function RequestForm({ withTopic, submitKey, messageKey, onSubmit }: RequestFormProps) {
  const { t } = useTranslation();
  const [topic, setTopic] = useState<SupportTopic>('account');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<readonly File[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setError(t('support_error_message_empty'));
      return;
    }
    if (files.length > SUPPORT_MAX_ATTACHMENTS) {
      setError(t('support_error_TOO_MANY_FILES'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSubmit({ topic, message, files });
      setMessage('');
      setFiles([]);
      setFormKey((key) => key + 1);
    } catch (refused) {
      setError(t(supportErrorKeys(refused)));
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      key={formKey}
      className="bs-support-office__form"
      onSubmit={(event) => void submit(event)}
    >
      {withTopic && (
        <FieldFrame label={t('support_topic')}>
          <select
            name="topic"
            value={topic}
            onChange={(event) => setTopic(event.target.value as SupportTopic)}
          >
            {SUPPORT_TOPICS.map((value) => (
              <option key={value} value={value}>
                {t(`support_topic_${value}_title`)}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}
      <FieldFrame label={t(messageKey ?? 'support_message')}>
        <textarea
          name="message"
          rows={5}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FieldFrame>
      <FieldFrame label={t('support_attachments')}>
        <input
          type="file"
          name="attachment"
          multiple
          accept={SUPPORT_ATTACHMENT_ACCEPT}
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
      </FieldFrame>
      <FormError>{error}</FormError>
      <SubmitButton pending={pending}>{t(submitKey)}</SubmitButton>
    </Form>
  );
}
