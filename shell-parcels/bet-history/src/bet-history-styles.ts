// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
// Printing the coupon prints the receipt alone: the shell's chrome and the print button are hidden.
export const betHistoryStyles = `
.bs-bet-history, .bs-print-coupon { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
.bs-bet-history h1, .bs-print-coupon h1 { margin: 0 0 1rem; font-size: 1.375rem; }
.bs-bet-history__filters { flex-direction: row; flex-wrap: wrap; align-items: flex-end; margin-bottom: var(--ui-space-4); }
.bs-bet-history__error { color: var(--ui-color-danger); }
.bs-bet-history__empty { color: var(--ui-color-text-muted); }
.bs-bet-history__table, .bs-bet-history__selections { width: 100%; border-collapse: collapse; }
.bs-bet-history__table th, .bs-bet-history__table td,
.bs-bet-history__selections th, .bs-bet-history__selections td {
  padding: 0.4rem 0.5rem;
  border-bottom: 1px solid var(--ui-color-divider);
  text-align: left;
  vertical-align: top;
}
.bs-bet-history__table td button { border: 0; background: none; color: var(--ui-color-link); cursor: pointer; font: inherit; }
.bs-bet-history__champ { color: var(--ui-color-text-muted); font-size: 0.8125rem; }
.bs-bet-history__selections tr[data-result='won'] td:last-child { color: var(--ui-color-success); font-weight: 600; }
.bs-bet-history__selections tr[data-result='lost'] td:last-child { color: var(--ui-color-danger); }
.bs-bet-history__sums { display: grid; grid-template-columns: max-content auto; gap: 0.25rem 1rem; margin: 0.75rem 0; }
.bs-bet-history__sums dd { margin: 0; font-weight: 600; }
.bs-bet-history__pages { display: flex; align-items: center; gap: 0.75rem; margin-top: 1rem; }
@media print {
  body * { visibility: hidden; }
  .bs-print-coupon, .bs-print-coupon * { visibility: visible; }
  .bs-print-coupon { position: absolute; left: 0; top: 0; }
  .bs-print-coupon__print { display: none; }
}
`;
