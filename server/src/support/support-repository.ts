import type { Database, Queryable } from '../db/database';
import type { StoredUpload } from '../uploads/upload-store';

export type SupportTopic =
  'account' | 'deposit' | 'withdrawal' | 'bets' | 'casino' | 'bonuses' | 'verification' | 'other';
export type SupportStatus = 'open' | 'answered' | 'closed';
export type SupportAuthor = 'player' | 'visitor' | 'operator';

export interface SupportAttachment {
  readonly id: string;
  readonly fileName: string;
  readonly mediaType: string;
  readonly sizeBytes: number;
}

export interface SupportMessage {
  readonly id: number;
  readonly author: SupportAuthor;
  readonly body: string;
  readonly createdAt: string;
  readonly attachments: SupportAttachment[];
}

export interface SupportRequestSummary {
  readonly id: number;
  readonly topic: SupportTopic;
  readonly subTopic: string | null;
  readonly paymentId: number | null;
  readonly status: SupportStatus;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly unread: number;
  readonly lastMessage: string;
}

/** A request as operators see it: who wrote it as well. */
export interface SupportRequestForOperator extends SupportRequestSummary {
  readonly playerId: number | null;
  readonly visitorName: string | null;
  readonly visitorEmail: string | null;
  readonly language: string;
  readonly paymentConsultant: string | null;
}

export interface SupportThread extends SupportRequestForOperator {
  readonly messages: SupportMessage[];
}

export interface NewPlayerRequest {
  readonly playerId: number;
  readonly topic: SupportTopic;
  readonly body: string;
  readonly language: string;
  readonly subTopic?: string | null;
  readonly paymentId?: number | null;
  readonly paymentConsultant?: string | null;
  readonly attachments?: readonly StoredUpload[];
}

const PREVIEW_LENGTH = 120;

interface RequestRow {
  id: string | number;
  player_id: string | number | null;
  visitor_name: string | null;
  visitor_email: string | null;
  topic: SupportTopic;
  sub_topic: string | null;
  payment_id: string | number | null;
  payment_consultant: string | null;
  language: string;
  status: SupportStatus;
  created_at: Date;
  updated_at: Date;
  unread: string | number;
  last_message: string | null;
}

// Each request with its unread operator answers and the start of its newest message.
const REQUEST_SELECT = `
  select r.id, r.player_id, r.visitor_name, r.visitor_email, r.topic, r.sub_topic, r.payment_id,
         r.payment_consultant, r.language, r.status, r.created_at, r.updated_at,
         (select count(*) from support_messages m
           where m.request_id = r.id and m.author = 'operator' and m.read_at is null) as unread,
         (select left(m.body, ${PREVIEW_LENGTH}) from support_messages m
           where m.request_id = r.id order by m.id desc limit 1) as last_message
    from support_requests r`;

function toRequest(row: RequestRow): SupportRequestForOperator {
  return {
    id: Number(row.id),
    topic: row.topic,
    subTopic: row.sub_topic,
    paymentId: row.payment_id === null ? null : Number(row.payment_id),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    unread: Number(row.unread),
    lastMessage: row.last_message ?? '',
    playerId: row.player_id === null ? null : Number(row.player_id),
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    language: row.language,
    paymentConsultant: row.payment_consultant,
  };
}

/** The summary a player's list shows, without what only operators see. */
export function playerSummary(request: SupportRequestForOperator): SupportRequestSummary {
  return {
    id: request.id,
    topic: request.topic,
    subTopic: request.subTopic,
    paymentId: request.paymentId,
    status: request.status,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    unread: request.unread,
    lastMessage: request.lastMessage,
  };
}

interface MessageRow {
  id: string | number;
  author: SupportAuthor;
  body: string;
  created_at: Date;
  attachments: SupportAttachment[] | string | null;
}

async function insertMessage(
  tx: Queryable,
  requestId: number,
  author: SupportAuthor,
  body: string,
  attachments: readonly StoredUpload[] = [],
): Promise<void> {
  const [message] = await tx.query<{ id: string | number }>(
    'insert into support_messages (request_id, author, body) values ($1, $2, $3) returning id',
    [requestId, author, body],
  );
  for (const upload of attachments) {
    await tx.query('insert into support_attachments (message_id, upload_id) values ($1, $2)', [
      message!.id,
      upload.id,
    ]);
  }
}

/**
 * The support requests and their threads (docs/support.md). A player sees only their own; the
 * status follows the thread: a player's message opens the request again, an operator's answer
 * makes it answered (and unread for the player until the thread is opened), and a closed request
 * takes no more messages.
 */
export function createSupportRepository(database: Database) {
  const requestById = async (db: Queryable, id: number) => {
    const [row] = await db.query<RequestRow>(`${REQUEST_SELECT} where r.id = $1`, [id]);
    return row === undefined ? null : toRequest(row);
  };

  const messagesOf = async (db: Queryable, id: number): Promise<SupportMessage[]> => {
    const rows = await db.query<MessageRow>(
      `select m.id, m.author, m.body, m.created_at,
              coalesce((select json_agg(json_build_object('id', u.id, 'fileName', u.file_name,
                         'mediaType', u.media_type, 'sizeBytes', u.size_bytes) order by u.created_at, u.id)
                          from support_attachments a join uploads u on u.id = a.upload_id
                         where a.message_id = m.id), '[]'::json) as attachments
         from support_messages m where m.request_id = $1 order by m.id`,
      [id],
    );
    return rows.map((row) => ({
      id: Number(row.id),
      author: row.author,
      body: row.body,
      createdAt: row.created_at.toISOString(),
      attachments:
        typeof row.attachments === 'string'
          ? (JSON.parse(row.attachments) as SupportAttachment[])
          : (row.attachments ?? []),
    }));
  };

  const thread = async (db: Queryable, id: number): Promise<SupportThread | null> => {
    const request = await requestById(db, id);
    return request === null ? null : { ...request, messages: await messagesOf(db, id) };
  };

  return {
    async openForPlayer(input: NewPlayerRequest): Promise<SupportThread> {
      return database.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string | number }>(
          `insert into support_requests (player_id, topic, sub_topic, payment_id, payment_consultant, language)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [
            input.playerId,
            input.topic,
            input.subTopic ?? null,
            input.paymentId ?? null,
            input.paymentConsultant ?? null,
            input.language,
          ],
        );
        const id = Number(row!.id);
        await insertMessage(tx, id, 'player', input.body, input.attachments);
        return (await thread(tx, id))!;
      });
    },

    async openForVisitor(input: {
      name: string;
      email: string;
      body: string;
      language: string;
    }): Promise<number> {
      return database.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string | number }>(
          `insert into support_requests (visitor_name, visitor_email, topic, language)
           values ($1, $2, 'other', $3) returning id`,
          [input.name, input.email, input.language],
        );
        const id = Number(row!.id);
        await insertMessage(tx, id, 'visitor', input.body);
        return id;
      });
    },

    /** The player's requests, newest activity first. */
    async listOfPlayer(playerId: number): Promise<SupportRequestForOperator[]> {
      const rows = await database.query<RequestRow>(
        `${REQUEST_SELECT} where r.player_id = $1 order by r.updated_at desc, r.id desc limit 200`,
        [playerId],
      );
      return rows.map(toRequest);
    },

    /** Open requests (not closed) and unread answers of the player. */
    async summaryOfPlayer(playerId: number): Promise<{ open: number; unread: number }> {
      const [row] = await database.query<{ open: string | number; unread: string | number }>(
        `select
           (select count(*) from support_requests where player_id = $1 and status <> 'closed') as open,
           (select count(*) from support_messages m join support_requests r on r.id = m.request_id
             where r.player_id = $1 and m.author = 'operator' and m.read_at is null) as unread`,
        [playerId],
      );
      return { open: Number(row?.open ?? 0), unread: Number(row?.unread ?? 0) };
    },

    /** The thread of the player's request, marking the operators' answers read; null if not theirs. */
    async readByPlayer(playerId: number, id: number, now: Date): Promise<SupportThread | null> {
      return database.transaction(async (tx) => {
        const request = await requestById(tx, id);
        if (request === null || request.playerId !== playerId) return null;
        await tx.query(
          `update support_messages set read_at = $2
            where request_id = $1 and author = 'operator' and read_at is null`,
          [id, now],
        );
        return thread(tx, id);
      });
    },

    /** The thread as it is, for operators (nothing marked read). */
    threadForOperator: (id: number) => thread(database, id),

    /**
     * Adds a message to a request that is not closed and sets its status; answers the thread, or
     * 'closed' / null (no such request, or not the player's).
     */
    async addMessage(
      id: number,
      author: SupportAuthor,
      body: string,
      options: { playerId?: number; attachments?: readonly StoredUpload[]; now: Date },
    ): Promise<SupportThread | 'closed' | null> {
      return database.transaction(async (tx) => {
        const [row] = await tx.query<{ player_id: string | number | null; status: SupportStatus }>(
          'select player_id, status from support_requests where id = $1 for update',
          [id],
        );
        if (row === undefined) return null;
        if (options.playerId !== undefined && Number(row.player_id) !== options.playerId) {
          return null;
        }
        if (row.status === 'closed') return 'closed';
        await insertMessage(tx, id, author, body, options.attachments);
        await tx.query('update support_requests set status = $2, updated_at = $3 where id = $1', [
          id,
          author === 'operator' ? 'answered' : 'open',
          options.now,
        ]);
        return thread(tx, id);
      });
    },

    /** Closes a request; answers it, or null when there is none. */
    async close(id: number, now: Date): Promise<SupportThread | null> {
      const updated = await database.query(
        `update support_requests set status = 'closed', updated_at = $2 where id = $1 returning id`,
        [id, now],
      );
      return updated.length === 0 ? null : thread(database, id);
    },

    /** Requests for operators, newest activity first: by status, or all. */
    async listForOperator(status: SupportStatus | 'all', limit: number) {
      const rows = await database.query<RequestRow>(
        `${REQUEST_SELECT} where $1::text = 'all' or r.status = $1
          order by r.updated_at desc, r.id desc limit $2`,
        [status, limit],
      );
      return rows.map(toRequest);
    },

    /** The player's payment of that id, with its kind; null when it is not the player's. */
    async paymentOfPlayer(playerId: number, paymentId: number) {
      const [row] = await database.query<{ kind: 'deposit' | 'withdrawal' }>(
        'select kind from payments where id = $1 and player_id = $2',
        [paymentId, playerId],
      );
      return row ?? null;
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
