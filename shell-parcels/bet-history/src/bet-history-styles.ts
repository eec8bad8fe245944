import { NARROW_SCREEN } from '@betshell/ui';

// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// The tables, the filter form and the buttons are the kit's; this lays out the page and the receipt.
// Printing the coupon prints the receipt alone: the shell's chrome and the print button are hidden.
export const betHistoryStyles = `
.bs-bet-history, .bs-print-coupon { max-width: 60rem; margin: 0 auto; padding: var(--ui-space-5); }
.bs-bet-history h1, .bs-print-coupon h1 { margin: 0 0 var(--ui-space-4); font-size: var(--ui-font-size-xl); }
.bs-bet-history__filters { flex-direction: row; flex-wrap: wrap; align-items: flex-end; margin-bottom: var(--ui-space-4); }
.bs-bet-history__error { color: var(--ui-color-danger); }
.bs-bet-history__empty { color: var(--ui-color-text-muted); }
.bs-bet-history__table td, .bs-bet-history__table th { vertical-align: top; }
.bs-bet-history__champ { color: var(--ui-color-text-muted); font-size: var(--ui-font-size-sm); }
.bs-bet-history__selections tr[data-result='win'] .bs-bet-history__result { color: var(--ui-color-success); font-weight: var(--ui-font-weight-strong); }
.bs-bet-history__selections tr[data-result='lose'] .bs-bet-history__result { color: var(--ui-color-danger); }
.bs-bet-history__sums { display: grid; grid-template-columns: max-content auto; gap: var(--ui-space-1) var(--ui-space-4); margin: var(--ui-space-3) 0; }
.bs-bet-history__sums dd { margin: 0; font-weight: var(--ui-font-weight-strong); }
.bs-bet-history__pages { display: flex; align-items: center; gap: var(--ui-space-3); margin-top: var(--ui-space-4); }
@media print {
  body * { visibility: hidden; }
  .bs-print-coupon, .bs-print-coupon * { visibility: visible; }
  .bs-print-coupon { position: absolute; left: 0; top: 0; }
  .bs-print-coupon__print { display: none; }
}
/* A phone: the page gives its width to the coupons' cards. */
@media (max-width: ${NARROW_SCREEN}) {
  .bs-bet-history { padding: var(--ui-space-4) 0; }
}
`;
