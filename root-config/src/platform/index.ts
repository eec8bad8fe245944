// @betshell/platform: one instance per page, shared by the root config and every parcel through
// the import map. Parcels import it; they never create their own bus, stores or HTTP client.
import { createPlatform } from './create-platform';

export type { Platform } from './create-platform';
export type { BrowserCookies } from './cookies/browser-cookies';
export type {
  RemoteViewHandle,
  RemoteViewOptions,
  RemoteViews,
} from './remote-views/create-remote-views';

export const platform = createPlatform(window);
