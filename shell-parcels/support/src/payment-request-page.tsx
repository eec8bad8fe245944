import type { LanguageCode } from '@betshell/domain';
import type { PaymentHistoryEntry } from '@betshell/domain/accounts';
import {
  isPaymentRequestSubTopic,
  isPaymentRequestTopic,
  PAYMENT_REQUEST_SUB_TOPICS,
  PAYMENT_REQUEST_TOPICS,
  paymentRequestPath,
  type PaymentRequestTopic,
  type SupportApi,
  type SupportRequestSummary,
} from '@betshell/domain/support';
import { Button, Money } from '@betshell/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestForm } from './request-form';

export interface PaymentRequestPageProps {
  readonly language: LanguageCode;
  /** The route's params: topic, subTopic and transactionId, each once chosen. */
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly api: SupportApi;
  /** The player's payments (GET /web-api/payments/history), newest first. */
  readonly payments: () => Promise<readonly PaymentHistoryEntry[]>;
  /** The payment_consultant the player arrived with (spec 2.10), kept on the request. */
  readonly consultant: string | null;
  readonly navigate: (href: string) => void;
  /** After the request is made: its thread in the support history. */
  readonly onCreated: (request: SupportRequestSummary) => void;
}

/**
 * office/payment/create-request/:topic?/:subTopic?/:transactionId? (spec/shell.md 2.5): each step
 * is a route, so the back button goes back a step: the topic (deposit or withdrawal), what
 * happened, which of the player's payments of that kind, then the message.
 */
export function PaymentRequestPage({
  language,
  params,
  api,
  payments,
  consultant,
  navigate,
  onCreated,
}: PaymentRequestPageProps) {
  const { t } = useTranslation();
  const topic = isPaymentRequestTopic(params['topic']) ? params['topic'] : undefined;
  const subTopic =
    topic !== undefined && isPaymentRequestSubTopic(topic, params['subTopic'])
      ? params['subTopic']
      : undefined;
  const transactionId = /^\d+$/u.test(params['transactionId'] ?? '')
    ? Number(params['transactionId'])
    : undefined;
  const [listed, setListed] = useState<readonly PaymentHistoryEntry[] | 'failed' | null>(null);

  useEffect(() => {
    if (topic === undefined || subTopic === undefined) return;
    let live = true;
    payments().then(
      (entries) => live && setListed(entries),
      () => live && setListed('failed'),
    );
    return () => {
      live = false;
    };
  }, [payments, topic, subTopic]);

  const go = (choices: {
    topic?: PaymentRequestTopic;
    subTopic?: string;
    transactionId?: number;
  }) => navigate(paymentRequestPath(language, choices));

  if (topic === undefined) {
    return (
      <Step title={t('payment_request_topic')}>
        {PAYMENT_REQUEST_TOPICS.map((value) => (
          <Button key={value} onClick={() => go({ topic: value })}>
            {t(`payment_request_topic_${value}`)}
          </Button>
        ))}
      </Step>
    );
  }
  if (subTopic === undefined) {
    return (
      <Step title={t('payment_request_sub_topic')}>
        {PAYMENT_REQUEST_SUB_TOPICS[topic].map((value) => (
          <Button key={value} onClick={() => go({ topic, subTopic: value })}>
            {t(`payment_request_sub_${value}_title`)}
          </Button>
        ))}
      </Step>
    );
  }
  const ofKind =
    listed === null || listed === 'failed' ? [] : listed.filter((entry) => entry.kind === topic);
  const chosen = ofKind.find((entry) => entry.id === transactionId);
  if (chosen === undefined) {
    return (
      <Step title={t('payment_request_choose_payment')}>
        {listed === null && (
          <p role="status" aria-busy="true">
            {t('support_loading')}
          </p>
        )}
        {listed === 'failed' && <p role="alert">{t('support_error_unknown')}</p>}
        {listed !== null && listed !== 'failed' && ofKind.length === 0 && (
          <p>{t('payment_request_no_payments')}</p>
        )}
        {ofKind.map((entry) => (
          <Button
            key={entry.id}
            onClick={() => go({ topic, subTopic, transactionId: entry.id })}
            data-payment={entry.id}
          >
            #{entry.id} · {entry.date_payment} ·{' '}
            <Money
              amountMinor={Math.abs(entry.summ)}
              currency={entry.currency}
              language={language}
            />{' '}
            · {entry.status_title}
          </Button>
        ))}
      </Step>
    );
  }
  return (
    <Step title={t('payment_request_message')}>
      <p>
        {t('support_payment_label', { id: chosen.id })} ·{' '}
        {t(`payment_request_sub_${subTopic}_title`)}
      </p>
      <RequestForm
        withTopic={false}
        submitKey="support_send"
        onSubmit={async ({ message, files }) => {
          const thread = await api.open({
            topic,
            subTopic,
            paymentId: chosen.id,
            paymentConsultant: consultant,
            message,
            files,
          });
          onCreated(thread);
        }}
      />
    </Step>
  );
}

function Step({ title, children }: { readonly title: string; readonly children: React.ReactNode }) {
  return (
    <div className="bs-support-office__step">
      <h2>{title}</h2>
      <div className="bs-support-office__choices">{children}</div>
    </div>
  );
}
