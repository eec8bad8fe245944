/**
 * Ours: the BroadcastChannel on which a payment result page (onpay/*) tells the site's other tabs
 * that a payment came back from the provider, so the tab the deposit began in asks the balance
 * at once, however long the player spent on the provider's page (the store's polling after a
 * payment lasts 5 times 2500 ms only).
 */
export const PAYMENT_RESULT_CHANNEL = 'betshell-payment-result';
