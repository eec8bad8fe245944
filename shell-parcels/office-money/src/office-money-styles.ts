// Mounted and removed with the parcel (platform.mountStyles). Class names carry the parcel's prefix.
export const officeMoneyStyles = `
.bs-office-money { max-width: 56rem; margin: 0 auto; padding: 1.5rem; }
.bs-office-money h1 { margin: 0 0 1rem; font-size: 1.5rem; }
.bs-office-money__table { width: 100%; border-collapse: collapse; margin: 0 0 1rem; background: #fff; }
.bs-office-money__table caption { text-align: left; font-weight: 600; padding: 0 0 0.5rem; }
.bs-office-money__table th, .bs-office-money__table td { padding: 0.5rem 0.75rem; border-bottom: 1px solid #d5dde6; text-align: left; }
.bs-office-money__table tr[data-active='true'] { background: #f3f7e9; }
.bs-office-money__amount { font-variant-numeric: tabular-nums; white-space: nowrap; }
.bs-office-money__actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.bs-office-money__form { display: flex; flex-direction: column; align-items: flex-start; gap: 0.375rem; margin: 0 0 1rem; max-width: 24rem; }
.bs-office-money__form label { font-weight: 600; }
.bs-office-money__form input, .bs-office-money__form select { padding: 0.5rem; font: inherit; min-width: 12rem; }
.bs-office-money button { padding: 0.4rem 0.9rem; font: inherit; cursor: pointer; }
.bs-office-money button:disabled { cursor: default; opacity: 0.6; }
.bs-office-money__error { color: #b3261e; }
.bs-office-money__warning { padding: 0.75rem 1rem; background: #fdecea; color: #8a1c14; border-radius: 0.375rem; }
.bs-office-money__bonus { padding: 0.75rem 1rem; background: #fff7d6; border-radius: 0.375rem; }
.bs-office-money__note { color: #4a5a6c; }
.bs-office-money__paging { display: flex; align-items: center; gap: 1rem; }
.bs-office-money__check { display: block; margin: 0 0 1rem; }
.bs-office-money__result { max-width: 32rem; margin: 4rem auto; text-align: center; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
.bs-office-money__result--success h1 { color: #1f7a3a; }
.bs-office-money__result--fail h1 { color: #b3261e; }
.bs-office-money__links { display: flex; gap: 1rem; justify-content: center; align-items: center; }
`;
