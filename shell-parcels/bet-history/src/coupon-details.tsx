import {
  isSettled,
  selectionMarketLabel,
  type BetHistoryCoupon,
  type BetHistorySelection,
  type CoefViewId,
} from '@betshell/domain/betting';
import { formatMoney } from '@betshell/domain/accounts';
import { useTranslation } from 'react-i18next';
import { Money, Odds, ResponsiveTable, type TableColumn } from '@betshell/ui';
import { resultKey } from './bet-history-words';

/** A coupon's selections with their odds and results, as the history and the print page show them. */
export function CouponSelections(props: {
  readonly coupon: BetHistoryCoupon;
  readonly coefViewId: CoefViewId;
}) {
  const { t } = useTranslation();
  const columns: ReadonlyArray<TableColumn<BetHistorySelection>> = [
    {
      key: 'event',
      header: t('bet_history_event'),
      cell: (one) => (
        <>
          <span className="bs-bet-history__champ">
            {one.sportName} · {one.champName}
          </span>
          <br />
          {one.home} - {one.away}
          {one.score !== null && ` (${one.score.home}:${one.score.away})`}
          {one.isBanker && ` · ${t('bet_history_banker')}`}
        </>
      ),
    },
    { key: 'market', header: t('bet_history_market'), cell: (one) => selectionMarketLabel(one) },
    {
      key: 'coef',
      header: t('bet_history_coef'),
      cell: (one) => <Odds coef={one.coef} view={props.coefViewId} />,
      numeric: true,
    },
    {
      key: 'result',
      header: t('bet_history_result'),
      cell: (one) => <span className="bs-bet-history__result">{t(resultKey(one.result))}</span>,
    },
  ];
  return (
    <ResponsiveTable
      className="bs-bet-history__selections"
      columns={columns}
      rows={props.coupon.selections}
      rowKey={(one) => one.marketId}
      rowProps={(one) => ({ 'data-result': one.result ?? 'open' })}
    />
  );
}

/** The coupon's money: the stake, the odds, and what it may win or paid. */
export function CouponSums(props: {
  readonly coupon: BetHistoryCoupon;
  readonly coefViewId: CoefViewId;
}) {
  const { coupon } = props;
  const { t, i18n } = useTranslation();
  const money = (minor: number) => (
    <Money amountMinor={minor} currency={coupon.currency} language={i18n.language} unit="code" />
  );
  return (
    <dl className="bs-bet-history__sums">
      <dt>{t('bet_history_stake')}</dt>
      <dd>{money(coupon.amount)}</dd>
      {coupon.coef !== null && (
        <>
          <dt>{t('bet_history_total_coef')}</dt>
          <dd>
            <Odds coef={coupon.coef} view={props.coefViewId} />
          </dd>
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
      {coupon.cashOut !== undefined && coupon.cashOut.cashedOut > 0 && (
        <>
          <dt>{t('cash_out_cashed_out')}</dt>
          <dd className="bs-bet-history__cashed-out">
            {t('bet_history_cashed_out', {
              amount: formatMoney(coupon.cashOut.cashedOut, coupon.currency, i18n.language, {
                unit: 'code',
              }),
              stake: formatMoney(coupon.cashOut.cashedOutStake, coupon.currency, i18n.language, {
                unit: 'code',
              }),
            })}
          </dd>
        </>
      )}
    </dl>
  );
}
