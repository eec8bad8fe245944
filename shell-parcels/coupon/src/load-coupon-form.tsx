import { couponIdOfCode, type BetHistoryCoupon, type CouponStore } from '@betshell/domain/betting';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Form, FormError, SubmitButton } from '@betshell/ui';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Load a coupon by its code (coupon state loadCouponInputValue): the number of a coupon the player
 * placed (GET /web-api/coupon/{id}); its selections fill the coupon at the odds it was taken at.
 */
export function LoadCouponForm(props: {
  readonly store: CouponStore;
  readonly loadCoupon: (couponId: number) => Promise<BetHistoryCoupon>;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const submit = async () => {
    const id = couponIdOfCode(code);
    if (id === null) {
      setMessage('coupon_load_bad_code');
      return;
    }
    setLoading(true);
    setMessage(null);
    try {
      props.store.load(await props.loadCoupon(id));
      setCode('');
    } catch (error) {
      const status = isRecord(error) ? error['code'] : undefined;
      setMessage(
        status === 404
          ? 'coupon_load_not_found'
          : isRecord(error) && typeof error['messageKey'] === 'string'
            ? error['messageKey']
            : 'coupon_load_failed',
      );
    } finally {
      setLoading(false);
    }
  };
  return (
    <Form
      className="bs-coupon__load"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field
        label={t('coupon_load_code')}
        value={code}
        inputMode="numeric"
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton tone="secondary" pending={loading}>
        {t('coupon_load')}
      </SubmitButton>
      <FormError>{message !== null && t(message)}</FormError>
    </Form>
  );
}
