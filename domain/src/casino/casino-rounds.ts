import type { CasinoRoundSchema, ReadonlyStatic } from '@betshell/api-contract';

/** A casino round of the player's history (GET /web-api/casino/rounds). */
export type CasinoRound = ReadonlyStatic<typeof CasinoRoundSchema>;

export const CASINO_ROUNDS_PATH = '/web-api/casino/rounds';

/** A page of the player's rounds, newest first, and whether there are older ones. */
export interface CasinoRoundsPage {
  readonly rounds: readonly CasinoRound[];
  readonly more: boolean;
}

/** How the office history loads the rounds (over the platform's HTTP client in the parcel). */
export interface CasinoRoundsApi {
  rounds(page: number): Promise<CasinoRoundsPage>;
}

/**
 * What the round left the player with, in minor units: its win and the stakes given back, less
 * what was staked. Positive: the player came out ahead.
 */
export function casinoRoundNetMinor(round: CasinoRound): number {
  return round.winMinor + round.refundedMinor - round.stakeMinor;
}

/** Whether every stake of the round was given back (the provider's or an operator's rollback). */
export function isCasinoRoundRolledBack(round: CasinoRound): boolean {
  return round.stakeMinor > 0 && round.refundedMinor === round.stakeMinor;
}
