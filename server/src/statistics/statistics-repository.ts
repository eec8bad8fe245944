import type { PlayedGame } from '@betshell/domain/sportsbook';
import type { Queryable } from '../db/database';
import { lineNameSql, type LineLanguage } from '../line/line-name-sql';

/** How many of the line's finished games the statistics read at most (ours). */
const PLAYED_LIMIT = 300;

/** The game counts of the special sections: most bets, and the player's teams. */
export interface StatisticsRepository {
  /** A game's two team ids; null for no such game. */
  teamsOf(eventId: number): Promise<{ home: number | null; away: number | null } | null>;
  /** The line's finished games of a championship or of either team, the latest first. */
  played(
    language: LineLanguage,
    filter: { readonly champId: number; readonly teamIds: readonly number[] },
  ): Promise<PlayedGame[]>;
  /** The open games with the most coupons on them, the most first. */
  topGames(limit: number): Promise<{ eventId: number; bets: number }[]>;
  /** The open games of the teams a player has bet on, and those teams' names. */
  betsOnYour(
    playerId: number,
    language: LineLanguage,
  ): Promise<{ eventIds: number[]; teams: string[] }>;
}

export function createStatisticsRepository(db: Queryable): StatisticsRepository {
  return {
    async teamsOf(eventId) {
      const [row] = await db.query<{ home_team_id: number | null; away_team_id: number | null }>(
        'select home_team_id, away_team_id from line_events where id = $1',
        [eventId],
      );
      return row === undefined ? null : { home: row.home_team_id, away: row.away_team_id };
    },

    async played(language, { champId, teamIds }) {
      const rows = await db.query<{
        id: number;
        champ_id: number;
        home_team_id: number;
        away_team_id: number;
        home: string;
        away: string;
        home_score: number;
        away_score: number;
        played_at: Date | string;
      }>(
        `select e.id, e.champ_id, e.home_team_id, e.away_team_id, ${lineNameSql('e', 'home', language)} as home,
                ${lineNameSql('e', 'away', language)} as away, e.home_score, e.away_score,
                coalesce(e.finished_at, e.starts_at) as played_at
           from line_events e
          where e.state = 'finished' and e.home_team_id is not null and e.away_team_id is not null
            and (e.champ_id = $1 or e.home_team_id = any($2::int[]) or e.away_team_id = any($2::int[]))
          order by played_at desc, e.id desc
          limit $3`,
        [champId, teamIds, PLAYED_LIMIT],
      );
      return rows.map((row) => ({
        id: row.id,
        champId: row.champ_id,
        homeTeamId: row.home_team_id,
        awayTeamId: row.away_team_id,
        home: row.home,
        away: row.away,
        homeScore: row.home_score,
        awayScore: row.away_score,
        playedAt: new Date(row.played_at).toISOString(),
      }));
    },

    async topGames(limit) {
      const rows = await db.query<{ event_id: number; bets: number | string }>(
        `select s.event_id, count(distinct s.coupon_id) as bets
           from coupon_selections s
           join coupons c on c.id = s.coupon_id
           join line_events e on e.id = s.event_id
          where e.state <> 'finished' and c.state <> 'refused'
          group by s.event_id
          order by bets desc, s.event_id
          limit $1`,
        [limit],
      );
      return rows.map((row) => ({ eventId: row.event_id, bets: Number(row.bets) }));
    },

    async betsOnYour(playerId, language) {
      const teams = await db.query<{ team_id: number; name: string }>(
        `select distinct t.team_id, t.name
           from coupons c
           join coupon_selections s on s.coupon_id = c.id
           join line_events e on e.id = s.event_id
           cross join lateral (values (e.home_team_id, ${lineNameSql('e', 'home', language)}),
                                      (e.away_team_id, ${lineNameSql('e', 'away', language)})) t (team_id, name)
          where c.player_id = $1 and t.team_id is not null`,
        [playerId],
      );
      if (teams.length === 0) return { eventIds: [], teams: [] };
      const ids = teams.map((team) => team.team_id);
      const events = await db.query<{ id: number }>(
        `select id from line_events
          where state <> 'finished' and (home_team_id = any($1::int[]) or away_team_id = any($1::int[]))
          order by starts_at, id`,
        [ids],
      );
      return {
        eventIds: events.map((event) => event.id),
        teams: [...new Set(teams.map((team) => team.name))].sort((a, b) => a.localeCompare(b)),
      };
    },
  };
}
