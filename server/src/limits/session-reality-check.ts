import {
  LIMIT_TYPE,
  SESSION_RESULT_LEDGER_REASONS,
  sessionNetResult,
  type RealityCheck,
} from '@betshell/domain/limits';
import type { Queryable } from '../db/database';
import { limitRepository as repo } from './limit-repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The figures of the reality-check popup for one session (decisions.md, limit 32): the player's
 * interval, when the session began (sign-in: `sessions.created_at`), and the net result of the
 * ledger rows written since then on every account of the player, summed per currency by the rule
 * in `@betshell/domain/limits`. Answers null for a session that is not live any more.
 */
export async function sessionRealityCheck(
  db: Queryable,
  playerId: number,
  sessionId: string,
  now: Date,
): Promise<RealityCheck | null> {
  const [session] = await db.query<{ created_at: Date | string }>(
    'select created_at from sessions where id = $1 and player_id = $2 and ended_at is null',
    [sessionId, playerId],
  );
  if (session === undefined) return null;
  const startedAt = new Date(session.created_at);
  await repo.settle(db, playerId, now);
  const interval = (await repo.open(db, playerId)).find(
    (limit) => limit.limitType === LIMIT_TYPE.realityCheck && limit.limitState === 'ACTIVE',
  );
  const sums = await db.query<{ currency: string; reason: string; amount_minor: string | number }>(
    `select a.currency, l.reason, sum(l.amount_minor) as amount_minor
       from ledger_entries l join accounts a on a.id = l.account_id
      where a.player_id = $1 and l.created_at >= $2 and l.reason = any($3::text[])
      group by a.currency, l.reason
      order by min(l.id)`,
    [playerId, startedAt, [...SESSION_RESULT_LEDGER_REASONS]],
  );
  return {
    intervalMinutes: interval?.limitValue ?? null,
    sessionStartedAt: seconds(startedAt),
    serverTime: seconds(now),
    playedSeconds: Math.max(0, seconds(now) - seconds(startedAt)),
    netResult: sessionNetResult(
      sums.map((sum) => ({
        currency: sum.currency,
        reason: sum.reason,
        amountMinor: Number(sum.amount_minor),
      })),
    ),
  };
}
