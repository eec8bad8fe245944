import { formatTime, type TimeDisplay } from '@betshell/domain';
import type { BetHistoryCoupon, CoefViewId } from '@betshell/domain/betting';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@betshell/ui';
import { STATE_KEYS, failureKey, typeWords } from './bet-history-words';
import { CouponSelections, CouponSums } from './coupon-details';

/**
 * print-coupon/{couponId} (spec/shell.md section 2.3): one coupon of the player as a receipt, with
 * a button that opens the browser's print dialog; the page's chrome is hidden from the print.
 * Render it keyed by the coupon id, so another coupon starts afresh.
 */
export function PrintCouponPage(props: {
  readonly couponId: number;
  readonly loadCoupon: (couponId: number) => Promise<BetHistoryCoupon>;
  /** The player's time zone, clock and language (settings.timeDisplay). */
  readonly timeDisplay: TimeDisplay;
  readonly coefViewId: CoefViewId;
  readonly print: () => void;
}) {
  const { couponId, loadCoupon } = props;
  const { t } = useTranslation();
  const [coupon, setCoupon] = useState<BetHistoryCoupon | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadCoupon(couponId).then(
      (loaded) => {
        if (current) setCoupon(loaded);
      },
      (failure: unknown) => {
        if (current) setError(failureKey(failure, 'print_coupon_not_found'));
      },
    );
    return () => {
      current = false;
    };
  }, [couponId, loadCoupon]);
  if (error !== null)
    return (
      <section className="bs-print-coupon" data-page="print-coupon">
        <p className="bs-bet-history__error" role="alert">
          {t(error)}
        </p>
      </section>
    );
  if (coupon === null)
    return (
      <section className="bs-print-coupon" data-page="print-coupon" aria-busy="true">
        <p>{t('bet_history_loading')}</p>
      </section>
    );
  return (
    <section className="bs-print-coupon" data-page="print-coupon">
      <h1>{t('print_coupon_title', { id: coupon.couponId })}</h1>
      <p>
        {formatTime(coupon.createdAt, props.timeDisplay, 'dateTime')} ·{' '}
        {typeWords(t, coupon.typeId, coupon.systemValue, coupon.selections.length)} ·{' '}
        {t(STATE_KEYS[coupon.state])}
      </p>
      <CouponSelections coupon={coupon} coefViewId={props.coefViewId} />
      <CouponSums coupon={coupon} coefViewId={props.coefViewId} />
      <Button tone="brand" className="bs-print-coupon__print" onClick={props.print}>
        {t('print_coupon_print')}
      </Button>
    </section>
  );
}
