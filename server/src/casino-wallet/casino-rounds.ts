import { credit } from '../accounts/ledger';
import type { Database, Queryable } from '../db/database';
import { transactionWithRetry } from '../db/transaction-with-retry';
import { ApiError } from '../http/api-error';
import { casinoWalletRepository as repo } from './casino-wallet-repository';

/**
 * A casino round as the player's history and the operators show it: the wallet calls of one round
 * id of one provider, summed. A round's stakes given back (by the provider's rollback or an
 * operator's) are counted apart, so stake − refunded − win is what the round cost the player.
 */
export interface CasinoRound {
  readonly provider: string;
  readonly roundId: string;
  readonly playerId: number;
  readonly gameId: number;
  readonly gameName: string;
  readonly currency: string;
  readonly stakeMinor: number;
  readonly winMinor: number;
  readonly refundedMinor: number;
  readonly startedAt: string;
  readonly lastAt: string;
}

const ROUND_COLUMNS = `
  t.provider, t.round_id, t.player_id, s.game_id, g.name as game_name, t.currency,
  coalesce(sum(t.amount_minor) filter (where t.kind = 'bet'), 0) as stake_minor,
  coalesce(sum(t.amount_minor) filter (where t.kind = 'win'), 0) as win_minor,
  coalesce(sum(t.amount_minor) filter (where t.kind = 'rollback'), 0) as refunded_minor,
  min(t.created_at) as started_at, max(t.created_at) as last_at`;
const ROUND_FROM = `
  from casino_wallet_transactions t
  join casino_sessions s on s.id = t.session_id
  join casino_games g on g.id = s.game_id`;
const ROUND_GROUP = 'group by t.provider, t.round_id, t.player_id, s.game_id, g.name, t.currency';

const roundOf = (row: Record<string, unknown>): CasinoRound => ({
  provider: String(row['provider']),
  roundId: String(row['round_id']),
  playerId: Number(row['player_id']),
  gameId: Number(row['game_id']),
  gameName: String(row['game_name']),
  currency: String(row['currency']),
  stakeMinor: Number(row['stake_minor']),
  winMinor: Number(row['win_minor']),
  refundedMinor: Number(row['refunded_minor']),
  startedAt: new Date(row['started_at'] as string).toISOString(),
  lastAt: new Date(row['last_at'] as string).toISOString(),
});

/** A player's rounds, newest first, a page at a time. */
export async function casinoRoundsOf(
  q: Queryable,
  playerId: number,
  page: { readonly limit: number; readonly offset: number },
): Promise<CasinoRound[]> {
  const rows = await q.query<Record<string, unknown>>(
    `select ${ROUND_COLUMNS} ${ROUND_FROM} where t.player_id = $1 ${ROUND_GROUP}
     order by min(t.created_at) desc, t.round_id desc limit $2 offset $3`,
    [playerId, page.limit, page.offset],
  );
  return rows.map(roundOf);
}

/** What an operator's rollback did: the stakes it gave back, none when they were already. */
export interface RoundRollback {
  readonly round: CasinoRound;
  readonly refundedNowMinor: number;
}

/**
 * An operator voids a round the game could not finish (a fault, a dispute): every stake of it not
 * given back yet is credited back, each through the ledger under its own key and recorded as the
 * provider's rollback would be, so a late call of the provider for that bet or round is refused as
 * after a rollback. A round that has paid a win is refused, as the wallet refuses a provider's
 * rollback after a win: taking back a paid win is a correction an operator makes by hand. Run
 * again, it gives back nothing more.
 */
export async function rollBackRound(
  database: Database,
  round: { readonly provider: string; readonly roundId: string },
  now: Date,
): Promise<RoundRollback> {
  return transactionWithRetry(database, async (tx) => {
    const rows = await tx.query<Record<string, unknown>>(
      `select id, kind, transaction_id, amount_minor, rolled_back, session_id, player_id,
              account_id, currency
         from casino_wallet_transactions
        where provider = $1 and round_id = $2
        order by id`,
      [round.provider, round.roundId],
    );
    const first = rows[0];
    if (first === undefined)
      throw new ApiError(404, 'CASINO_ROUND_NOT_FOUND', 'There is no such round');
    const playerId = Number(first['player_id']);
    const accountId = Number(first['account_id']);
    // The player's wallet lock first, as every wallet call takes it: no call of this round
    // slips in between the reading above and the refunds below.
    await repo.lock(tx, playerId, accountId);
    const locked = await tx.query<Record<string, unknown>>(
      `select id, kind, transaction_id, amount_minor, rolled_back, session_id, currency
         from casino_wallet_transactions
        where provider = $1 and round_id = $2
        order by id
          for update`,
      [round.provider, round.roundId],
    );
    if (locked.some((row) => row['kind'] === 'win' && Number(row['amount_minor']) > 0))
      throw new ApiError(
        409,
        'CASINO_ROUND_SETTLED',
        'The round has paid a win: a rollback would take money the player was paid',
      );
    let refundedNowMinor = 0;
    for (const bet of locked.filter(
      (row) => row['kind'] === 'bet' && row['rolled_back'] !== true,
    )) {
      const betTransactionId = String(bet['transaction_id']);
      const transactionId = `operator-rollback:${betTransactionId}`;
      const amountMinor = Number(bet['amount_minor']);
      const moved = await credit(
        tx,
        accountId,
        amountMinor,
        'casino-refund',
        `casino:${round.provider}:${transactionId}`,
      );
      await repo.markRolledBack(tx, Number(bet['id']));
      await repo.insert(tx, {
        kind: 'rollback',
        roundId: round.roundId,
        amountMinor,
        rolledBackTransactionId: betTransactionId,
        provider: round.provider,
        transactionId,
        sessionId: Number(bet['session_id']),
        playerId,
        accountId,
        currency: String(bet['currency']),
        ledgerEntryId: moved.entryId,
        answer: { balanceMinor: moved.balanceAfterMinor, currency: String(bet['currency']) },
        createdAt: now,
      });
      refundedNowMinor += amountMinor;
    }
    const [summed] = await tx.query<Record<string, unknown>>(
      `select ${ROUND_COLUMNS} ${ROUND_FROM} where t.provider = $1 and t.round_id = $2 ${ROUND_GROUP}`,
      [round.provider, round.roundId],
    );
    return { round: roundOf(summed!), refundedNowMinor };
  });
}
