/**
 * The statistics of a game before and around it (ours): each team's form, the two teams' meetings
 * and the championship's table, from the games they played. The server hands the games over (the
 * line's finished games and the demo season before them); these rules are the same everywhere.
 */
export interface PlayedGame {
  readonly id: number;
  readonly champId: number;
  readonly homeTeamId: number;
  readonly awayTeamId: number;
  readonly home: string;
  readonly away: string;
  readonly homeScore: number;
  readonly awayScore: number;
  /** ISO 8601. */
  readonly playedAt: string;
}

export type FormResult = 'W' | 'D' | 'L';

/** How many of a team's latest games its form shows, and how many meetings (ours, as peers do). */
export const FORM_GAMES = 5;
export const MEETINGS_SHOWN = 5;

const latestFirst = (games: readonly PlayedGame[]) =>
  [...games].sort((a, b) => b.playedAt.localeCompare(a.playedAt) || b.id - a.id);

/** A game's result for one of its teams. */
export function resultFor(teamId: number, game: PlayedGame): FormResult {
  const own = game.homeTeamId === teamId ? game.homeScore : game.awayScore;
  const other = game.homeTeamId === teamId ? game.awayScore : game.homeScore;
  if (own === other) return 'D';
  return own > other ? 'W' : 'L';
}

/** A team's latest results, the latest first. */
export function formOf(
  teamId: number,
  games: readonly PlayedGame[],
  count = FORM_GAMES,
): FormResult[] {
  return latestFirst(games)
    .filter((game) => game.homeTeamId === teamId || game.awayTeamId === teamId)
    .slice(0, count)
    .map((game) => resultFor(teamId, game));
}

/** The two teams' meetings, either at home, the latest first. */
export function meetingsOf(
  teamA: number,
  teamB: number,
  games: readonly PlayedGame[],
  count = MEETINGS_SHOWN,
): PlayedGame[] {
  return latestFirst(games)
    .filter(
      (game) =>
        (game.homeTeamId === teamA && game.awayTeamId === teamB) ||
        (game.homeTeamId === teamB && game.awayTeamId === teamA),
    )
    .slice(0, count);
}

export interface TableRow {
  readonly teamId: number;
  readonly name: string;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly scored: number;
  readonly conceded: number;
  readonly points: number;
}

/**
 * The table of a championship's games: three points a win and one a draw where a sport has draws,
 * a point a win where it has none; ties broken by the difference, then by what a team scored,
 * then by name.
 */
export function leagueTable(games: readonly PlayedGame[], hasDraw: boolean): TableRow[] {
  const rows = new Map<number, { -readonly [K in keyof TableRow]: TableRow[K] }>();
  const rowOf = (teamId: number, name: string) => {
    let row = rows.get(teamId);
    if (row === undefined) {
      row = {
        teamId,
        name,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        scored: 0,
        conceded: 0,
        points: 0,
      };
      rows.set(teamId, row);
    }
    return row;
  };
  for (const game of games) {
    const sides = [
      [rowOf(game.homeTeamId, game.home), game.homeScore, game.awayScore],
      [rowOf(game.awayTeamId, game.away), game.awayScore, game.homeScore],
    ] as const;
    for (const [row, own, other] of sides) {
      row.played += 1;
      row.scored += own;
      row.conceded += other;
      if (own > other) {
        row.won += 1;
        row.points += hasDraw ? 3 : 1;
      } else if (own === other) {
        row.drawn += 1;
        row.points += hasDraw ? 1 : 0;
      } else row.lost += 1;
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.scored - b.conceded - (a.scored - a.conceded) ||
      b.scored - a.scored ||
      a.name.localeCompare(b.name),
  );
}
