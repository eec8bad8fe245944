/**
 * A casino tournament's rules (docs/promotions.md): who leads, and who wins what when it ends. A
 * player's points are the money they staked on the tournament's games during its period (rounds
 * given back by a rollback do not count), so a stake counts the same whatever the game paid and a
 * leaderboard cannot be bought by one lucky spin. Pure: the server feeds it the rounds' sums.
 */

/** One player's sum of counted stakes, as the server reads it from the wallet's rounds. */
export interface TournamentScore {
  readonly playerId: number;
  /** Stakes counted, in minor units of the tournament's currency. */
  readonly pointsMinor: number;
  /** When the player's last counted stake was made: of two equal scores, the earlier one leads. */
  readonly reachedAt: string;
}

/** A row of the leaderboard: places are 1, 2, 3, ... with no two players on one place. */
export interface TournamentStanding extends TournamentScore {
  readonly place: number;
}

/** A prize of the prize table that a player won. */
export interface TournamentAward {
  readonly place: number;
  readonly playerId: number;
  readonly pointsMinor: number;
  readonly amountMinor: number;
}

/**
 * The leaderboard: most points first; equal points go to who reached them first (the earlier last
 * stake), then to the lower player id, so the order never depends on how the database returned
 * the rows. A player with no points has no place.
 */
export function rankTournament(scores: readonly TournamentScore[]): TournamentStanding[] {
  return scores
    .filter((score) => score.pointsMinor > 0)
    .slice()
    .sort(
      (a, b) =>
        b.pointsMinor - a.pointsMinor ||
        Date.parse(a.reachedAt) - Date.parse(b.reachedAt) ||
        a.playerId - b.playerId,
    )
    .map((score, index) => ({ ...score, place: index + 1 }));
}

/**
 * The prizes the standings win: the prize table's n-th amount (minor units) to the n-th place. A
 * place nobody reached pays nobody, and a zero amount is no prize.
 */
export function awardTournament(
  standings: readonly TournamentStanding[],
  prizesMinor: readonly number[],
): TournamentAward[] {
  return standings.flatMap((standing) => {
    const amountMinor = prizesMinor[standing.place - 1] ?? 0;
    return amountMinor > 0
      ? [
          {
            place: standing.place,
            playerId: standing.playerId,
            pointsMinor: standing.pointsMinor,
            amountMinor,
          },
        ]
      : [];
  });
}

export type TournamentPhase = 'upcoming' | 'running' | 'finished' | 'ended';

/**
 * Where a tournament is: before its period, in it, past it but not yet ended by an operator
 * (no more stakes count, the prizes are not paid), or ended (prizes paid).
 */
export function tournamentPhase(
  tournament: {
    readonly startsAt: string;
    readonly endsAt: string;
    readonly endedAt: string | null;
  },
  now: Date,
): TournamentPhase {
  if (tournament.endedAt !== null) return 'ended';
  if (now.getTime() < Date.parse(tournament.startsAt)) return 'upcoming';
  if (now.getTime() < Date.parse(tournament.endsAt)) return 'running';
  return 'finished';
}

/**
 * A player as a public leaderboard names them: the last three digits of the id behind stars, so
 * players find themselves without the board giving away who plays.
 */
export function maskedPlayer(playerId: number): string {
  const digits = String(playerId);
  return `***${digits.slice(-3)}`;
}

/**
 * Checks an operator's prize table: at least one prize, each a whole positive number of minor
 * units, never more for a lower place. Answers the problem in words, or null.
 */
export function prizeTableProblem(prizesMinor: readonly number[]): string | null {
  if (prizesMinor.length === 0) return 'A tournament needs at least one prize';
  if (prizesMinor.length > 100) return 'A prize table has at most 100 places';
  if (prizesMinor.some((amount) => !Number.isSafeInteger(amount) || amount <= 0))
    return 'Every prize is a positive amount';
  if (prizesMinor.some((amount, index) => index > 0 && amount > (prizesMinor[index - 1] ?? 0)))
    return 'A lower place never wins more than a higher one';
  return null;
}
