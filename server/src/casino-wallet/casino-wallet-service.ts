import { assertStakeAllowedByBonus, countStake, uncountStake } from '../bonuses/bonus-engine';
import { createHash, randomBytes } from 'node:crypto';
import type { DictionaryTexts } from '@betshell/domain';
import { LIMIT_REFUSAL_KEY } from '@betshell/domain/limits';
import {
  LAUNCH_TOKEN_TTL_SECONDS,
  WALLET_ERROR,
  WALLET_SESSION_TTL_SECONDS,
  isSameTransaction,
  roundVerdict,
  type RecordedTransaction,
  type WalletAuthenticateAnswer,
  type WalletAuthenticateRequest,
  type WalletBalanceAnswer,
  type WalletBalanceRequest,
  type WalletBetRequest,
  type WalletRollbackRequest,
  type WalletTransactionAnswer,
  type WalletWinRequest,
} from '@betshell/domain/server';
import { credit, debit } from '../accounts/ledger';
import type { Clock } from '../auth/clock';
import type { Database, Queryable } from '../db/database';
import { transactionWithRetry } from '../db/transaction-with-retry';
import { ApiError } from '../http/api-error';
import { judgeStakeAttempt } from '../limits/judge-stake-attempt';
import { assertMayStartSession } from '../limits/limit-enforcement';
import { limitRepository } from '../limits/limit-repository';
import {
  casinoWalletRepository as repo,
  type CasinoSession,
  type LockedWallet,
  type StoredWalletTransaction,
} from './casino-wallet-repository';

export interface WalletContext {
  readonly database: Database;
  readonly clock: Clock;
  /** The provider whose calls these are: its transaction ids are unique among its own. */
  readonly provider: string;
  /** The English dictionary: a refusal's message is the text the player would read. */
  readonly texts: DictionaryTexts | undefined;
}

/** Tokens are kept as their SHA-256: a leaked table row opens no session. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

const invalidToken = (message: string) => new ApiError(401, WALLET_ERROR.invalidToken, message);

/** The session of a session token; a bet needs it unexpired, a win or rollback does not. */
async function sessionOf(
  q: Queryable,
  context: WalletContext,
  sessionToken: string,
  live: boolean,
): Promise<CasinoSession> {
  const session = await repo.sessionByToken(q, context.provider, tokenHash(sessionToken));
  if (session === null) throw invalidToken('No session has this token');
  if (live && (session.expiresAt === null || session.expiresAt <= context.clock()))
    throw invalidToken('The session has expired: launch the game again');
  return session;
}

/**
 * Refuses a player who may not play now: blocked by the operator, a frozen account,
 * self-excluded, or today's session limit spent (the limits' own refusals and reason keys).
 */
export async function assertMayPlay(
  q: Queryable,
  context: WalletContext,
  playerId: number,
  wallet: { banLevel: number; frozen: boolean },
): Promise<void> {
  if (wallet.banLevel > 0)
    throw new ApiError(403, WALLET_ERROR.playerBlocked, 'The player is blocked', {
      messageKey: 'casino_refused_blocked',
    });
  if (wallet.frozen)
    throw new ApiError(403, WALLET_ERROR.playerBlocked, 'The account is frozen', {
      messageKey: 'money_error_account_frozen',
    });
  await assertMayStartSession(q, playerId, context.clock());
}

/** POST authenticate: the launch token, once and in time, opens a session. */
export async function authenticateLaunch(
  context: WalletContext,
  body: WalletAuthenticateRequest,
): Promise<WalletAuthenticateAnswer> {
  return context.database.transaction(async (tx) => {
    const now = context.clock();
    const session = await repo.sessionByLaunchToken(
      tx,
      context.provider,
      tokenHash(body.launchToken),
    );
    if (session === null || session.authenticatedAt !== null || session.launchExpiresAt <= now)
      throw invalidToken('The launch token is unknown, used or expired');
    const wallet = await repo.lock(tx, session.playerId, session.accountId);
    if (wallet === null || wallet.closed) throw invalidToken('The session has no account');
    await assertMayPlay(tx, context, session.playerId, wallet);
    const sessionToken = newToken();
    await repo.authenticate(
      tx,
      session.id,
      tokenHash(sessionToken),
      now,
      new Date(now.getTime() + WALLET_SESSION_TTL_SECONDS * 1000),
    );
    return {
      sessionToken,
      playerId: session.playerId,
      gameId: session.gameId,
      providerGame: session.providerGame,
      currency: wallet.currency,
      balanceMinor: wallet.balanceMinor,
    };
  });
}

/** POST balance. */
export async function walletBalance(
  context: WalletContext,
  body: WalletBalanceRequest,
): Promise<WalletBalanceAnswer> {
  const session = await sessionOf(context.database, context, body.sessionToken, true);
  return repo.balance(context.database, session.accountId);
}

/** The answer to a transaction id already recorded: its first result, or 409 for a reused id. */
function repeatedAnswer(
  earlier: StoredWalletTransaction,
  call: RecordedTransaction,
  transactionId: string,
  playerId: number,
): WalletTransactionAnswer {
  if (earlier.playerId !== playerId || !isSameTransaction(earlier, call))
    throw new ApiError(
      409,
      WALLET_ERROR.transactionConflict,
      'This transaction id was already used for another transaction',
    );
  return {
    ...(earlier.answer as { balanceMinor: number; currency: string }),
    transactionId,
    walletTransactionId: earlier.id,
    repeated: true,
  };
}

/** What a money call's work moved: its ledger entry, if any, and the amount to record when it is not the call's own. */
interface Moved {
  entry: { entryId: number; balanceAfterMinor: number } | null;
  recordedAmountMinor?: number;
}

/**
 * One money call in one transaction: the session, the player's and account's locks, the first
 * result of a repeated id, then `work`, then the call recorded with the balance it leaves. A parallel twin of the same id that committed first (a
 * unique violation) is answered as a repeat.
 */
async function moneyCall(
  context: WalletContext,
  sessionToken: string,
  transactionId: string,
  call: RecordedTransaction,
  work: (call: {
    tx: Queryable;
    session: CasinoSession;
    wallet: LockedWallet;
    now: Date;
  }) => Promise<Moved>,
): Promise<WalletTransactionAnswer> {
  try {
    return await transactionWithRetry(context.database, async (tx) => {
      const session = await sessionOf(tx, context, sessionToken, call.kind === 'bet');
      const wallet = await repo.lock(tx, session.playerId, session.accountId);
      if (wallet === null) throw invalidToken('The session has no account');
      const earlier = await repo.transaction(tx, context.provider, transactionId);
      if (earlier !== null) return repeatedAnswer(earlier, call, transactionId, session.playerId);
      const now = context.clock();
      const moved = await work({ tx, session, wallet, now });
      // A call that moved no money (a lost round's win, a rollback of an unseen bet) answers the
      // balance it found.
      const answer = {
        balanceMinor: moved.entry?.balanceAfterMinor ?? wallet.balanceMinor,
        currency: wallet.currency,
      };
      const id = await repo.insert(tx, {
        ...call,
        amountMinor: moved.recordedAmountMinor ?? call.amountMinor,
        provider: context.provider,
        transactionId,
        sessionId: session.id,
        playerId: session.playerId,
        accountId: session.accountId,
        currency: wallet.currency,
        ledgerEntryId: moved.entry?.entryId ?? null,
        answer,
        createdAt: now,
      });
      return { ...answer, transactionId, walletTransactionId: id, repeated: false };
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== '23505') throw error;
    const earlier = await repo.transaction(context.database, context.provider, transactionId);
    const session = await sessionOf(context.database, context, sessionToken, false);
    if (earlier === null) throw error;
    return repeatedAnswer(earlier, call, transactionId, session.playerId);
  }
}

/** Refuses a call its round's state does not allow (a win after the round closed, say). */
async function refuseRound(
  tx: Queryable,
  context: WalletContext,
  kind: Parameters<typeof roundVerdict>[0],
  round: { roundId: string; playerId: number },
): Promise<void> {
  const verdict = roundVerdict(
    kind,
    await repo.roundState(tx, context.provider, round.roundId, round.playerId),
  );
  if (!verdict.allowed) throw new ApiError(409, verdict.code, verdict.message);
}

/** The stake limits, sports and casino stakes counted together (limit-enforcement.ts). */
async function assertStakeAllowed(
  tx: Queryable,
  context: WalletContext,
  playerId: number,
  attempt: { amountMinor: number; currency: string; now: Date },
): Promise<void> {
  await limitRepository.settle(tx, playerId, attempt.now);
  const judged = await judgeStakeAttempt(tx, playerId, attempt);
  if (judged === null) return;
  const { verdict } = judged;
  if (verdict.allowed) return;
  const message = context.texts?.[verdict.messageKey] ?? verdict.messageKey;
  const details = { limitType: verdict.limitType, messageKey: verdict.messageKey };
  if (verdict.messageKey === LIMIT_REFUSAL_KEY.selfExcluded)
    throw new ApiError(403, WALLET_ERROR.selfExcluded, message, details);
  if (verdict.messageKey === LIMIT_REFUSAL_KEY.sessionLimit)
    throw new ApiError(403, WALLET_ERROR.sessionLimitSpent, message, details);
  throw new ApiError(400, WALLET_ERROR.refusedByLimit, message, details);
}

/** POST bet: takes the stake from the player's account, within their limits. */
export function walletBet(
  context: WalletContext,
  body: WalletBetRequest,
): Promise<WalletTransactionAnswer> {
  const call: RecordedTransaction = {
    kind: 'bet',
    roundId: body.roundId,
    amountMinor: body.amountMinor,
    rolledBackTransactionId: null,
  };
  return moneyCall(
    context,
    body.sessionToken,
    body.transactionId,
    call,
    async ({ tx, session, wallet, now }) => {
      if ((await repo.rollbackNaming(tx, context.provider, body.transactionId)) !== null)
        throw new ApiError(
          409,
          WALLET_ERROR.betRolledBack,
          'This bet was rolled back before it came',
        );
      await refuseRound(tx, context, 'bet', { roundId: body.roundId, playerId: session.playerId });
      if (wallet.banLevel > 0 || wallet.frozen || wallet.closed)
        throw new ApiError(
          403,
          WALLET_ERROR.playerBlocked,
          'The player is blocked or the account frozen',
        );
      await assertStakeAllowed(tx, context, session.playerId, {
        amountMinor: body.amountMinor,
        currency: wallet.currency,
        now,
      });
      await assertStakeAllowedByBonus(tx, session.playerId, {
        amountMinor: body.amountMinor,
        currency: wallet.currency,
      });
      const moved = await debit(
        tx,
        session.accountId,
        body.amountMinor,
        'casino-stake',
        `casino:${context.provider}:${body.transactionId}`,
      );
      await countStake(
        tx,
        session.playerId,
        {
          product: 'casino',
          amountMinor: body.amountMinor,
          gameKind: session.providerGame,
          currency: wallet.currency,
          reference: `casino:${context.provider}:${body.transactionId}`,
        },
        now,
      );
      return { entry: moved };
    },
  );
}

/** POST win: pays the round's win (0 for a lost round) and closes the round. */
export function walletWin(
  context: WalletContext,
  body: WalletWinRequest,
): Promise<WalletTransactionAnswer> {
  const call: RecordedTransaction = {
    kind: 'win',
    roundId: body.roundId,
    amountMinor: body.amountMinor,
    rolledBackTransactionId: null,
  };
  return moneyCall(
    context,
    body.sessionToken,
    body.transactionId,
    call,
    async ({ tx, session }) => {
      await refuseRound(tx, context, 'win', { roundId: body.roundId, playerId: session.playerId });
      const moved =
        body.amountMinor > 0
          ? await credit(
              tx,
              session.accountId,
              body.amountMinor,
              'casino-win',
              `casino:${context.provider}:${body.transactionId}`,
            )
          : null;
      return { entry: moved };
    },
  );
}

/**
 * POST rollback: gives back a bet the provider cancelled, before its round's win. A rollback of
 * a bet the wallet never saw is acknowledged and kept, so that bet, arriving late, is refused.
 */
export function walletRollback(
  context: WalletContext,
  body: WalletRollbackRequest,
): Promise<WalletTransactionAnswer> {
  const call: RecordedTransaction = {
    kind: 'rollback',
    roundId: body.roundId,
    amountMinor: 0,
    rolledBackTransactionId: body.rolledBackTransactionId,
  };
  return moneyCall(
    context,
    body.sessionToken,
    body.transactionId,
    call,
    async ({ tx, session, now }) => {
      const bet = await repo.transaction(tx, context.provider, body.rolledBackTransactionId);
      if (bet !== null && (bet.kind !== 'bet' || bet.playerId !== session.playerId))
        throw new ApiError(
          409,
          WALLET_ERROR.transactionConflict,
          'That transaction is not a bet of this player',
        );
      const earlierRollback = await repo.rollbackNaming(
        tx,
        context.provider,
        body.rolledBackTransactionId,
      );
      if (earlierRollback !== null)
        throw new ApiError(
          409,
          WALLET_ERROR.transactionConflict,
          'That bet was rolled back by another transaction id',
        );
      await refuseRound(tx, context, 'rollback', {
        roundId: bet?.roundId ?? body.roundId,
        playerId: session.playerId,
      });
      const moved =
        bet === null
          ? null
          : await credit(
              tx,
              session.accountId,
              bet.amountMinor,
              'casino-refund',
              `casino:${context.provider}:${body.transactionId}`,
            );
      if (bet !== null) {
        await repo.markRolledBack(tx, bet.id);
        await uncountStake(
          tx,
          session.playerId,
          `casino:${context.provider}:${body.rolledBackTransactionId}`,
          now,
        );
      }
      return { entry: moved, recordedAmountMinor: bet?.amountMinor ?? 0 };
    },
  );
}

/** A launch's token and when it lapses. */
export async function createLaunchSession(
  context: WalletContext,
  launch: { playerId: number; accountId: number; gameId: number },
): Promise<{ launchToken: string; expiresAt: Date }> {
  const now = context.clock();
  const launchToken = newToken();
  const expiresAt = new Date(now.getTime() + LAUNCH_TOKEN_TTL_SECONDS * 1000);
  await repo.createSession(context.database, {
    provider: context.provider,
    ...launch,
    launchTokenHash: tokenHash(launchToken),
    launchExpiresAt: expiresAt,
    createdAt: now,
  });
  return { launchToken, expiresAt };
}
