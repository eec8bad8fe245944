import { formatOdds, type CoefViewId, type CouponStore } from '@betshell/domain/betting';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { betTitle } from './coupon-bets';

/**
 * The odds the line moved and the player's changeCoefAction did not take (coupon-line.ts): each
 * selection's odds before and now, up or down, and the choice to take them. Placing waits for it
 * (the problem odds-changed); removing the selection or a click on its odds again also ends it.
 */
export const CouponLineOdds = observer(function CouponLineOdds(props: {
  readonly store: CouponStore;
  readonly coefViewId: CoefViewId;
}) {
  const { store, coefViewId } = props;
  const { t } = useTranslation();
  const asked = store.oddsAsked;
  if (asked.length === 0) return null;
  return (
    <div className="bs-coupon__line-odds" role="group" aria-label={t('coupon_line_odds_moved')}>
      <p>{t('coupon_line_odds_moved')}</p>
      <ul>
        {asked.map((change) => {
          const bet = store.coupon.bets.find((one) => one.marketId === change.marketId);
          return (
            <li key={change.marketId} className={`bs-coupon__line-odds--${change.direction}`}>
              {t('coupon_odds_change_line', {
                name: bet === undefined ? `#${change.marketId}` : betTitle(bet),
                from: formatOdds(change.from, coefViewId),
                to: formatOdds(change.to, coefViewId),
              })}{' '}
              {t(`coupon_odds_moved_${change.direction}`)}
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={() => store.acceptLineOdds()}>
        {t('coupon_line_odds_accept')}
      </button>
    </div>
  );
});
