/** spec/shell.md section 9: after a payment the balance is asked up to 5 more times, 2500 ms apart. */
export const BALANCE_POLL_REPEATS = 5;
export const BALANCE_POLL_INTERVAL_MS = 2500;
/** spec/shell.md section 9: after adding a currency, accounts are asked every 1000 ms until it appears. */
export const ADD_CURRENCY_POLL_INTERVAL_MS = 1000;
/**
 * Ours: the add-currency poll gives up after a minute, so a currency the server never adds does not
 * poll for the rest of the visit.
 */
export const ADD_CURRENCY_POLL_MAX_TRIES = 60;
