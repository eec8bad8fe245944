import { isPlatformHttpError } from '@betshell/platform';
import {
  LINE_API_PATHS,
  type LineApi,
  type LineEvent,
  type LineSport,
} from '@betshell/domain/sportsbook';

/** The part of the platform's HTTP client (axios) the sportsbook uses. */
export interface LineHttp {
  get<T>(url: string, config: { params: Record<string, string> }): Promise<{ data: T }>;
}

function params(query: Readonly<Record<string, string | number | undefined>>) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) out[key] = String(value);
  return out;
}

/** The line calls over the platform's client (server/src/line/line-routes.ts). */
export function lineApiOver(http: LineHttp): LineApi {
  return {
    async sports(lng) {
      return (await http.get<LineSport[]>(LINE_API_PATHS.sports, { params: { lng } })).data;
    },
    async events(query) {
      return (await http.get<LineEvent[]>(LINE_API_PATHS.events, { params: params(query) })).data;
    },
    async event(id, lng) {
      try {
        return (await http.get<LineEvent>(LINE_API_PATHS.event(id), { params: { lng } })).data;
      } catch (error) {
        if (isPlatformHttpError(error) && error.code === 404) return null;
        throw error;
      }
    },
    async results(query) {
      return (await http.get<LineEvent[]>(LINE_API_PATHS.results, { params: params(query) })).data;
    },
  };
}
