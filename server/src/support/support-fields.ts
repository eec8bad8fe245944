import type { Multipart } from '@fastify/multipart';
import { SITE_LANGUAGES } from '@betshell/domain';
import {
  isPaymentRequestSubTopic,
  isPaymentRequestTopic,
  isSupportTopic,
  paymentConsultantReference,
  SUPPORT_MAX_ATTACHMENTS,
  supportMessageText,
} from '@betshell/domain/support';
import { ApiError } from '../http/api-error';
import type { StoredUpload, UploadStore } from '../uploads/upload-store';

/** The fields a new request's or a reply's multipart form may carry; files go in `attachment`. */
const FIELD_NAMES = new Set([
  'topic',
  'message',
  'subTopic',
  'paymentId',
  'paymentConsultant',
  'language',
]);

export interface SupportForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly attachments: readonly StoredUpload[];
}

const badRequest = (message: string, details?: unknown) =>
  new ApiError(400, 'BAD_REQUEST', message, details);

/**
 * Reads a support form (multipart/form-data): its text fields, and each file of `attachment` into
 * the upload store as the player's, purpose 'support', as it arrives. A refused file or field
 * refuses the form (400), and the files kept before it are removed: nothing of it stays.
 */
export async function readSupportForm(
  parts: AsyncIterableIterator<Multipart>,
  store: UploadStore,
  playerId: number,
): Promise<SupportForm> {
  const attachments: StoredUpload[] = [];
  try {
    return { fields: await readParts(parts, store, playerId, attachments), attachments };
  } catch (error) {
    await Promise.all(attachments.map((upload) => store.remove(upload)));
    throw error;
  }
}

async function readParts(
  parts: AsyncIterableIterator<Multipart>,
  store: UploadStore,
  playerId: number,
  attachments: StoredUpload[],
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'file') {
      const file = part;
      if (file.fieldname !== 'attachment') {
        file.file.resume();
        throw badRequest(`Files go in the field "attachment", not "${file.fieldname}"`);
      }
      if (attachments.length >= SUPPORT_MAX_ATTACHMENTS) {
        file.file.resume();
        throw new ApiError(
          400,
          'TOO_MANY_FILES',
          `A message carries at most ${SUPPORT_MAX_ATTACHMENTS} files`,
        );
      }
      attachments.push(
        await store.save(
          { stream: file.file, fileName: file.filename },
          { playerId, purpose: 'support' },
        ),
      );
    } else {
      if (!FIELD_NAMES.has(part.fieldname)) throw badRequest(`Unknown field "${part.fieldname}"`);
      fields[part.fieldname] = String(part.value);
    }
  }
  return fields;
}

/** The form's message, trimmed, or a 400. */
export function messageOf(fields: Readonly<Record<string, string>>): string {
  const text = supportMessageText(fields['message']);
  if (text === null) {
    throw badRequest('The message must hold 1 to 4000 characters', { field: 'message' });
  }
  return text;
}

/** The form's language if it is one of the site's, else the default (ru). */
export function languageOf(value: string | undefined): string {
  return (SITE_LANGUAGES as readonly string[]).includes(value ?? '') ? value! : 'ru';
}

export interface RequestChoice {
  readonly topic: ReturnType<typeof topicOf>;
  readonly subTopic: string | null;
  readonly paymentId: number | null;
  readonly paymentConsultant: string | null;
}

function topicOf(value: string | undefined) {
  if (!isSupportTopic(value)) throw badRequest('Unknown topic', { field: 'topic' });
  return value;
}

/**
 * The topic of a new request and, for a payment request, its sub-topic, payment and consultant:
 * a payment request's topic is the payment's kind (deposit or withdrawal), with one of that
 * topic's sub-topics.
 */
export function requestChoiceOf(fields: Readonly<Record<string, string>>): RequestChoice {
  const topic = topicOf(fields['topic']);
  const paymentText = fields['paymentId'];
  if (paymentText === undefined) {
    if (fields['subTopic'] !== undefined) {
      throw badRequest('A sub-topic belongs to a payment request', { field: 'subTopic' });
    }
    return { topic, subTopic: null, paymentId: null, paymentConsultant: null };
  }
  if (!/^[1-9]\d{0,15}$/u.test(paymentText)) {
    throw badRequest('The payment id must be a whole number', { field: 'paymentId' });
  }
  if (!isPaymentRequestTopic(topic) || !isPaymentRequestSubTopic(topic, fields['subTopic'])) {
    throw badRequest('A payment request needs a payment topic and one of its sub-topics', {
      field: 'subTopic',
    });
  }
  return {
    topic,
    subTopic: fields['subTopic']!,
    paymentId: Number(paymentText),
    paymentConsultant: paymentConsultantReference(fields['paymentConsultant']),
  };
}
