import {
  formatOdds,
  isSettled,
  selectionMarketLabel,
  type BetHistoryCoupon,
  type CoefViewId,
} from '@betshell/domain/betting';
import { useTranslation } from 'react-i18next';
import { resultKey } from './bet-history-words';
import { formatMoney } from '@betshell/domain/accounts';

/** A coupon's selections with their odds and results, as the history and the print page show them. */
export function CouponSelections(props: {
  readonly coupon: BetHistoryCoupon;
  readonly coefViewId: CoefViewId;
}) {
  const { t } = useTranslation();
  return (
    <table className="bs-bet-history__selections">
      <thead>
        <tr>
          <th>{t('bet_history_event')}</th>
          <th>{t('bet_history_market')}</th>
          <th>{t('bet_history_coef')}</th>
          <th>{t('bet_history_result')}</th>
        </tr>
      </thead>
      <tbody>
        {props.coupon.selections.map((one) => (
          <tr key={one.marketId} data-result={one.result ?? 'open'}>
            <td>
              <span className="bs-bet-history__champ">
                {one.sportName} · {one.champName}
              </span>
              <br />
              {one.home} - {one.away}
              {one.score !== null && ` (${one.score.home}:${one.score.away})`}
              {one.isBanker && ` · ${t('bet_history_banker')}`}
            </td>
            <td>{selectionMarketLabel(one)}</td>
            <td>{formatOdds(one.coef, props.coefViewId)}</td>
            <td>{t(resultKey(one.result))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The coupon's money: the stake, the odds, and what it may win or paid. */
export function CouponSums(props: {
  readonly coupon: BetHistoryCoupon;
  readonly coefViewId: CoefViewId;
}) {
  const { coupon } = props;
  const { t } = useTranslation();
  const money = (minor: number) => formatMoney(minor, coupon.currency, { unit: 'code' });
  return (
    <dl className="bs-bet-history__sums">
      <dt>{t('bet_history_stake')}</dt>
      <dd>{money(coupon.amount)}</dd>
      {coupon.coef !== null && (
        <>
          <dt>{t('bet_history_total_coef')}</dt>
          <dd>{formatOdds(coupon.coef, props.coefViewId)}</dd>
        </>
      )}
      <dt>{t('bet_history_potential_win')}</dt>
      <dd>{money(coupon.potentialWin)}</dd>
      {isSettled(coupon.state) && (
        <>
          <dt>{t('bet_history_paid_win')}</dt>
          <dd>{money(coupon.payout)}</dd>
        </>
      )}
    </dl>
  );
}
