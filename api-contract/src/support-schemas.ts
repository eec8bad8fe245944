import { Type } from 'typebox';

// The support requests of docs/support.md. The topics and statuses are those of
// domain/src/support/support-topics.ts, written out so that the answers' types follow the schemas.
const Topic = Type.Union([
  Type.Literal('account'),
  Type.Literal('deposit'),
  Type.Literal('withdrawal'),
  Type.Literal('bets'),
  Type.Literal('casino'),
  Type.Literal('bonuses'),
  Type.Literal('verification'),
  Type.Literal('other'),
]);
const Status = Type.Union([Type.Literal('open'), Type.Literal('answered'), Type.Literal('closed')]);

/** A file a message carries; its bytes at GET /web-api/support/uploads/{id}. */
export const SupportAttachmentSchema = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  mediaType: Type.String(),
  sizeBytes: Type.Integer(),
});

export const SupportMessageSchema = Type.Object({
  id: Type.Integer(),
  author: Type.Union([Type.Literal('player'), Type.Literal('visitor'), Type.Literal('operator')]),
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  attachments: Type.Array(SupportAttachmentSchema),
});

/** A request as the player's list shows it: `unread` counts operators' answers not yet opened. */
export const SupportRequestSummarySchema = Type.Object({
  id: Type.Integer(),
  topic: Topic,
  subTopic: Type.Union([Type.String(), Type.Null()]),
  paymentId: Type.Union([Type.Integer(), Type.Null()]),
  status: Status,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  unread: Type.Integer({ minimum: 0 }),
  /** The first characters of the newest message. */
  lastMessage: Type.String(),
});

/** A request with its thread, oldest message first. */
export const SupportThreadSchema = Type.Object({
  ...SupportRequestSummarySchema.properties,
  paymentConsultant: Type.Union([Type.String(), Type.Null()]),
  messages: Type.Array(SupportMessageSchema),
});

/** GET /web-api/support/summary: what the office menu and the support button show at a glance. */
export const SupportSummarySchema = Type.Object({
  open: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
});

/** GET /web-api/support/requests: the player's requests, newest activity first. */
export const SupportRequestListSchema = Type.Object({
  ...SupportSummarySchema.properties,
  requests: Type.Array(SupportRequestSummarySchema),
});

/** POST /web-api/support/contact: a visitor's contact form. */
export const SupportContactSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    email: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
    message: Type.String({ minLength: 1, maxLength: 4000 }),
  },
  { additionalProperties: false },
);

export const SupportContactAnswerSchema = Type.Object({
  success: Type.Literal(true),
  id: Type.Integer(),
});
