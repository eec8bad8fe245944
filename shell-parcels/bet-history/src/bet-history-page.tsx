import { formatTime, type TimeDisplay } from '@betshell/domain';
import {
  BET_STATES,
  isBetState,
  isSettled,
  type BetHistoryCoupon,
  type BetHistoryStore,
  type BetState,
  type CoefViewId,
} from '@betshell/domain/betting';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponSelections, CouponSums } from './coupon-details';
import { CasinoRoundsSection } from './casino-rounds-section';
import type { CasinoRoundsApi } from '@betshell/domain/casino';
import { STATE_KEYS, failureKey, typeWords } from './bet-history-words';
import {
  Button,
  Field,
  FieldFrame,
  Form,
  FormError,
  Money,
  ResponsiveTable,
  SubmitButton,
  type TableColumn,
} from '@betshell/ui';

/**
 * The office bet history (spec/shell.md section 2.5, office/history): the player's coupons, newest
 * first, filtered by a date range and a state, a page at a time, each opening to its selections
 * and a link to print it.
 */
export const BetHistoryPage = observer(function BetHistoryPage(props: {
  readonly store: BetHistoryStore;
  /** The player's time zone, clock and language (settings.timeDisplay). */
  readonly timeDisplay: TimeDisplay;
  readonly coefViewId: CoefViewId;
  readonly printHref: (couponId: number) => string;
  /** The player's casino rounds, shown under the bets; absent, the page shows bets only. */
  readonly casinoRounds?: CasinoRoundsApi;
}) {
  const { store, timeDisplay } = props;
  const { t, i18n } = useTranslation();
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [state, setState] = useState<BetState | ''>('');
  useEffect(() => {
    void store.load();
  }, [store]);
  const columns: ReadonlyArray<TableColumn<BetHistoryCoupon>> = [
    {
      key: 'coupon',
      header: t('bet_history_coupon'),
      cell: (coupon) => `№ ${coupon.couponId}`,
      rowHeader: true,
    },
    {
      key: 'date',
      header: t('bet_history_date'),
      cell: (coupon) => formatTime(coupon.createdAt, timeDisplay, 'dateTime'),
    },
    {
      key: 'type',
      header: t('bet_history_type'),
      cell: (coupon) => typeWords(t, coupon.typeId, coupon.systemValue, coupon.selections.length),
    },
    {
      key: 'stake',
      header: t('bet_history_stake'),
      cell: (coupon) => (
        <Money
          amountMinor={coupon.amount}
          currency={coupon.currency}
          language={i18n.language}
          unit="code"
        />
      ),
      numeric: true,
    },
    {
      key: 'win',
      header: t('bet_history_win'),
      cell: (coupon) => (
        <Money
          amountMinor={isSettled(coupon.state) ? coupon.payout : coupon.potentialWin}
          currency={coupon.currency}
          language={i18n.language}
          unit="code"
        />
      ),
      numeric: true,
    },
    {
      key: 'state',
      header: t('bet_history_state'),
      // A coupon still open after a partial cash-out says so beside its state.
      cell: (coupon) =>
        coupon.state !== 'cashed-out' && (coupon.cashOut?.cashedOut ?? 0) > 0
          ? `${t(STATE_KEYS[coupon.state])} · ${t('cash_out_cashed_out')}`
          : t(STATE_KEYS[coupon.state]),
    },
  ];
  return (
    <section className="bs-bet-history" data-page="office-history">
      <h1>{t('bet_history_title')}</h1>
      <Form
        className="bs-bet-history__filters"
        onSubmit={(event) => {
          event.preventDefault();
          void store.applyFilters({
            dateFrom: dateFrom === '' ? null : dateFrom,
            dateTo: dateTo === '' ? null : dateTo,
            state: state === '' ? null : state,
          });
        }}
      >
        <Field
          label={t('bet_history_date_from')}
          type="date"
          value={dateFrom}
          onChange={(event) => setDateFrom(event.target.value)}
        />
        <Field
          label={t('bet_history_date_to')}
          type="date"
          value={dateTo}
          onChange={(event) => setDateTo(event.target.value)}
        />
        <FieldFrame label={t('bet_history_state')}>
          <select
            value={state}
            onChange={(event) => {
              const value = event.target.value;
              setState(isBetState(value) ? value : '');
            }}
          >
            <option value="">{t('bet_history_state_all')}</option>
            {BET_STATES.map((one) => (
              <option key={one} value={one}>
                {t(STATE_KEYS[one])}
              </option>
            ))}
          </select>
        </FieldFrame>
        <SubmitButton tone="brand">{t('bet_history_apply')}</SubmitButton>
      </Form>
      <FormError>
        {store.filterProblem !== null && t(`bet_history_filter_${store.filterProblem}`)}
      </FormError>
      {store.status === 'error' && (
        <div className="bs-bet-history__error" role="alert">
          <p>{t(failureKey(store.error, 'bet_history_load_failed'))}</p>
          <Button onClick={() => void store.load()}>{t('bet_history_retry')}</Button>
        </div>
      )}
      {store.status === 'loading' && <p aria-busy="true">{t('bet_history_loading')}</p>}
      {store.status === 'ready' && store.entities.length === 0 && (
        <p className="bs-bet-history__empty">{t('bet_history_empty')}</p>
      )}
      {store.entities.length > 0 && store.status !== 'error' && (
        <ResponsiveTable
          className="bs-bet-history__table"
          columns={columns}
          rows={store.entities}
          rowKey={(coupon) => coupon.couponId}
          rowProps={(coupon) => ({ 'data-state': coupon.state })}
          rowDetails={{
            oneAtATime: true,
            content: (coupon) => (
              <>
                <CouponSelections coupon={coupon} coefViewId={props.coefViewId} />
                <CouponSums coupon={coupon} coefViewId={props.coefViewId} />
                <a href={props.printHref(coupon.couponId)}>{t('bet_history_print')}</a>
              </>
            ),
          }}
        />
      )}
      {store.pageCount > 1 && (
        <nav className="bs-bet-history__pages" aria-label={t('bet_history_pages')}>
          <Button
            disabled={store.filter.pageNumber <= 1}
            onClick={() => void store.goToPage(store.filter.pageNumber - 1)}
          >
            {t('bet_history_previous')}
          </Button>
          <span>
            {t('bet_history_page_of', { page: store.filter.pageNumber, pages: store.pageCount })}
          </span>
          <Button
            disabled={store.filter.pageNumber >= store.pageCount}
            onClick={() => void store.goToPage(store.filter.pageNumber + 1)}
          >
            {t('bet_history_next')}
          </Button>
        </nav>
      )}
      {props.casinoRounds !== undefined && (
        <CasinoRoundsSection api={props.casinoRounds} timeDisplay={timeDisplay} />
      )}
    </section>
  );
});
