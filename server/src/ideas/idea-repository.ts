import type { Idea } from '@betshell/domain/office';
import type { Queryable } from '../db/database';

/** An idea as operators list it: whose it is, besides what the player sees. */
export interface ListedIdea extends Idea {
  readonly playerId: number;
}

interface IdeaRow {
  id: string | number;
  player_id: string | number;
  topic: string;
  text: string;
  created_at: Date | string;
  answer: string | null;
  answered_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const ideaOf = (row: IdeaRow): ListedIdea => ({
  id: Number(row.id),
  playerId: Number(row.player_id),
  topic: row.topic,
  text: row.text,
  createdAt: iso(row.created_at),
  answer: row.answer,
  answeredAt: row.answered_at === null ? null : iso(row.answered_at),
});

export interface IdeaRepository {
  add(playerId: number, topic: string, text: string, now: Date): Promise<ListedIdea>;
  /** The player's ideas, newest first. */
  ofPlayer(playerId: number, limit: number): Promise<ListedIdea[]>;
  /** How many ideas the player sent since `since`. */
  countSince(playerId: number, since: Date): Promise<number>;
  /** Every player's ideas, newest first; only those without an answer with `unanswered`. */
  list(options: { unanswered: boolean; limit: number }): Promise<ListedIdea[]>;
  /** Writes (or rewrites) the answer; null when there is no such idea. */
  answer(id: number, answer: string, now: Date): Promise<ListedIdea | null>;
}

/** player_ideas (migration 0240). */
export function createIdeaRepository(db: Queryable): IdeaRepository {
  return {
    async add(playerId, topic, text, now) {
      const [row] = await db.query<IdeaRow>(
        `insert into player_ideas (player_id, topic, text, created_at) values ($1, $2, $3, $4)
         returning *`,
        [playerId, topic, text, now],
      );
      return ideaOf(row!);
    },
    async ofPlayer(playerId, limit) {
      const rows = await db.query<IdeaRow>(
        'select * from player_ideas where player_id = $1 order by id desc limit $2',
        [playerId, limit],
      );
      return rows.map(ideaOf);
    },
    async countSince(playerId, since) {
      const [row] = await db.query<{ count: string | number }>(
        'select count(*) as count from player_ideas where player_id = $1 and created_at >= $2',
        [playerId, since],
      );
      return Number(row?.count ?? 0);
    },
    async list({ unanswered, limit }) {
      const rows = await db.query<IdeaRow>(
        `select * from player_ideas ${unanswered ? 'where answer is null' : ''}
          order by id desc limit $1`,
        [limit],
      );
      return rows.map(ideaOf);
    },
    async answer(id, answer, now) {
      const [row] = await db.query<IdeaRow>(
        'update player_ideas set answer = $2, answered_at = $3 where id = $1 returning *',
        [id, answer, now],
      );
      return row === undefined ? null : ideaOf(row);
    },
  };
}
