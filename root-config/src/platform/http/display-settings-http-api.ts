import type {
  DisplaySettingsChangeSchema,
  DisplaySettingsSchema,
  ReadonlyStatic,
} from '@betshell/api-contract';
import type { DisplaySettingsApi } from '@betshell/domain';
import type { HttpClient } from './http-client-on-demand';

/**
 * The signed-in player's display settings on the server (docs/display-settings.md):
 * GET /web-api/user/settings answers those the player chose, PUT sends the ones to change.
 */
export function createDisplaySettingsHttpApi(http: HttpClient): DisplaySettingsApi {
  return {
    async read() {
      const answer =
        await http.get<ReadonlyStatic<typeof DisplaySettingsSchema>>('/web-api/user/settings');
      return answer.data;
    },
    async save(change) {
      const body: ReadonlyStatic<typeof DisplaySettingsChangeSchema> = change;
      await http.put('/web-api/user/settings', body);
    },
  };
}
