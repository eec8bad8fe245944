import type { ReadonlyStatic, RealityCheckSchema } from '@betshell/api-contract';
/**
 * decisions.md: every N minutes of a session (limit 32) the browser shows the time played and the
 * session's net result. The first check is N minutes after the session started; a check the
 * player answered late does not make the next come early: checks stay on the session's grid.
 */
export function nextRealityCheckAtMs(
  sessionStartMs: number,
  intervalMinutes: number,
  nowMs: number,
): number {
  const interval = intervalMinutes * 60_000;
  const done = Math.floor(Math.max(0, nowMs - sessionStartMs) / interval);
  return sessionStartMs + (done + 1) * interval;
}

/**
 * The ledger reasons (server/src/accounts/ledger.ts) that make a session's net result. Ours, where
 * the spec says only "net result": what the player won minus what they staked, so stakes count
 * negative and payouts, cash-outs and refunds (a void bet gives the stake back) positive. Deposits,
 * withdrawals and bonuses move money without playing, so they do not count: a player who
 * deposited 100 and lost 30 sees -30, which is what a reality check is meant to show. The casino's
 * rounds count as the sportsbook's bets do: its wallet's stakes, wins and refunds.
 */
export const SESSION_RESULT_LEDGER_REASONS = [
  'bet-stake',
  'bet-payout',
  'bet-refund',
  'casino-stake',
  'casino-win',
  'casino-refund',
  'bet-cash-out',
] as const;

/** A sum of signed ledger amounts (minor units) of one reason in one currency. */
export interface LedgerSum {
  readonly currency: string;
  readonly reason: string;
  readonly amountMinor: number;
}

/** The net result in one currency: negative is a loss. */
export interface SessionNetResult {
  readonly currency: string;
  readonly amountMinor: number;
}

/**
 * The session's net result per currency (a player may play from accounts in several currencies,
 * which are never added together), in the order the currencies first appear, and only for
 * currencies that were played in.
 */
export function sessionNetResult(sums: readonly LedgerSum[]): SessionNetResult[] {
  const byCurrency = new Map<string, number>();
  const counted: readonly string[] = SESSION_RESULT_LEDGER_REASONS;
  for (const sum of sums) {
    if (!counted.includes(sum.reason)) continue;
    byCurrency.set(sum.currency, (byCurrency.get(sum.currency) ?? 0) + sum.amountMinor);
  }
  return [...byCurrency].map(([currency, amountMinor]) => ({ currency, amountMinor }));
}

/**
 * GET /web-api/limits/reality-check: what the popup shows and when it is due. Times are seconds
 * of the server's clock, so the browser schedules from the server's view of the session and not
 * from its own clock, which may be off. Its shape is the API contract's RealityCheckSchema.
 */
export type RealityCheck = ReadonlyStatic<typeof RealityCheckSchema>;

/** Whole hours and minutes, as the popup says them ("1 h 5 min"). */
export function playedTime(playedSeconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(Math.max(0, playedSeconds) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The popup's texts (server/content/dictionaries/limits-more/). */
export const REALITY_CHECK_KEY = {
  /** The office page's section title (limits/), the same words. */
  title: 'responsible_gaming_reality_check_title',
  played: 'responsible_gaming_reality_check_played',
  netResult: 'responsible_gaming_reality_check_net_result',
  noPlay: 'responsible_gaming_reality_check_no_play',
  continue: 'responsible_gaming_reality_check_continue',
  logOut: 'responsible_gaming_reality_check_log_out',
} as const;
