import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatOdds, type CoefViewId } from '@betshell/domain/betting';
import {
  marketLabel,
  marketTitle,
  type LineEvent,
  type LineMarket,
  type MarketsNameType,
  type SportsbookStore,
} from '@betshell/domain/sportsbook';

export interface OddButtonProps {
  readonly store: SportsbookStore;
  readonly event: LineEvent;
  readonly market: LineMarket;
  readonly coefViewId: CoefViewId;
  readonly nameType: MarketsNameType;
  /**
   * What the button shows instead of the outcome's name (the Asian view's "1", "O" beside a line
   * drawn between); the coupon still gets the name.
   */
  readonly caption?: string;
}

/**
 * One odd: the outcome's name and its price in the player's format. A click toggles it in the coupon
 * (over the bus); the coupon's selections mark it pressed; a suspended market cannot be pressed and
 * says so; a price that moved since the last answer shows which way.
 */
export const OddButton = observer(function OddButton({
  store,
  event,
  market,
  coefViewId,
  nameType,
  caption,
}: OddButtonProps) {
  const { t } = useTranslation();
  const label = marketLabel(market, nameType);
  const outcome = t(label.key, label.values);
  // The coupon gets the whole name: a deeper market's outcome says little without its group.
  const name = marketTitle(market, event.sportId, nameType, (key, values) => t(key, values));
  const price = formatOdds(market.coef, coefViewId);
  const move = store.moves.get(market.id);
  const selected = store.isSelected(market.id);
  const classes = ['bs-sportsbook__odd'];
  if (selected) classes.push('bs-sportsbook__odd--selected');
  if (move !== undefined) classes.push(`bs-sportsbook__odd--${move}`);
  return (
    <button
      type="button"
      className={classes.join(' ')}
      data-market-id={market.id}
      data-move={move}
      aria-pressed={selected}
      disabled={market.isBlocked}
      title={
        market.isBlocked ? t('sportsbook_suspended') : caption === undefined ? undefined : name
      }
      onClick={() => store.toggle(event, market, name)}
    >
      <span className="bs-sportsbook__odd-name">{caption ?? outcome}</span>
      {market.isBlocked ? (
        <span className="bs-sportsbook__odd-price">
          <span aria-hidden="true">🔒</span>
          <span className="bs-sportsbook__sr">{t('sportsbook_suspended')}</span>
        </span>
      ) : (
        <span className="bs-sportsbook__odd-price">{price}</span>
      )}
      {move === undefined ? null : (
        <span className="bs-sportsbook__sr">
          {t(move === 'up' ? 'sportsbook_odds_rose' : 'sportsbook_odds_fell')}
        </span>
      )}
    </button>
  );
});
