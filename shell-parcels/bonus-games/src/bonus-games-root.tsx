import type { RootStore } from '@betshell/domain';
import { observer } from 'mobx-react-lite';
import { BonusGamePage, bonusGameKeyOf } from './bonus-game-page';
import type { BonusGamesApi } from './bonus-games-http-api';

export interface BonusGamesRootProps {
  readonly stores: Pick<RootStore, 'navigation' | 'session'>;
  readonly api: BonusGamesApi;
  readonly askLogin: () => void;
  readonly onCredited: () => void;
}

/** The page of the settled route: one bonus game by its key. */
export const BonusGamesRoot = observer(function BonusGamesRoot({
  stores,
  ...page
}: BonusGamesRootProps) {
  const settled = stores.navigation.page;
  if (settled?.kind !== 'route' || settled.name !== 'bonus-game') return null;
  const gameKey = bonusGameKeyOf(settled.params);
  if (gameKey === null) return null;
  return (
    <BonusGamePage key={gameKey} gameKey={gameKey} signedIn={stores.session.authorised} {...page} />
  );
});
