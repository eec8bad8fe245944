import type { PlayedGame } from '@betshell/domain/sportsbook';
import { DEMO_SPORTS, seededRandom, teamIdOf } from '../line/demo-line';
import type { LineLanguage } from '../line/line-name-sql';

/** How many days apart the demo season's rounds were played (ours). */
const DAYS_BETWEEN_ROUNDS = 4;
const DAY_MS = 86_400_000;

/**
 * The games a championship of the demo line played before the line began: every team of its sport
 * once against every other, a round every few days up to yesterday. The statistics need a past a
 * new line does not have; it is drawn from the championship's id, so it is the same every time,
 * and scored as the sport scores (maps for esports). The line's own finished games follow it.
 */
export function demoSeason(champId: number, language: LineLanguage, now: Date): PlayedGame[] {
  const sport = DEMO_SPORTS.find((one) => one.champs.some((champ) => champ.id === champId));
  if (sport === undefined) return [];
  const random = seededRandom(champId);
  const teams = sport.teams;
  const pairs: [number, number][] = [];
  for (let home = 0; home < teams.length; home += 1)
    for (let away = home + 1; away < teams.length; away += 1)
      pairs.push(random() < 0.5 ? [home, away] : [away, home]);
  const yesterday = Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS + 18 * 3_600_000;
  const gamesPerRound = Math.max(1, Math.floor(teams.length / 2));
  return pairs.map(([home, away], index) => {
    const round = Math.floor((pairs.length - 1 - index) / gamesPerRound);
    let homeScore: number;
    let awayScore: number;
    if (sport.mapsToWin !== undefined) {
      const loser = Math.floor(random() * sport.mapsToWin);
      const homeWon = random() < 0.5;
      homeScore = homeWon ? sport.mapsToWin : loser;
      awayScore = homeWon ? loser : sport.mapsToWin;
    } else {
      const side = () => Math.round((sport.totalLine / 2) * (0.3 + random() * 1.4));
      homeScore = side();
      awayScore = side();
      if (!sport.hasDraw && homeScore === awayScore) homeScore += sport.points;
    }
    return {
      // Negative ids: never a game of the line.
      id: -(champId * 1000 + index + 1),
      champId,
      homeTeamId: teamIdOf(sport, home),
      awayTeamId: teamIdOf(sport, away),
      home: teams[home]![language],
      away: teams[away]![language],
      homeScore,
      awayScore,
      playedAt: new Date(yesterday - round * DAYS_BETWEEN_ROUNDS * DAY_MS).toISOString(),
    };
  });
}
