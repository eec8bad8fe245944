import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FavouriteKind } from '@betshell/domain/sportsbook';
import { useSportsbook } from './view-context';

/**
 * The star that keeps a game or a championship among the signed-in player's favourites; a visitor
 * sees none. Pressed while it is a favourite.
 */
export const FavouriteStar = observer(function FavouriteStar({
  kind,
  id,
  name,
}: {
  readonly kind: FavouriteKind;
  readonly id: number;
  /** What it stars, for its accessible name. */
  readonly name: string;
}) {
  const { t } = useTranslation();
  const { favourites } = useSportsbook();
  if (favourites === null || !favourites.signedIn) return null;
  const on = favourites.has(kind, id);
  return (
    <button
      type="button"
      className={`bs-sportsbook__star${on ? ' bs-sportsbook__star--on' : ''}`}
      aria-pressed={on}
      aria-label={t('sportsbook_favourite', { name })}
      title={t(on ? 'sportsbook_favourite_remove' : 'sportsbook_favourite_add')}
      data-favourite={`${kind}:${id}`}
      onClick={() => void favourites.toggle(kind, id)}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
});
