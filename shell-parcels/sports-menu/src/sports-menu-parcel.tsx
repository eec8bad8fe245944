// @betshell/sports-menu: the left panel beside the line, which the root config mounts in the
// section menu's place of the betting pages after the first paint (the layout table,
// root-config/src/layout/shell-layout.ts). It reads the line's two lists and follows the page's one
// stream of the line's changes, shared with the sportsbook and the coupon.
import { LINE_API_PATHS, sharedLiveLine } from '@betshell/domain/betting';
import { SportsMenuStore, type LineEvent } from '@betshell/domain/sportsbook';
import { createEventSourceLineChanges, platform } from '@betshell/platform';
import { SportsMenu } from './sports-menu';
import { sportsMenuStyles } from './sports-menu-styles';

const liveLine = sharedLiveLine(platform, () =>
  createEventSourceLineChanges(window, LINE_API_PATHS.stream),
);
const menu = new SportsMenuStore(
  {
    async events({ section, lng }) {
      const answer = await platform.http.get<LineEvent[]>(LINE_API_PATHS.events, {
        params: { section, lng },
      });
      return answer.data;
    },
    async search({ q, lng }) {
      const answer = await platform.http.get<unknown>(LINE_API_PATHS.search, {
        params: { q, lng },
      });
      return answer.data;
    },
  },
  liveLine,
  platform.clock,
  () => platform.stores.settings.language,
);

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'sports-menu',
  rootComponent: () => (
    <SportsMenu stores={platform.stores} menu={menu} navigate={platform.navigate} />
  ),
  styles: sportsMenuStyles,
  errorBoundary: () => <div className="bs-sports-menu" />,
});
