import type { CouponSummary } from '@betshell/domain';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponBus } from './connect-coupon-bus';
import { CouponAddedMessage, useCouponAdditions } from './coupon-added';
import { useCouponBeside } from './coupon-screen';
import { CouponSheet } from './coupon-sheet';
import { CouponSlip, type CouponSlipProps } from './coupon-slip';

export interface CouponPanelProps extends CouponSlipProps {
  /** The page's bus: the bottom navigation opens the sheet over it (`coupon-sheet`). */
  readonly bus: CouponBus;
  /** The root store's view of the coupon: the sheet's open state, which the bottom navigation reads. */
  readonly summary: Pick<CouponSummary, 'sheetOpen' | 'showSheet'>;
  /**
   * The player's side panels (the settings store): with the right panel hidden a wide screen gets
   * the bar and the sheet of a phone instead of the column (docs/display-settings.md).
   */
  readonly panels?: { readonly rightPanelHidden: boolean };
}

/**
 * The coupon on the betting pages: on a wide screen a column at the right edge of the page, so the
 * betting pages need no slot for it, folding to its header; below 1024 px a bar at the bottom of
 * the window that opens the whole coupon as a sheet, so it never covers the page's own controls;
 * so too on a wide screen whose player hid the right panel.
 * Either way an added selection is said in words (a live region) as the count changes.
 */
export const CouponPanel = observer(function CouponPanel(props: CouponPanelProps) {
  const beside = useCouponBeside() && props.panels?.rightPanelHidden !== true;
  const additions = useCouponAdditions(props.store);
  return (
    <>
      {beside ? <CouponAside {...props} /> : <CouponSheet {...props} added={additions > 0} />}
      <CouponAddedMessage additions={additions} />
    </>
  );
});

/** The column beside the page (1024 px and wider). */
const CouponAside = observer(function CouponAside(props: CouponPanelProps) {
  const { store } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const count = store.coupon.bets.length;
  return (
    <aside
      className={store.settings.isCouponFixed ? 'bs-coupon bs-coupon--fixed' : 'bs-coupon'}
      aria-label={t('coupon_title')}
    >
      <header className="bs-coupon__header">
        <button
          type="button"
          className="bs-coupon__toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t('coupon_title')} <span className="bs-coupon__count">{count}</span>
        </button>
        {count > 0 && (
          <button type="button" className="bs-coupon__clear" onClick={props.onClear}>
            {t('coupon_clear')}
          </button>
        )}
      </header>
      {open && (
        <div className="bs-coupon__body">
          <CouponSlip {...props} />
        </div>
      )}
    </aside>
  );
});
