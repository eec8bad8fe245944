import type { LanguageCode } from '../language/site-languages';

/**
 * The topics a player files a support request under (ours: the spec names the office support
 * route only), in the order the form offers them. A visitor's contact form is `other`.
 */
export const SUPPORT_TOPICS = [
  'account',
  'deposit',
  'withdrawal',
  'bets',
  'casino',
  'bonuses',
  'verification',
  'other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** open: waits for an operator; answered: an operator answered last; closed: no more messages. */
export const SUPPORT_REQUEST_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/** The longest message, in characters. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;
/** The most files one message carries. */
export const SUPPORT_MAX_ATTACHMENTS = 3;
/** The file types a message may carry, for the file input's `accept` (the server checks the bytes). */
export const SUPPORT_ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';
/** The largest attachment, in bytes: the server's upload store's default (docs/support.md). */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The payment request of office/payment/create-request (spec/shell.md 2.5: sub-routes by topic,
 * sub-topic and transaction): its topics are the payment's kind, each with its sub-topics.
 */
export const PAYMENT_REQUEST_SUB_TOPICS = {
  deposit: ['not-credited', 'wrong-amount', 'cancel', 'other'],
  withdrawal: ['not-received', 'wrong-amount', 'cancel', 'other'],
} as const satisfies Readonly<Record<'deposit' | 'withdrawal', readonly string[]>>;
export type PaymentRequestTopic = keyof typeof PAYMENT_REQUEST_SUB_TOPICS;
export const PAYMENT_REQUEST_TOPICS = Object.keys(
  PAYMENT_REQUEST_SUB_TOPICS,
) as readonly PaymentRequestTopic[];

export function isSupportTopic(value: unknown): value is SupportTopic {
  return typeof value === 'string' && (SUPPORT_TOPICS as readonly string[]).includes(value);
}

export function isPaymentRequestTopic(value: unknown): value is PaymentRequestTopic {
  return typeof value === 'string' && value in PAYMENT_REQUEST_SUB_TOPICS;
}

/** Whether `subTopic` is one of the payment request topic's sub-topics. */
export function isPaymentRequestSubTopic(topic: PaymentRequestTopic, subTopic: unknown): boolean {
  return (
    typeof subTopic === 'string' &&
    (PAYMENT_REQUEST_SUB_TOPICS[topic] as readonly string[]).includes(subTopic)
  );
}

/**
 * A support message's text as kept: trimmed, and refused (null) when empty or longer than
 * SUPPORT_MESSAGE_MAX_LENGTH.
 */
export function supportMessageText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length === 0 || text.length > SUPPORT_MESSAGE_MAX_LENGTH ? null : text;
}

/**
 * The payment_consultant query value (spec/shell.md 2.10; section 5: "The payment_consultant query
 * value 1 is stored"): kept on the payment request the player then opens, when it is a short
 * reference of letters, digits, "_" or "-"; anything else is ignored (null).
 */
export function paymentConsultantReference(value: string | null | undefined): string | null {
  return value !== null && value !== undefined && /^[A-Za-z0-9_-]{1,40}$/u.test(value)
    ? value
    : null;
}

/** The query key of spec/shell.md 2.10 that names the payment consultant. */
export const PAYMENT_CONSULTANT_QUERY_KEY = 'payment_consultant';

/**
 * The path of a step of office/payment/create-request/:topic?/:subTopic?/:transactionId?: each
 * step adds its choice, so the back button goes back a step.
 */
export function paymentRequestPath(
  lng: LanguageCode,
  choices: {
    readonly topic?: PaymentRequestTopic;
    readonly subTopic?: string;
    readonly transactionId?: number;
  } = {},
): string {
  const parts = [choices.topic, choices.subTopic, choices.transactionId].filter(
    (part) => part !== undefined,
  );
  return `/${lng}/office/payment/create-request${parts.map((part) => `/${part}`).join('')}`;
}

/** The office support pages, by language. */
export function officeSupportPath(lng: LanguageCode): string {
  return `/${lng}/office/support`;
}
export function supportHistoryPath(lng: LanguageCode): string {
  return `/${lng}/office/support/history`;
}
export function userQuestionPath(lng: LanguageCode): string {
  return `/${lng}/office/user-question`;
}

/**
 * The dictionary keys for a refused support call, most specific first (`t` takes the first it
 * has): the server's error code (FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED, ...), then a general text.
 */
export function supportErrorKeys(error: unknown): string[] {
  const code =
    typeof error === 'object' && error !== null
      ? (error as { errorCode?: unknown }).errorCode
      : undefined;
  return [
    ...(typeof code === 'string' || typeof code === 'number' ? [`support_error_${code}`] : []),
    'support_error_unknown',
  ];
}
