import {
  COUPON_TYPES,
  betAmount,
  formatOdds,
  type CoefViewId,
  type CouponBet,
  type CouponMarketState,
  type CouponStore,
} from '@betshell/domain/betting';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StakeInput } from './coupon-stake';

/** A selection's name as the coupon shows it: the game and the market, else its market id. */
export function betTitle(bet: CouponBet): string {
  return bet.names === undefined ? `#${bet.marketId}` : `${bet.names.game} · ${bet.names.market}`;
}

/** Why a blocked selection takes no bet, as the line last said it (coupon-line.ts). */
const BLOCKED_KEYS: Readonly<Record<Exclude<CouponMarketState, 'open'>, string>> = {
  suspended: 'coupon_bet_suspended',
  finished: 'coupon_bet_finished',
  withdrawn: 'coupon_bet_withdrawn',
};

/**
 * The selections of the coupon: names, odds in the player's format, and per type what the player
 * sets on each: a banker in a system, a block in a blocks coupon, a stake in multiple singles.
 */
export const CouponBets = observer(function CouponBets(props: {
  readonly store: CouponStore;
  readonly coefViewId: CoefViewId;
  readonly currency: string;
}) {
  const { store, coefViewId, currency } = props;
  const { t } = useTranslation();
  const { coupon } = store;
  const asked = new Map(store.oddsAsked.map((one) => [one.marketId, one]));
  return (
    <ul className="bs-coupon__bets">
      {coupon.bets.map((bet) => {
        const state = store.lineMarkets.get(bet.marketId)?.state ?? 'suspended';
        const move = store.oddsMoves.get(bet.marketId);
        const ask = asked.get(bet.marketId);
        return (
          <li
            key={bet.marketId}
            className={bet.isBlocked ? 'bs-coupon__bet bs-coupon__bet--blocked' : 'bs-coupon__bet'}
            data-market-id={bet.marketId}
          >
            <div className="bs-coupon__bet-head">
              {bet.names !== undefined && (
                <span className="bs-coupon__bet-champ">
                  {bet.names.sport} · {bet.names.champ}
                </span>
              )}
              <button
                type="button"
                className="bs-coupon__remove"
                aria-label={t('coupon_remove_bet', { name: betTitle(bet) })}
                onClick={() => store.remove(bet.marketId)}
              >
                ×
              </button>
            </div>
            <div className="bs-coupon__bet-line">
              <span className="bs-coupon__bet-name">{betTitle(bet)}</span>
              <strong
                className={
                  move === undefined
                    ? 'bs-coupon__bet-coef'
                    : `bs-coupon__bet-coef bs-coupon__bet-coef--${move}`
                }
              >
                {formatOdds(bet.coef, coefViewId)}
                {move !== undefined && (
                  <span className="bs-coupon__move" title={t(`coupon_odds_moved_${move}`)}>
                    {move === 'up' ? ' ▲' : ' ▼'}
                  </span>
                )}
              </strong>
            </div>
            {ask !== undefined && (
              <p className={`bs-coupon__bet-note bs-coupon__bet-note--${ask.direction}`}>
                {t(`coupon_bet_odds_now_${ask.direction}`, {
                  from: formatOdds(ask.from, coefViewId),
                  to: formatOdds(ask.to, coefViewId),
                })}
              </p>
            )}
            {bet.isBlocked && (
              <p className="bs-coupon__bet-note">
                {t(state === 'open' ? 'coupon_bet_suspended' : BLOCKED_KEYS[state])}
              </p>
            )}
            {bet.isLive && <span className="bs-coupon__live">{t('coupon_bet_live')}</span>}
            {coupon.typeId === COUPON_TYPES.system && (
              <label className="bs-coupon__inline">
                <input
                  type="checkbox"
                  checked={bet.isBanker}
                  onChange={(event) => store.setBanker(bet.marketId, event.target.checked)}
                />
                {t('coupon_banker')}
              </label>
            )}
            {coupon.typeId === COUPON_TYPES.blocks && (
              <label className="bs-coupon__inline">
                {t('coupon_block')}
                <select
                  value={bet.blockId}
                  onChange={(event) => store.setBlock(bet.marketId, Number(event.target.value))}
                >
                  {coupon.bets.map((_, index) => (
                    <option key={index + 1} value={index + 1}>
                      {index + 1}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {coupon.typeId === COUPON_TYPES.multipleSingles && (
              <StakeInput
                label={t('coupon_bet_stake', { name: betTitle(bet) })}
                amount={betAmount(coupon, bet.marketId)}
                currency={currency}
                onChange={(amount) => store.setBetAmount(bet.marketId, amount)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
});
