import { formatTime, type AnalyticsEventSink, type TimeDisplay } from '@betshell/domain';
import { formatMoney, type AccountsStore } from '@betshell/domain/accounts';
import {
  wageringProgress,
  type BonusesAnswer,
  type BonusesApi,
  type PlayerBonusView,
} from '@betshell/domain/bonuses';
import { Button, Field } from '@betshell/ui';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusTermsList } from './bonus-terms-list';
import { PromoCodeForm } from './promo-code-form';
import { refusalText } from './refusal-text';

export interface BonusesPageProps {
  readonly accounts: AccountsStore;
  readonly bonuses: BonusesApi;
  readonly kind: 'deposit' | 'wager';
  readonly bus: AnalyticsEventSink;
  readonly timeDisplay: TimeDisplay;
}

/**
 * Office bonuses, from the bonus engine: `deposit` takes a promo code and lists the deposit
 * bonuses and the offers the player may take, `wager` every bonus with its wagering. Each bonus
 * shows its progress, what counts (its terms), what is left and when it ends; an open one can be
 * given up, and the player can decline bonuses altogether.
 */
export const BonusesPage = observer(function BonusesPage({
  accounts,
  bonuses,
  kind,
  bus,
  timeDisplay,
}: BonusesPageProps) {
  const { t, i18n } = useTranslation();
  const [answer, setAnswer] = useState<BonusesAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lng = i18n.language;
  const reload = useCallback(() => {
    bonuses.list(lng).then(setAnswer, (refused: unknown) => setError(refusalText(t, refused)));
  }, [bonuses, lng, t]);
  useEffect(reload, [reload]);
  const main = accounts.mainAccount;
  if (main === null) return null;

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      reload();
      accounts.pollAfterPayment();
    } catch (refused) {
      setError(refusalText(t, refused));
    } finally {
      setBusy(false);
    }
  };

  const shown = (answer?.bonuses ?? []).filter(
    (bonus) => kind === 'wager' || bonus.kind === 'deposit_match',
  );
  return (
    <>
      {kind === 'deposit' && answer !== null && !answer.declined && (
        <PromoCodeForm
          bonuses={bonuses}
          place="office"
          currency={main.iso}
          bus={bus}
          onTaken={() => {
            reload();
            accounts.pollAfterPayment();
          }}
        />
      )}
      {error !== null && (
        <p role="alert" className="bs-office-money__error">
          {error}
        </p>
      )}
      {answer !== null && shown.length === 0 && <p>{t('bonus_none')}</p>}
      <ul className="bs-office-money__bonuses">
        {shown.map((bonus) => (
          <BonusCard
            key={bonus.id}
            bonus={bonus}
            busy={busy}
            timeDisplay={timeDisplay}
            onForfeit={() => void act(() => bonuses.forfeit(bonus.id, lng))}
          />
        ))}
      </ul>
      {kind === 'deposit' && answer !== null && answer.offers.length > 0 && (
        <section className="bs-office-money__offers">
          <h2>{t('bonus_offers_title')}</h2>
          {answer.offers.map((offer) => (
            <div key={offer.id} className="bs-office-money__offer">
              <h3>{offer.title}</h3>
              <BonusTermsList kind={offer.kind} terms={offer.terms} currency={main.iso} />
              <Button
                tone="primary"
                disabled={busy}
                onClick={() => void act(() => bonuses.takeOffer(offer.id, lng))}
              >
                {t('bonus_offer_take')}
              </Button>
            </div>
          ))}
        </section>
      )}
      {answer !== null && (
        <Field
          type="checkbox"
          className="bs-office-money__check"
          label={t('bonus_decline_label')}
          checked={answer.declined}
          disabled={busy}
          onChange={(event) => {
            const declined = event.target.checked;
            void act(() => bonuses.setDeclined(declined));
          }}
        />
      )}
    </>
  );
});

function BonusCard({
  bonus,
  busy,
  timeDisplay,
  onForfeit,
}: {
  readonly bonus: PlayerBonusView;
  readonly busy: boolean;
  readonly timeDisplay: TimeDisplay;
  readonly onForfeit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, bonus.currency, i18n.language);
  const progress = wageringProgress(bonus);
  const open = bonus.status === 'pending' || bonus.status === 'active';
  return (
    <li className="bs-office-money__bonus-card" data-status={bonus.status}>
      <h2>
        {bonus.title} <small>{t(`bonus_kind_${bonus.kind}`)}</small>
      </h2>
      <p className="bs-office-money__bonus-status">{t(`bonus_status_${bonus.status}`)}</p>
      {bonus.status === 'active' && (
        <>
          <progress max={100} value={progress.percent} aria-label={t('bonus_status_active')} />
          <p>
            {t('bonus_progress', {
              done: money(bonus.wageredMinor),
              required: money(bonus.wagerRequiredMinor),
            })}
          </p>
          <p>{t('bonus_left', { amount: money(progress.leftMinor) })}</p>
          <p>{t('bonus_on_account', { amount: money(bonus.balanceMinor) })}</p>
        </>
      )}
      {bonus.status === 'wagered' && (
        <p>{t('bonus_released', { amount: money(bonus.releasedMinor) })}</p>
      )}
      {open && bonus.expiresAt !== null && (
        <p>{t('bonus_ends', { date: formatTime(bonus.expiresAt, timeDisplay, 'dateTime') })}</p>
      )}
      {open && (
        <details>
          <summary>{t('bonus_terms_title')}</summary>
          <BonusTermsList kind={bonus.kind} terms={bonus.terms} currency={bonus.currency} />
        </details>
      )}
      {open && (
        <Button tone="secondary" disabled={busy} onClick={onForfeit}>
          {t('bonus_forfeit')}
        </Button>
      )}
    </li>
  );
}
