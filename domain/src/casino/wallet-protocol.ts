import type { ProviderGame } from './casino-game';

/**
 * The casino's seamless wallet protocol (docs/casino.md): how a game provider's server moves a
 * player's money on the platform. Every call is a POST of JSON under WALLET_API_PATH, signed with
 * the secret the platform and the provider share: the hex HMAC-SHA256 of `<timestamp>.<raw body>`
 * in WALLET_SIGNATURE_HEADER, the Unix seconds in WALLET_TIMESTAMP_HEADER. A call outside the
 * window, or a signed message sent a second time (a replay), is refused; every body carries its
 * own `requestId` so two honest calls never sign alike.
 */
export const WALLET_API_PATH = '/provider-api/wallet/v1';
export const WALLET_TIMESTAMP_HEADER = 'x-wallet-timestamp';
export const WALLET_SIGNATURE_HEADER = 'x-wallet-signature';
/** A call whose timestamp is further than this from the platform's clock is stale. */
export const WALLET_SIGNATURE_WINDOW_SECONDS = 300;
/** A launch token must be authenticated this soon after the launch: it travels in a URL. */
export const LAUNCH_TOKEN_TTL_SECONDS = 120;
/** How long the session an authenticated launch opens takes bets. */
export const WALLET_SESSION_TTL_SECONDS = 12 * 3600;

export const WALLET_CALLS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const;
export type WalletCall = (typeof WALLET_CALLS)[number];

/** Where a game runs: the player's money through the wallet, or the provider's demo balance. */
export const LAUNCH_MODES = ['real', 'fun'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

// The demo provider's games are named where the lobby reads them too (the games hub groups by them).
export { PROVIDER_GAMES, isProviderGame, type ProviderGame } from './casino-game';

export interface WalletAuthenticateRequest {
  readonly requestId: string;
  readonly launchToken: string;
}
export interface WalletAuthenticateAnswer {
  readonly sessionToken: string;
  readonly playerId: number;
  readonly gameId: number;
  readonly providerGame: ProviderGame;
  readonly currency: string;
  readonly balanceMinor: number;
}

export interface WalletBalanceRequest {
  readonly requestId: string;
  readonly sessionToken: string;
}

/**
 * A money call. A bet takes `amountMinor`, a win pays it (0 closes a lost round), a rollback gives
 * back the bet `rolledBackTransactionId`. `transactionId` is the provider's: the same id again
 * answers the first result and moves nothing. Bets and the win of a round share `roundId`.
 */
export interface WalletBetRequest {
  readonly requestId: string;
  readonly sessionToken: string;
  readonly transactionId: string;
  readonly roundId: string;
  readonly amountMinor: number;
}
export type WalletWinRequest = WalletBetRequest;
export interface WalletRollbackRequest {
  readonly requestId: string;
  readonly sessionToken: string;
  readonly transactionId: string;
  readonly roundId: string;
  readonly rolledBackTransactionId: string;
}

export interface WalletBalanceAnswer {
  readonly balanceMinor: number;
  readonly currency: string;
}
export interface WalletTransactionAnswer extends WalletBalanceAnswer {
  readonly transactionId: string;
  /** The platform's id of what the call recorded. */
  readonly walletTransactionId: number;
  /** True when this answers a transaction id already done: nothing moved this time. */
  readonly repeated: boolean;
}

/**
 * The codes a refused call answers with (error shape of decisions.md). 401: the signature or the
 * token; 400: the money; 403: the player may not play; 409: the round's rules.
 */
export const WALLET_ERROR = {
  unsigned: 'WALLET_UNSIGNED',
  stale: 'WALLET_TIMESTAMP_OUT_OF_WINDOW',
  badSignature: 'WALLET_SIGNATURE_INVALID',
  replayed: 'WALLET_REQUEST_REPLAYED',
  invalidToken: 'WALLET_TOKEN_INVALID',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  playerBlocked: 'PLAYER_BLOCKED',
  selfExcluded: 'SELF_EXCLUDED',
  sessionLimitSpent: 'SESSION_LIMIT_SPENT',
  refusedByLimit: 'STAKE_REFUSED_BY_LIMIT',
  transactionConflict: 'TRANSACTION_CONFLICT',
  betRolledBack: 'BET_ROLLED_BACK',
  roundClosed: 'ROUND_CLOSED',
  roundNotFound: 'ROUND_NOT_FOUND',
  rollbackAfterWin: 'ROLLBACK_AFTER_WIN',
} as const;
export type WalletErrorCode = (typeof WALLET_ERROR)[keyof typeof WALLET_ERROR];

/** What a recorded transaction was, to tell a true repeat from a reused id. */
export interface RecordedTransaction {
  readonly kind: 'bet' | 'win' | 'rollback';
  readonly roundId: string;
  readonly amountMinor: number;
  readonly rolledBackTransactionId: string | null;
}

/**
 * Whether a call with a transaction id already recorded is the same transaction sent again (a
 * retry, answered with the first result) rather than the id reused for something else (refused).
 */
export function isSameTransaction(
  recorded: RecordedTransaction,
  call: RecordedTransaction,
): boolean {
  return (
    recorded.kind === call.kind &&
    recorded.roundId === call.roundId &&
    (call.kind === 'rollback'
      ? recorded.rolledBackTransactionId === call.rolledBackTransactionId
      : recorded.amountMinor === call.amountMinor)
  );
}

/**
 * The round rules, judged on what the round already holds: a bet joins an open round only; a win
 * needs a bet on the round and closes it; a rollback is refused once the round has its win.
 */
export type RoundVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly code: WalletErrorCode; readonly message: string };

export interface RoundState {
  /** Bets on the round not rolled back. */
  readonly openBets: number;
  readonly hasWin: boolean;
  /** Whether the round belongs to another player. */
  readonly otherPlayer: boolean;
}

export function roundVerdict(call: 'bet' | 'win' | 'rollback', round: RoundState): RoundVerdict {
  if (round.otherPlayer)
    return {
      allowed: false,
      code: WALLET_ERROR.transactionConflict,
      message: 'The round belongs to another player',
    };
  if (call === 'bet' && round.hasWin)
    return { allowed: false, code: WALLET_ERROR.roundClosed, message: 'The round is closed' };
  if (call === 'win' && round.hasWin)
    return {
      allowed: false,
      code: WALLET_ERROR.roundClosed,
      message: 'The round already has its win',
    };
  if (call === 'win' && round.openBets === 0)
    return {
      allowed: false,
      code: WALLET_ERROR.roundNotFound,
      message: 'The round has no bet to pay',
    };
  if (call === 'rollback' && round.hasWin)
    return {
      allowed: false,
      code: WALLET_ERROR.rollbackAfterWin,
      message: 'The round already has its win: its bets cannot be rolled back',
    };
  return { allowed: true };
}
