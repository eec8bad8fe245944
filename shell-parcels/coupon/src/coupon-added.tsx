import type { CouponStore } from '@betshell/domain/betting';
import { reaction } from 'mobx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the bar stays highlighted and the words stay in the live region after an addition. */
export const COUPON_ADDED_MS = 2000;

/**
 * Each selection added to the coupon, counted while it is fresh (0: nothing added in the last
 * COUPON_ADDED_MS). A removal, clearing or placing is no addition.
 */
export function useCouponAdditions(store: CouponStore): number {
  const [additions, setAdditions] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = reaction(
      () => store.coupon.bets.length,
      (count, before) => {
        if (count <= before) return;
        setAdditions((n) => n + 1);
        clearTimeout(timer);
        timer = setTimeout(() => setAdditions(0), COUPON_ADDED_MS);
      },
    );
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [store]);
  return additions;
}

/**
 * The live region that says a selection was added ("Added to the coupon"), politely, for a player
 * who does not see the coupon change (a screen reader, the bar out of sight). Always in the page, so
 * the words arriving in it are announced; a new node per addition, so a second one is read again.
 */
export function CouponAddedMessage({ additions }: { readonly additions: number }) {
  const { t } = useTranslation();
  return (
    <p className="bs-coupon-announce" role="status">
      {additions > 0 && <span key={additions}>{t('coupon_added')}</span>}
    </p>
  );
}
