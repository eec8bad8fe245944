import {
  COUPON_ONE_CLICK_ENABLE_WARNING,
  formatOdds,
  type CoefViewId,
  type CouponStore,
} from '@betshell/domain/betting';
import { Button, Dialog } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { betTitle } from './coupon-bets';
import { couponFailureWords, couponRefusalOf } from './coupon-failure-words';

/**
 * What the coupon says back: the one-click question (section 4, coupon_will_be_cleared), the
 * success view of a placed coupon (or a VIP request waiting for the operator), a refusal in words
 * (with the way to the deposit page when the money is short), and when the odds moved
 * (ODDS_CHANGED) the question whether to take the new odds, a dialog of the UI kit.
 */
export const CouponOutcome = observer(function CouponOutcome(props: {
  readonly store: CouponStore;
  readonly money: (minor: number) => string;
  readonly printHref: (couponId: number) => string;
  readonly coefViewId: CoefViewId;
  /** The deposit page (office recharge) under the page's language. */
  readonly depositHref: string;
  readonly navigate: (href: string) => void;
}) {
  const { store, money } = props;
  const { t } = useTranslation();
  const questionId = useId();
  const name = (marketId: number) => {
    const bet = store.coupon.bets.find((one) => one.marketId === marketId);
    return bet === undefined ? `#${marketId}` : betTitle(bet);
  };
  const refusal = couponRefusalOf(store.placeError);
  return (
    <>
      {store.pendingConfirmation !== null && (
        <div className="bs-coupon__dialog" role="alertdialog" aria-label={t('coupon_one_click')}>
          <p>{t(store.pendingConfirmation)}</p>
          <p>{t(COUPON_ONE_CLICK_ENABLE_WARNING)}</p>
          <button type="button" onClick={() => store.confirmPending()}>
            {t('coupon_confirm')}
          </button>
          <button type="button" onClick={() => store.undoPending()}>
            {t('coupon_undo')}
          </button>
        </div>
      )}
      {store.successCoupon !== null && (
        <div className="bs-coupon__success" role="status">
          <p>
            {t(
              store.successCoupon.state === 'vip-pending'
                ? 'coupon_success_vip_pending'
                : 'coupon_success',
              { id: store.successCoupon.couponId },
            )}
          </p>
          <a href={props.printHref(store.successCoupon.couponId)}>{t('coupon_print')}</a>
          <button type="button" onClick={() => store.dismissResult()}>
            {t('coupon_success_ok')}
          </button>
        </div>
      )}
      {refusal?.code === 'ODDS_CHANGED' ? (
        <Dialog
          title={t('coupon_odds_changed')}
          role="alertdialog"
          describedBy={questionId}
          onClose={() => store.dismissResult()}
          closeLabel={t('coupon_error_close')}
          className="bs-coupon__odds-dialog"
          data-dialog="odds-changed"
        >
          <p id={questionId}>{t('coupon_refusal_odds_changed')}</p>
          <ul>
            {refusal.details.changes.map((change) => {
              const before = store.coupon.bets.find((one) => one.marketId === change.marketId);
              return (
                <li key={change.marketId}>
                  {t('coupon_odds_change_line', {
                    name: name(change.marketId),
                    from: before === undefined ? '' : formatOdds(before.coef, props.coefViewId),
                    to: formatOdds(change.coef, props.coefViewId),
                  })}
                </li>
              );
            })}
          </ul>
          <div className="bs-coupon__dialog-actions">
            <Button tone="primary" onClick={() => store.acceptOddsChanges(refusal.details.changes)}>
              {t('coupon_odds_accept')}
            </Button>
            <Button onClick={() => store.dismissResult()}>{t('coupon_odds_keep')}</Button>
          </div>
        </Dialog>
      ) : (
        store.placeError !== null && (
          <div className="bs-coupon__error" role="alert">
            {couponFailureWords(store.placeError, money, name).map((words) => (
              <p key={words.key}>{t(words.key, words.params)}</p>
            ))}
            {refusal?.code === 'INSUFFICIENT_FUNDS' && (
              <a
                className="bs-coupon__deposit"
                href={props.depositHref}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                    return;
                  event.preventDefault();
                  props.navigate(props.depositHref);
                }}
              >
                {t('coupon_deposit')}
              </a>
            )}
            <button type="button" onClick={() => store.dismissResult()}>
              {t('coupon_error_close')}
            </button>
          </div>
        )
      )}
    </>
  );
});
