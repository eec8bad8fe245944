// @betshell/responsible-gaming: the office responsible-gaming page's single-spa lifecycles. The
// root config mounts it on the route office-responsible (the layout table,
// root-config/src/layout/shell-layout.ts).
import { LIMIT_TYPE, createLimitsHttpApi, sharedLimitsStore } from '@betshell/domain/limits';
import { askLogout } from '@betshell/domain';
import { platform } from '@betshell/platform';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { ResponsibleGaming } from './responsible-gaming';
import { responsibleGamingStyles } from './responsible-gaming-styles';

// The page's one limits store, shared with the session-limit watch (sharedLimitsStore says why).
const limits = sharedLimitsStore(platform, () =>
  createLimitsHttpApi(platform.http, () => platform.i18n.language),
);

// The reality-check chrome (@betshell/session-limit) plans its popup by limit 32: when the player
// sets, changes or removes it here, the bus tells it to read the interval again.
reaction(
  () => limits.limitOf(LIMIT_TYPE.realityCheck)?.limitValue ?? null,
  () => platform.bus.next({ type: 'limits', change: 'updated' }),
);

export const { bootstrap, mount, unmount } = platform.reactParcel({
  name: 'responsible-gaming',
  rootComponent: observer(function ResponsibleGamingRoot() {
    return (
      <ResponsibleGaming
        limits={limits}
        clock={platform.clock}
        settings={platform.stores.settings}
        onSelfExcluded={() => askLogout(platform)}
      />
    );
  }),
  styles: responsibleGamingStyles,
  errorBoundary: () => <section className="bs-responsible-gaming" />,
});
