import { isPlatformHttpError } from '@betshell/platform';
import {
  STATISTICS_API_PATHS,
  type BetsOnYour,
  type EventStatistics,
  type TopGames,
} from '@betshell/domain/sportsbook';
import { createContext, useContext } from 'react';

/** The part of the platform's HTTP client (axios) the sections use. */
export interface SectionsHttp {
  get<T>(url: string, config: { params: Record<string, string> }): Promise<{ data: T }>;
}

/** The statistics and the special sections' lists (server/src/statistics/statistics-routes.ts). */
export interface SectionsApi {
  /** null: no such game (404). */
  statistics(id: number, lng: string): Promise<EventStatistics | null>;
  topGames(): Promise<TopGames>;
  /** null: a visitor (401), whom the page asks to sign in. */
  betsOnYour(lng: string): Promise<BetsOnYour | null>;
}

const answerOf = async <T>(call: () => Promise<{ data: T }>, none: number): Promise<T | null> => {
  try {
    return (await call()).data;
  } catch (error) {
    if (isPlatformHttpError(error) && error.code === none) return null;
    throw error;
  }
};

export function sectionsApiOver(http: SectionsHttp): SectionsApi {
  return {
    statistics: (id, lng) =>
      answerOf(
        () => http.get<EventStatistics>(STATISTICS_API_PATHS.event(id), { params: { lng } }),
        404,
      ),
    async topGames() {
      return (await http.get<TopGames>(STATISTICS_API_PATHS.topGames, { params: {} })).data;
    },
    betsOnYour: (lng) =>
      answerOf(
        () => http.get<BetsOnYour>(STATISTICS_API_PATHS.betsOnYour, { params: { lng } }),
        401,
      ),
  };
}

/** The sections' API for the pages below the app (none in a test that gives none). */
export const SectionsApiContext = createContext<SectionsApi | null>(null);

export function useSectionsApi(): SectionsApi | null {
  return useContext(SectionsApiContext);
}
