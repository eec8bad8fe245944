import { PAYMENT_OUTCOMES, type PaymentOutcome } from '@betshell/domain/accounts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentIdOf, type PaymentResultNotice } from './payment-result-notice';

export interface PaymentResultPageProps {
  /** The route's `result` parameter (success, fail, pending, cancel). */
  readonly result: string;
  readonly withdrawal: boolean;
  /** `paymentId` of the address the provider came back to. */
  readonly paymentId: string | null;
  readonly language: string;
  readonly navigate: (url: string) => void;
  /** Set when this page is the provider's own window, opened by the recharge page. */
  readonly closeWindow: (() => void) | null;
  /** Tells the site's other tabs that a payment came back (PAYMENT_RESULT_CHANNEL). */
  readonly announce: (notice: PaymentResultNotice) => void;
}

const isOutcome = (text: string): text is PaymentOutcome =>
  (PAYMENT_OUTCOMES as readonly string[]).includes(text);

/**
 * spec/shell.md section 2.9: onpay/success, fail, pending, cancel and their withdraw variants, in
 * the empty layout. Where the provider's window was opened by the recharge page, the player closes
 * it and finds the balance already updated behind it; else they go back to the site.
 */
export function PaymentResultPage({
  result,
  withdrawal,
  paymentId,
  language,
  navigate,
  closeWindow,
  announce,
}: PaymentResultPageProps) {
  const { t } = useTranslation();
  const outcome: PaymentOutcome = isOutcome(result) ? result : 'fail';
  const paymentNumber = paymentIdOf(paymentId);
  useEffect(
    () => announce({ outcome, paymentId: paymentNumber }),
    [announce, outcome, paymentNumber],
  );
  const title = withdrawal ? `money_result_withdraw_${outcome}` : `money_result_${outcome}`;
  const text = withdrawal ? 'money_result_withdraw_text' : `money_result_${outcome}_text`;
  const link = (href: string, label: string) => (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    >
      {label}
    </a>
  );
  return (
    <section
      className={`bs-office-money bs-office-money__result bs-office-money__result--${outcome}`}
      data-page={withdrawal ? 'withdraw-result' : 'payment-result'}
      data-result={outcome}
    >
      <h1>{t(title)}</h1>
      <p>{t(text)}</p>
      {paymentNumber !== null && (
        <p className="bs-office-money__note">
          {t('money_result_payment_number', { id: paymentNumber })}
        </p>
      )}
      <p className="bs-office-money__links">
        {closeWindow !== null && (
          <button type="button" onClick={closeWindow}>
            {t('money_result_close')}
          </button>
        )}
        {link(`/${language}/`, t('money_result_to_site'))}
        {link(
          withdrawal ? `/${language}/office/payment/requests` : `/${language}/office/historypay`,
          t(withdrawal ? 'money_office_requests_title' : 'money_result_to_history'),
        )}
      </p>
    </section>
  );
}
