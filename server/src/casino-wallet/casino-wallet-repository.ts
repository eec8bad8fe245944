import type { ProviderGame, RecordedTransaction, RoundState } from '@betshell/domain/server';
import type { Queryable } from '../db/database';

/** A launch's session as the wallet reads it. */
export interface CasinoSession {
  readonly id: number;
  readonly playerId: number;
  readonly accountId: number;
  readonly gameId: number;
  readonly providerGame: ProviderGame;
  readonly launchExpiresAt: Date;
  readonly authenticatedAt: Date | null;
  readonly expiresAt: Date | null;
}

/** The player and the account a money call locks, in the order coupon placement locks them. */
export interface LockedWallet {
  readonly banLevel: number;
  readonly balanceMinor: number;
  readonly currency: string;
  readonly frozen: boolean;
  readonly closed: boolean;
}

export interface StoredWalletTransaction extends RecordedTransaction {
  readonly id: number;
  readonly playerId: number;
  readonly rolledBack: boolean;
  readonly answer: Record<string, unknown>;
}

export interface NewWalletTransaction extends RecordedTransaction {
  readonly provider: string;
  readonly transactionId: string;
  readonly sessionId: number;
  readonly playerId: number;
  readonly accountId: number;
  readonly currency: string;
  readonly ledgerEntryId: number | null;
  readonly answer: Record<string, unknown>;
  readonly createdAt: Date;
}

export interface LaunchableGame {
  readonly id: number;
  readonly route: string;
  readonly providerGame: ProviderGame | null;
}

type Row = Record<string, unknown>;

const sessionOf = (row: Row): CasinoSession => ({
  id: Number(row['id']),
  playerId: Number(row['player_id']),
  accountId: Number(row['account_id']),
  gameId: Number(row['game_id']),
  providerGame: row['provider_game'] as ProviderGame,
  launchExpiresAt: new Date(row['launch_expires_at'] as string),
  authenticatedAt:
    row['authenticated_at'] === null ? null : new Date(row['authenticated_at'] as string),
  expiresAt: row['expires_at'] === null ? null : new Date(row['expires_at'] as string),
});

const transactionOf = (row: Row): StoredWalletTransaction => ({
  id: Number(row['id']),
  playerId: Number(row['player_id']),
  kind: row['kind'] as RecordedTransaction['kind'],
  roundId: String(row['round_id']),
  amountMinor: Number(row['amount_minor']),
  rolledBackTransactionId: (row['rolled_back_transaction_id'] as string | null) ?? null,
  rolledBack: row['rolled_back'] === true,
  answer: row['answer'] as Record<string, unknown>,
});

const SESSION_COLUMNS = `s.id, s.player_id, s.account_id, s.game_id, g.provider_game,
  s.launch_expires_at, s.authenticated_at, s.expires_at`;

/** The SQL of the casino wallet: sessions, transactions, receipts. */
export const casinoWalletRepository = {
  async launchableGame(q: Queryable, gameId: number): Promise<LaunchableGame | null> {
    const [row] = await q.query<Row>(
      'select id, route, provider_game from casino_games where id = $1',
      [gameId],
    );
    return row === undefined
      ? null
      : {
          id: Number(row['id']),
          route: String(row['route']),
          providerGame: (row['provider_game'] as ProviderGame | null) ?? null,
        };
  },

  /** The player's ban level and active account, or null for no such player. */
  async playerForLaunch(
    q: Queryable,
    playerId: number,
  ): Promise<{ banLevel: number; accountId: number; frozen: boolean } | null> {
    const [row] = await q.query<Row>(
      `select p.ban_level, a.id as account_id, a.frozen
         from players p join accounts a on a.player_id = p.id and a.is_active and not a.closed
        where p.id = $1`,
      [playerId],
    );
    return row === undefined
      ? null
      : {
          banLevel: Number(row['ban_level']),
          accountId: Number(row['account_id']),
          frozen: row['frozen'] === true,
        };
  },

  async createSession(
    q: Queryable,
    session: {
      provider: string;
      playerId: number;
      accountId: number;
      gameId: number;
      launchTokenHash: string;
      launchExpiresAt: Date;
      createdAt: Date;
    },
  ): Promise<void> {
    await q.query(
      `insert into casino_sessions
         (provider, player_id, account_id, game_id, launch_token_hash, launch_expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        session.provider,
        session.playerId,
        session.accountId,
        session.gameId,
        session.launchTokenHash,
        session.launchExpiresAt,
        session.createdAt,
      ],
    );
  },

  /** The session of a launch token, locked: it is authenticated once. */
  async sessionByLaunchToken(
    q: Queryable,
    provider: string,
    launchTokenHash: string,
  ): Promise<CasinoSession | null> {
    const [row] = await q.query<Row>(
      `select ${SESSION_COLUMNS} from casino_sessions s join casino_games g on g.id = s.game_id
        where s.provider = $1 and s.launch_token_hash = $2 for update of s`,
      [provider, launchTokenHash],
    );
    return row === undefined ? null : sessionOf(row);
  },

  async authenticate(
    q: Queryable,
    id: number,
    sessionTokenHash: string,
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await q.query(
      `update casino_sessions set session_token_hash = $2, authenticated_at = $3, expires_at = $4
        where id = $1`,
      [id, sessionTokenHash, now, expiresAt],
    );
  },

  async sessionByToken(
    q: Queryable,
    provider: string,
    sessionTokenHash: string,
  ): Promise<CasinoSession | null> {
    const [row] = await q.query<Row>(
      `select ${SESSION_COLUMNS} from casino_sessions s join casino_games g on g.id = s.game_id
        where s.provider = $1 and s.session_token_hash = $2`,
      [provider, sessionTokenHash],
    );
    return row === undefined ? null : sessionOf(row);
  },

  /**
   * Locks the player's row (for no key update), then the account (for update), as coupon
   * placement does: a player's wallet calls and placements queue, each judging the limits on what
   * the one before left.
   */
  async lock(q: Queryable, playerId: number, accountId: number): Promise<LockedWallet | null> {
    const [row] = await q.query<Row>(
      `with locked_player as (
         select id, ban_level from players where id = $1 for no key update
       )
       select lp.ban_level, a.balance_minor, a.currency, a.frozen, a.closed
         from locked_player lp
         join lateral (select * from accounts where id = $2 and player_id = lp.id for update) a
           on true`,
      [playerId, accountId],
    );
    return row === undefined
      ? null
      : {
          banLevel: Number(row['ban_level']),
          balanceMinor: Number(row['balance_minor']),
          currency: String(row['currency']),
          frozen: row['frozen'] === true,
          closed: row['closed'] === true,
        };
  },

  async balance(
    q: Queryable,
    accountId: number,
  ): Promise<{ balanceMinor: number; currency: string }> {
    const [row] = await q.query<Row>('select balance_minor, currency from accounts where id = $1', [
      accountId,
    ]);
    return {
      balanceMinor: Number(row?.['balance_minor'] ?? 0),
      currency: String(row?.['currency']),
    };
  },

  async transaction(
    q: Queryable,
    provider: string,
    transactionId: string,
  ): Promise<StoredWalletTransaction | null> {
    const [row] = await q.query<Row>(
      `select * from casino_wallet_transactions where provider = $1 and transaction_id = $2`,
      [provider, transactionId],
    );
    return row === undefined ? null : transactionOf(row);
  },

  /** The rollback that named this transaction id, if one came. */
  async rollbackNaming(
    q: Queryable,
    provider: string,
    transactionId: string,
  ): Promise<StoredWalletTransaction | null> {
    const [row] = await q.query<Row>(
      `select * from casino_wallet_transactions
        where provider = $1 and kind = 'rollback' and rolled_back_transaction_id = $2`,
      [provider, transactionId],
    );
    return row === undefined ? null : transactionOf(row);
  },

  async roundState(
    q: Queryable,
    provider: string,
    roundId: string,
    playerId: number,
  ): Promise<RoundState> {
    const [row] = await q.query<Row>(
      `select count(*) filter (where kind = 'bet' and not rolled_back) as open_bets,
              count(*) filter (where kind = 'win') as wins,
              count(*) filter (where player_id <> $3) as others
         from casino_wallet_transactions where provider = $1 and round_id = $2`,
      [provider, roundId, playerId],
    );
    return {
      openBets: Number(row?.['open_bets'] ?? 0),
      hasWin: Number(row?.['wins'] ?? 0) > 0,
      otherPlayer: Number(row?.['others'] ?? 0) > 0,
    };
  },

  async insert(q: Queryable, one: NewWalletTransaction): Promise<number> {
    const [row] = await q.query<Row>(
      `insert into casino_wallet_transactions
         (provider, transaction_id, kind, session_id, player_id, account_id, currency, round_id,
          amount_minor, rolled_back_transaction_id, ledger_entry_id, answer, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       returning id`,
      [
        one.provider,
        one.transactionId,
        one.kind,
        one.sessionId,
        one.playerId,
        one.accountId,
        one.currency,
        one.roundId,
        one.amountMinor,
        one.rolledBackTransactionId,
        one.ledgerEntryId,
        JSON.stringify(one.answer),
        one.createdAt,
      ],
    );
    return Number(row!['id']);
  },

  async setAnswer(q: Queryable, id: number, answer: Record<string, unknown>): Promise<void> {
    await q.query('update casino_wallet_transactions set answer = $2 where id = $1', [
      id,
      JSON.stringify(answer),
    ]);
  },

  async markRolledBack(q: Queryable, id: number): Promise<void> {
    await q.query('update casino_wallet_transactions set rolled_back = true where id = $1', [id]);
  },

  /**
   * Keeps the signature of an accepted call; false when it was kept before (a replay). Receipts
   * older than twice the window can no longer match a fresh call and are cleared on the way.
   */
  async keepReceipt(
    q: Queryable,
    signature: string,
    now: Date,
    forgetBefore: Date,
  ): Promise<boolean> {
    await q.query('delete from casino_wallet_receipts where received_at < $1', [forgetBefore]);
    const rows = await q.query(
      `insert into casino_wallet_receipts (signature, received_at) values ($1, $2)
       on conflict (signature) do nothing returning signature`,
      [signature, now],
    );
    return rows.length === 1;
  },
};
