import { SITE_LANGUAGES } from '@betshell/domain';
import { Type } from 'typebox';
import { LineIdSchema, PeriodScoreSchema } from './line-schemas';

// The statistics of a game (GET /web-api/statistic/events/{id}) and the lists of the special
// betting sections (GET /web-api/sections/topgame, /sections/betsonyour). Ours.

const Lng = Type.Optional(Type.Union(SITE_LANGUAGES.map((lng) => Type.Literal(lng))));

export const StatisticQuerySchema = Type.Object({ lng: Lng });
export const StatisticParamsSchema = Type.Object({ id: LineIdSchema });

const FormSchema = Type.Array(
  Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]),
);

export const PlayedGameSchema = Type.Object({
  id: Type.Integer(),
  playedAt: Type.String(),
  home: Type.String(),
  away: Type.String(),
  homeScore: Type.Integer(),
  awayScore: Type.Integer(),
});

export const TableRowSchema = Type.Object({
  teamId: Type.Integer(),
  name: Type.String(),
  played: Type.Integer(),
  won: Type.Integer(),
  drawn: Type.Integer(),
  lost: Type.Integer(),
  scored: Type.Integer(),
  conceded: Type.Integer(),
  points: Type.Integer(),
});

export const StatLineSchema = Type.Object({
  key: Type.String(),
  home: Type.Integer(),
  away: Type.Integer(),
  percent: Type.Boolean(),
});

export const MatchMomentSchema = Type.Object({
  minute: Type.Integer(),
  side: Type.Union([Type.Literal('home'), Type.Literal('away')]),
  key: Type.String(),
});

/** One game's statistics: form, meetings, the championship's table and the live figures. */
export const EventStatisticsSchema = Type.Object({
  eventId: Type.Integer(),
  sportId: Type.Integer(),
  sportName: Type.String(),
  champId: Type.Integer(),
  champName: Type.String(),
  home: Type.String(),
  away: Type.String(),
  homeTeamId: Type.Union([Type.Integer(), Type.Null()]),
  awayTeamId: Type.Union([Type.Integer(), Type.Null()]),
  state: Type.Union([Type.Literal('line'), Type.Literal('live'), Type.Literal('finished')]),
  startsAt: Type.String(),
  score: Type.Object({ home: Type.Integer(), away: Type.Integer() }),
  periods: Type.Array(PeriodScoreSchema),
  form: Type.Object({ home: FormSchema, away: FormSchema }),
  meetings: Type.Array(PlayedGameSchema),
  table: Type.Array(TableRowSchema),
  live: Type.Object({
    profile: Type.String(),
    minute: Type.Integer(),
    lines: Type.Array(StatLineSchema),
    moments: Type.Array(MatchMomentSchema),
  }),
});

/** The games with the most bets, the most first. */
export const TopGamesSchema = Type.Object({
  games: Type.Array(Type.Object({ eventId: Type.Integer(), bets: Type.Integer() })),
});

/** The open games of the teams the player has bet on, and those teams. */
export const BetsOnYourSchema = Type.Object({
  eventIds: Type.Array(Type.Integer()),
  teams: Type.Array(Type.String()),
});
