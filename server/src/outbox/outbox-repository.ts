import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';

export type OutboxChannel = 'sms' | 'email';

export interface OutboxMessage {
  readonly id: number;
  readonly channel: OutboxChannel;
  /** A phone (international digits) or an e-mail address. */
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly createdAt: string;
}

export interface Outbox {
  send(message: Pick<OutboxMessage, 'channel' | 'recipient' | 'subject' | 'body'>): Promise<void>;
  /** The newest messages first, for one recipient or everyone. */
  list(options: { recipient?: string; limit: number }): Promise<OutboxMessage[]>;
}

interface OutboxRow {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  created_at: Date | string;
}

/**
 * decisions.md: SMS and e-mail go to an outbox table. With `showBodies` (development mode) each
 * message is also logged in full, so a developer signs in by SMS from the server's log; otherwise
 * the log names the message without its secret.
 */
export function createOutbox(db: Queryable, log: FastifyBaseLogger, showBodies: boolean): Outbox {
  return {
    async send(message) {
      const [row] = await db.query<{ id: number }>(
        `insert into outbox (channel, recipient, subject, body) values ($1, $2, $3, $4)
         returning id`,
        [message.channel, message.recipient, message.subject, message.body],
      );
      log.info(
        {
          outboxId: row?.id,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          ...(showBodies ? { body: message.body } : {}),
        },
        'outbox: message queued',
      );
    },
    async list({ recipient, limit }) {
      const rows = await db.query<OutboxRow>(
        `select * from outbox where $1::text is null or recipient = $1 order by id desc limit $2`,
        [recipient ?? null, limit],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
  };
}
