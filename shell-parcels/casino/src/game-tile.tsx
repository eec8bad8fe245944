import { GAME_TAG, type GamePreviewItem } from '@betshell/domain/casino';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface GameTileProps {
  readonly game: GamePreviewItem;
  readonly providerName: string;
  readonly favorite: boolean;
  readonly onFavorite: (game: GamePreviewItem) => void;
  /** The game's page. */
  readonly href: string;
  /** Opens the game's page inside the shell (a plain click); other clicks follow the link. */
  readonly onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const TAG_KEY: Readonly<Record<number, string>> = {
  [GAME_TAG.new]: 'casino_tag_new',
  [GAME_TAG.hot]: 'casino_tag_hot',
};

/** A game of the lobby: its picture, name, provider, tag and the favourite star. */
export function GameTile({
  game,
  providerName,
  favorite,
  onFavorite,
  href,
  onOpen,
}: GameTileProps) {
  const { t } = useTranslation();
  const tag = game.tagId === null ? undefined : TAG_KEY[game.tagId];
  return (
    <li className="bs-casino__tile" data-game-id={game.id}>
      <a className="bs-casino__open" href={href} onClick={onOpen}>
        <img className="bs-casino__image" src={game.image} alt="" width={320} height={240} />
        <span className="bs-casino__name">{game.name}</span>
      </a>
      {tag === undefined ? null : <span className="bs-casino__tag">{t(tag)}</span>}
      <span className="bs-casino__provider">{providerName}</span>
      <button
        type="button"
        className="bs-casino__favorite"
        aria-pressed={favorite}
        aria-label={t(favorite ? 'casino_favorite_remove' : 'casino_favorite_add', {
          name: game.name,
        })}
        onClick={() => onFavorite(game)}
      >
        {favorite ? '★' : '☆'}
      </button>
    </li>
  );
}

/** spec/shell.md section 9: the loading skeleton's tiles. */
export function SkeletonTiles({ count }: { readonly count: number }) {
  return (
    <ul className="bs-casino__tiles" aria-hidden="true" data-skeleton="">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="bs-casino__tile bs-casino__tile--skeleton" />
      ))}
    </ul>
  );
}
