import type {
  BetsOnYourSchema,
  EventStatisticsSchema,
  ReadonlyStatic,
  TopGamesSchema,
} from '@betshell/api-contract';

/** GET /web-api/statistic/events/{id}: a game's form, meetings, table and live figures. */
export type EventStatistics = ReadonlyStatic<typeof EventStatisticsSchema>;
/** GET /web-api/sections/topgame: the games with the most bets. */
export type TopGames = ReadonlyStatic<typeof TopGamesSchema>;
/** GET /web-api/sections/betsonyour: the signed-in player's teams' open games. */
export type BetsOnYour = ReadonlyStatic<typeof BetsOnYourSchema>;

export const STATISTICS_API_PATHS = {
  event: (id: number) => `/web-api/statistic/events/${id}`,
  topGames: '/web-api/sections/topgame',
  betsOnYour: '/web-api/sections/betsonyour',
} as const;
