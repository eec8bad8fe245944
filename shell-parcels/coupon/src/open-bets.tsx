import { formatMoney } from '@betshell/domain/accounts';
import {
  selectionMarketLabel,
  type BetHistoryCoupon,
  type CashOutOutcome,
  type CoefViewId,
  type OpenBetsStore,
} from '@betshell/domain/betting';
import { Button, Odds } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StakeInput } from './coupon-stake';

/** Why a coupon offers no cash-out now, in words; the reasons are the domain's and the server's. */
const UNAVAILABLE_KEYS: Readonly<Record<string, string>> = {
  'market-suspended': 'cash_out_unavailable_suspended',
  'event-ended': 'cash_out_unavailable_ended',
  type: 'cash_out_part_invalid',
  'bad-part': 'cash_out_part_invalid',
  'rest-below-minimum': 'cash_out_part_invalid',
};

/**
 * The player's open coupons in the slip, each with its cash-out: the value now (it moves with the
 * line's stream), taken in two steps so the player confirms the value sent, and for every coupon
 * but multiple singles a part of the stake (`cashOut.partial`, the domain's rule). Mounted only for a signed-in player; it follows the line while shown.
 */
export const OpenBets = observer(function OpenBets(props: {
  readonly store: OpenBetsStore;
  readonly coefViewId: CoefViewId;
}) {
  const { store } = props;
  const { t } = useTranslation();
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  return (
    <section className="bs-coupon__open-bets" aria-label={t('cash_out_open_bets')}>
      <h3 className="bs-coupon__open-bets-title">
        {t('cash_out_open_bets')}{' '}
        <span className="bs-coupon__count bs-coupon__count--open-bets">{store.coupons.length}</span>
      </h3>
      {store.failed && store.coupons.length === 0 ? (
        <p className="bs-coupon__note">{t('cash_out_load_failed')}</p>
      ) : store.loaded && store.coupons.length === 0 ? (
        <p className="bs-coupon__note">{t('cash_out_none')}</p>
      ) : (
        <ul className="bs-coupon__open-list">
          {store.coupons.map((coupon) => (
            <OpenBet
              key={coupon.couponId}
              store={store}
              coupon={coupon}
              coefViewId={props.coefViewId}
            />
          ))}
        </ul>
      )}
      {store.outcome !== null &&
        !store.coupons.some((coupon) => coupon.couponId === store.outcome?.couponId) && (
          <OutcomeMessage store={store} outcome={store.outcome} />
        )}
    </section>
  );
});

const OpenBet = observer(function OpenBet(props: {
  readonly store: OpenBetsStore;
  readonly coupon: BetHistoryCoupon;
  readonly coefViewId: CoefViewId;
}) {
  const { store, coupon } = props;
  const { t, i18n } = useTranslation();
  const money = (minor: number) =>
    formatMoney(minor, coupon.currency, i18n.language, { unit: 'code' });
  const [confirming, setConfirming] = useState<'whole' | 'part' | null>(null);
  const inPlay = coupon.cashOut?.stakeInPlay ?? coupon.amount;
  const [part, setPart] = useState(Math.floor(inPlay / 2));
  const offer = store.offerOf(coupon);
  const partValue = store.partValue(coupon, part);
  const busy = store.busy === coupon.couponId;
  const outcome = store.outcome?.couponId === coupon.couponId ? store.outcome : null;
  const take = (value: number, partTaken: number | null) => {
    setConfirming(null);
    void store.cashOut(coupon.couponId, value, partTaken);
  };
  return (
    <li className="bs-coupon__open-bet" data-coupon-id={coupon.couponId}>
      <p className="bs-coupon__open-head">
        <span>№ {coupon.couponId}</span>
        <span>
          {t('cash_out_stake_in_play')}: <strong>{money(inPlay)}</strong>
        </span>
      </p>
      <ul className="bs-coupon__open-selections">
        {coupon.selections.map((one) => (
          <li key={one.marketId}>
            <span>
              {one.home} – {one.away} · {selectionMarketLabel(one)}
            </span>{' '}
            <Odds coef={one.coef} view={props.coefViewId} />
            {one.result === null &&
              one.currentCoef !== undefined &&
              one.currentCoef !== one.coef && (
                <>
                  {' → '}
                  <span className="bs-coupon__open-now">
                    <Odds coef={one.currentCoef} view={props.coefViewId} />
                  </span>
                </>
              )}
          </li>
        ))}
      </ul>
      {(coupon.cashOut?.cashedOut ?? 0) > 0 && (
        <p className="bs-coupon__note">
          {t('cash_out_cashed_out')}: {money(coupon.cashOut?.cashedOut ?? 0)}
        </p>
      )}
      {offer === null || !offer.available ? (
        <p className="bs-coupon__note bs-coupon__cash-out-off">
          {t(
            UNAVAILABLE_KEYS[offer?.available === false ? offer.reason : ''] ??
              'cash_out_unavailable',
          )}
        </p>
      ) : confirming === 'whole' ? (
        <div className="bs-coupon__dialog-actions">
          <Button tone="primary" disabled={busy} onClick={() => take(offer.value, null)}>
            {t('cash_out_confirm', { amount: money(offer.value) })}
          </Button>
          <Button onClick={() => setConfirming(null)}>{t('cash_out_cancel')}</Button>
        </div>
      ) : (
        <Button
          tone="primary"
          className="bs-coupon__cash-out"
          disabled={busy}
          onClick={() => setConfirming('whole')}
        >
          {t('cash_out_take', { amount: money(offer.value) })}
        </Button>
      )}
      {offer?.available === true && coupon.cashOut?.partial === true && (
        <details className="bs-coupon__cash-out-part">
          <summary>{t('cash_out_partial')}</summary>
          <StakeInput
            label={t('cash_out_part_stake')}
            amount={part}
            currency={coupon.currency}
            onChange={(amount) => {
              setPart(amount);
              setConfirming(null);
            }}
          />
          {partValue !== null && confirming === 'part' ? (
            <div className="bs-coupon__dialog-actions">
              <Button tone="primary" disabled={busy} onClick={() => take(partValue, part)}>
                {t('cash_out_confirm', { amount: money(partValue) })}
              </Button>
              <Button onClick={() => setConfirming(null)}>{t('cash_out_cancel')}</Button>
            </div>
          ) : (
            <Button
              disabled={busy || partValue === null || partValue < 1 || part >= inPlay}
              onClick={() => setConfirming('part')}
            >
              {t('cash_out_take_part', { amount: money(partValue ?? 0) })}
            </Button>
          )}
        </details>
      )}
      {outcome !== null && <OutcomeMessage store={store} outcome={outcome} />}
    </li>
  );
});

/** What the last cash-out came to: paid, a value that moved, or refused, in words. */
const OutcomeMessage = observer(function OutcomeMessage(props: {
  readonly store: OpenBetsStore;
  readonly outcome: CashOutOutcome;
}) {
  const { outcome } = props;
  const { t, i18n } = useTranslation();
  const money = (minor: number) =>
    formatMoney(minor, outcome.currency, i18n.language, { unit: 'code' });
  const paid = outcome.kind === 'paid';
  const text =
    outcome.kind === 'paid'
      ? t('cash_out_paid', { amount: money(outcome.paid) })
      : outcome.kind === 'value-changed'
        ? t('cash_out_value_changed', { amount: money(outcome.value) })
        : outcome.kind === 'unavailable'
          ? t(UNAVAILABLE_KEYS[outcome.reason] ?? 'cash_out_unavailable')
          : t('cash_out_failed');
  return (
    <div
      className={paid ? 'bs-coupon__success' : 'bs-coupon__error'}
      role={paid ? 'status' : 'alert'}
    >
      <p>{text}</p>
      <button
        type="button"
        className="bs-coupon__dismiss"
        onClick={() => props.store.dismissOutcome()}
      >
        {t('cash_out_dismiss')}
      </button>
    </div>
  );
});
