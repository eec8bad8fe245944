import { publishAnalyticsEvent, type AnalyticsEventSink } from '@betshell/domain';
import type { BonusOfferView, BonusesApi, PromoCodePlace } from '@betshell/domain/bonuses';
import { Button, Field, Form, SubmitButton } from '@betshell/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusTermsList } from './bonus-terms-list';
import { refusalText } from './refusal-text';

export interface PromoCodeFormProps {
  readonly bonuses: Pick<BonusesApi, 'checkPromoCode' | 'redeemPromoCode'>;
  readonly place: PromoCodePlace;
  readonly currency: string;
  readonly bus: AnalyticsEventSink;
  /** After a bonus was taken: the page reads its bonuses again. */
  readonly onTaken: () => void;
}

/**
 * A promo code: checked first (the refusal in words, or the offer's terms), taken only after the
 * player has read the terms and pressed the button.
 */
export function PromoCodeForm({ bonuses, place, currency, bus, onTaken }: PromoCodeFormProps) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [offer, setOffer] = useState<BonusOfferView | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);

  const check = async () => {
    setBusy(true);
    setOffer(null);
    setTaken(false);
    setMessage(null);
    try {
      const answer = await bonuses.checkPromoCode(code, place, i18n.language);
      publishAnalyticsEvent(bus, 'promo_code_checked', {
        label: `${place}:${answer.ok ? 'ok' : (answer.refusal ?? 'refused')}`,
      });
      if (answer.ok && answer.offer !== undefined) setOffer(answer.offer);
      else setMessage(answer.message ?? null);
    } catch (refused) {
      setMessage(refusalText(t, refused));
    } finally {
      setBusy(false);
    }
  };

  const take = async () => {
    if (offer === null) return;
    setBusy(true);
    try {
      await bonuses.redeemPromoCode(code, place, i18n.language);
      publishAnalyticsEvent(bus, 'bonus_taken', { label: offer.kind });
      setOffer(null);
      setTaken(true);
      onTaken();
    } catch (refused) {
      setMessage(refusalText(t, refused));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bs-office-money__promo">
      <Form
        className="bs-office-money__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim() !== '') void check();
        }}
      >
        <Field
          label={t('bonus_promo_label')}
          autoComplete="off"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setOffer(null);
            setMessage(null);
          }}
        />
        <SubmitButton tone="secondary" pending={busy}>
          {t('bonus_promo_check')}
        </SubmitButton>
      </Form>
      {message !== null && (
        <p role="alert" className="bs-office-money__error">
          {message}
        </p>
      )}
      {taken && <p role="status">{t('bonus_promo_taken')}</p>}
      {offer !== null && (
        <div className="bs-office-money__offer">
          <h2>{offer.title}</h2>
          <h3>{t('bonus_terms_title')}</h3>
          <BonusTermsList kind={offer.kind} terms={offer.terms} currency={currency} />
          <Button tone="primary" disabled={busy} onClick={() => void take()}>
            {t('bonus_promo_take')}
          </Button>
        </div>
      )}
    </div>
  );
}
