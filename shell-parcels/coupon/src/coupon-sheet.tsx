import { ofType, type CouponSummary } from '@betshell/domain';
import { Dialog, Odds } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponBus } from './connect-coupon-bus';
import { COUPON_BAR_HEIGHT, COUPON_BAR_HEIGHT_PROPERTY } from './coupon-screen';
import { CouponSlip, type CouponSlipProps } from './coupon-slip';

export interface CouponSheetProps extends CouponSlipProps {
  readonly bus: CouponBus;
  /** The root store's view of the coupon: the sheet's open state lives there, for the bottom navigation. */
  readonly summary: Pick<CouponSummary, 'sheetOpen' | 'showSheet'>;
  /** A selection was just added: the bar is highlighted for a moment. */
  readonly added: boolean;
}

/**
 * The coupon on a phone: a bar fixed at the bottom of the window (above the bottom navigation)
 * with the number of selections and the total odds, shown while the coupon holds any, and the
 * whole coupon in a sheet (the kit's Dialog drawn from the bottom) that a tap on the bar, or the
 * bottom navigation over the bus (`coupon-sheet`), opens. Escape and its close button close it, and
 * the focus goes back where it was. While the bar shows, the root's `--shell-coupon-bar-height`
 * says how much of the window it takes, so the page keeps that room at its end and the floating
 * buttons stand above it. Its open state is the root store's `couponSummary.sheetOpen`, so the
 * bottom navigation shows its button pressed.
 */
export const CouponSheet = observer(function CouponSheet(props: CouponSheetProps) {
  const { store, bus, summary, added } = props;
  const { t } = useTranslation();
  const open = summary.sheetOpen;
  const setOpen = (next: boolean) => summary.showSheet(next);
  const count = store.coupon.bets.length;
  const coef = store.totals.coef;
  const context = props.context();
  const barShown = count > 0;

  useEffect(() => {
    const subscription = bus.pipe(ofType('coupon-sheet')).subscribe((event) => {
      if (event.change === 'open') summary.showSheet(true);
      else if (event.change === 'close') summary.showSheet(false);
      else summary.showSheet(!summary.sheetOpen);
    });
    return () => subscription.unsubscribe();
  }, [bus, summary]);

  // The sheet that goes away open (another page, a window turned wide) is closed.
  useEffect(() => () => summary.showSheet(false), [summary]);

  // A control that had the focus can go with what it did (placing empties the coupon, a removed
  // selection takes its button): the focus then stays in the sheet, where Escape and Tab work,
  // rather than falling to the page behind it.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    if (active === null || active === document.body)
      content.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
  });

  useEffect(() => {
    if (!barShown) return undefined;
    const root = document.documentElement.style;
    root.setProperty(COUPON_BAR_HEIGHT_PROPERTY, COUPON_BAR_HEIGHT);
    return () => {
      root.removeProperty(COUPON_BAR_HEIGHT_PROPERTY);
    };
  }, [barShown]);

  return (
    <>
      {barShown && (
        <div className={added ? 'bs-coupon-bar bs-coupon-bar--added' : 'bs-coupon-bar'}>
          <button
            type="button"
            className="bs-coupon-bar__open"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <span className="bs-coupon-bar__title">
              {t('coupon_title')} <span className="bs-coupon__count">{count}</span>
            </span>
            {coef !== null && (
              <span className="bs-coupon-bar__coef">
                {t('coupon_total_coef')}{' '}
                <strong>
                  <Odds coef={coef} view={context.coefViewId} />
                </strong>
              </span>
            )}
          </button>
        </div>
      )}
      {open && (
        <Dialog
          title={
            <>
              {t('coupon_title')} <span className="bs-coupon__count">{count}</span>
            </>
          }
          onClose={() => setOpen(false)}
          closeLabel={t('coupon_sheet_close')}
          className="bs-coupon-sheet"
          data-dialog="coupon"
        >
          <div ref={content} className="bs-coupon-sheet__content">
            <CouponSlip {...props} inSheet />
          </div>
          {/* Last, not first: the focus goes to the first control when the sheet opens. */}
          {count > 0 && (
            <button type="button" className="bs-coupon-sheet__clear" onClick={props.onClear}>
              {t('coupon_clear')}
            </button>
          )}
        </Dialog>
      )}
    </>
  );
});
