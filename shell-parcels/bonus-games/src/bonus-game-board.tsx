import type { BonusGameLook } from '@betshell/domain/bonus-games';
import { Money } from '@betshell/ui';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export interface BonusGameBoardProps {
  readonly look: BonusGameLook;
  readonly prizesMinor: readonly number[];
  readonly currency: string;
  /** The prize's slot in the table once revealed; null while hidden. */
  readonly slot: number | null;
  /** Whether a reveal is under way or possible: the board's pieces are buttons then. */
  readonly canReveal: boolean;
  readonly onReveal: () => void;
}

/** How many pieces each look lays out (the wheel shows the whole table instead). */
const PIECES: Readonly<Record<Exclude<BonusGameLook, 'wheel'>, number>> = {
  chests: 3,
  memory: 6,
  safe: 1,
  lottery: 3,
};

/**
 * What a piece shows once revealed. The prize was drawn on the server; the rest is decoration:
 * the other chests hold the table's other amounts, the memory cards' matching pair (the first and
 * the fourth) holds the prize, every field of the ticket shows it (three alike win).
 */
function pieceAmount(
  look: Exclude<BonusGameLook, 'wheel'>,
  index: number,
  prizesMinor: readonly number[],
  slot: number,
): { amountMinor: number; prize: boolean } {
  const prize = prizesMinor[slot] ?? 0;
  const others = prizesMinor.filter((_, at) => at !== slot);
  const other = (at: number) => others[at % Math.max(others.length, 1)] ?? prize;
  switch (look) {
    case 'chests':
      return index === 1
        ? { amountMinor: prize, prize: true }
        : { amountMinor: other(index), prize: false };
    case 'memory':
      return index === 0 || index === 3
        ? { amountMinor: prize, prize: true }
        : { amountMinor: other(index % 3), prize: false };
    default:
      return { amountMinor: prize, prize: true };
  }
}

/** The game's board: a wheel that turns to the prize, or pieces (chests, cards, a safe, a ticket). */
export function BonusGameBoard({
  look,
  prizesMinor,
  currency,
  slot,
  canReveal,
  onReveal,
}: BonusGameBoardProps) {
  const { t, i18n } = useTranslation();
  const money = (amountMinor: number) => (
    <Money amountMinor={amountMinor} currency={currency} language={i18n.language} />
  );
  if (look === 'wheel') {
    const step = 360 / prizesMinor.length;
    // Five whole turns and then the prize's segment under the pointer at the top.
    const turn = slot === null ? 0 : 5 * 360 - slot * step;
    return (
      <div className="bs-bonus-games__wheel-frame" data-look="wheel">
        <span className="bs-bonus-games__pointer" aria-hidden="true" />
        <ol
          className="bs-bonus-games__wheel"
          style={{ '--bs-turn': `${turn}deg` } as CSSProperties}
          data-turned={slot === null ? undefined : ''}
        >
          {prizesMinor.map((amountMinor, index) => (
            <li
              key={index}
              className="bs-bonus-games__segment"
              style={{ '--bs-angle': `${index * step}deg` } as CSSProperties}
              data-prize={slot === index ? '' : undefined}
            >
              {money(amountMinor)}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  const count = PIECES[look];
  return (
    <ul className={`bs-bonus-games__pieces bs-bonus-games__pieces--${look}`} data-look={look}>
      {Array.from({ length: count }, (_, index) => {
        const shown = slot === null ? null : pieceAmount(look, index, prizesMinor, slot);
        return (
          <li key={index}>
            <button
              type="button"
              className="bs-bonus-games__piece"
              disabled={!canReveal}
              onClick={onReveal}
              data-open={shown === null ? undefined : ''}
              data-prize={shown?.prize === true ? '' : undefined}
              aria-label={
                shown === null ? t(`bonus_games_piece_${look}`, { n: index + 1 }) : undefined
              }
            >
              {shown === null ? <span aria-hidden="true">?</span> : money(shown.amountMinor)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
