import { formatTime, isHttpFailure, type TimeDisplay } from '@betshell/domain';
import { newIdempotencyKey } from '@betshell/domain/accounts';
import {
  bringFriendPath,
  FRIEND_MIN_DEPOSIT_MINOR,
  FRIEND_MIN_WAGERED_MINOR,
  pointsExchangeRefusalKey,
  type CashbackProgramme,
  type PointsExchangeRefusal,
} from '@betshell/domain/loyalty';
import { Button, FormError, Money } from '@betshell/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoyaltyAnswer, LoyaltyOverview, OfficeSectionsApi } from './office-sections-http-api';

/** The office's loyalty pages: one answer of the server feeds each of them. */
export type LoyaltyPageKind = 'rewards' | 'promotion' | 'bringfriend' | CashbackProgramme;

export interface LoyaltyPageProps {
  readonly api: Pick<OfficeSectionsApi, 'loyalty' | 'claimFriendRewards' | 'exchangePoints'>;
  readonly page: LoyaltyPageKind;
  readonly language: string;
  readonly timeDisplay: TimeDisplay;
  /** The site's origin, for the bring-a-friend link (window.location.origin). */
  readonly origin: string;
}

const TITLE_KEY: Readonly<Record<LoyaltyPageKind, string>> = {
  rewards: 'loyalty_rewards_title',
  promotion: 'loyalty_promotion_title',
  bringfriend: 'loyalty_bringfriend_title',
  vipcashback: 'loyalty_vipcashback_title',
  premiumcashback: 'loyalty_premiumcashback_title',
};

/**
 * The office rewards, promotion, bring-a-friend and cashback pages (spec/shell.md section 2.5):
 * points and level, the weekly cashback of the player's level, the friend link and its rewards, and
 * on the promotion page what the player can take now. A self-excluded or timed-out player is told
 * that offers are not shown, and sees none.
 */
export function LoyaltyPage({ api, page, language, timeDisplay, origin }: LoyaltyPageProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<LoyaltyAnswer | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    let live = true;
    api.loyalty().then(
      (loaded) => live && setAnswer(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);
  useEffect(load, [load]);

  const title = t(TITLE_KEY[page]);
  return (
    <section className="bs-office-sections" data-page={page} aria-labelledby="bs-loyalty-title">
      <h1 id="bs-loyalty-title">{title}</h1>
      <FormError>{failed && t('office_sections_error')}</FormError>
      {answer?.excluded === true && <p data-excluded="">{t('loyalty_excluded')}</p>}
      {answer !== null && answer.loyalty !== null && (
        <LoyaltySections
          loyalty={answer.loyalty}
          page={page}
          language={language}
          timeDisplay={timeDisplay}
          origin={origin}
          api={api}
          reload={load}
        />
      )}
    </section>
  );
}

function LoyaltySections({
  loyalty,
  page,
  language,
  timeDisplay,
  origin,
  api,
  reload,
}: Omit<LoyaltyPageProps, 'api'> & {
  readonly loyalty: LoyaltyOverview;
  readonly api: LoyaltyPageProps['api'];
  readonly reload: () => void;
}) {
  const { t } = useTranslation();
  const money = (amountMinor: number, currency: string) => (
    <Money amountMinor={amountMinor} currency={currency} language={language} />
  );
  const officeLink = (path: string) => `/${language}/office/${path}`;
  const due = loyalty.cashback.thisWeek.filter((week) => week.dueMinor > 0);
  const friendsDue = loyalty.bringFriend.friends.filter((friend) => friend.state === 'due').length;

  const standing = (
    <div className="bs-office-sections__card" data-loyalty="standing">
      <p>
        {t('loyalty_level')}: <strong>{t(`loyalty_level_${loyalty.levelId}`)}</strong>
      </p>
      <p>
        {t('loyalty_points')}: <strong data-points="">{loyalty.points}</strong>
      </p>
      <p className="bs-office-sections__muted">
        {loyalty.pointsToNext > 0
          ? t('loyalty_points_to_next', {
              points: loyalty.pointsToNext,
              level: t(`loyalty_level_${loyalty.levelId + 1}`),
            })
          : t('loyalty_top_level')}
      </p>
    </div>
  );

  const cashback = (programme: CashbackProgramme) => {
    const levels = loyalty.levels.filter((level) => level.cashback === programme);
    const mine = loyalty.cashback.programme === programme;
    return (
      <>
        <p>{t('loyalty_cashback_intro')}</p>
        <ul className="bs-office-sections__ideas">
          {levels.map((level) => (
            <li key={level.id} className="bs-office-sections__card">
              <strong>{t(`loyalty_level_${level.id}`)}</strong>:{' '}
              {t('loyalty_cashback_share', { percent: level.cashbackPercent })}
            </li>
          ))}
        </ul>
        {mine ? (
          <div className="bs-office-sections__card" data-loyalty="cashback-week">
            <h2>
              {t('loyalty_cashback_week', {
                date: formatTime(loyalty.cashback.weekEnd, timeDisplay, 'long'),
              })}
            </h2>
            {loyalty.cashback.thisWeek.length === 0 && <p>{t('loyalty_nothing_yet')}</p>}
            {loyalty.cashback.thisWeek.map((week) => (
              <p key={week.currency}>
                {t('loyalty_net_loss')}: {money(Math.max(0, week.netLossMinor), week.currency)} ·{' '}
                {t('loyalty_cashback_due')}: <strong>{money(week.dueMinor, week.currency)}</strong>
              </p>
            ))}
          </div>
        ) : (
          <p className="bs-office-sections__muted">{t('loyalty_cashback_not_yours')}</p>
        )}
        <h2>{t('loyalty_cashback_paid')}</h2>
        {loyalty.cashback.paid.filter((paid) => paid.programme === programme).length === 0 ? (
          <p>{t('loyalty_nothing_yet')}</p>
        ) : (
          <ul className="bs-office-sections__ideas">
            {loyalty.cashback.paid
              .filter((paid) => paid.programme === programme)
              .map((paid) => (
                <li key={`${paid.weekStart}-${paid.currency}`} className="bs-office-sections__card">
                  {formatTime(`${paid.weekStart}T00:00:00Z`, timeDisplay, 'long')}:{' '}
                  {money(paid.amountMinor, paid.currency)}
                </li>
              ))}
          </ul>
        )}
      </>
    );
  };

  const link = `${origin}${bringFriendPath(language, loyalty.bringFriend.bfId)}`;
  const bringFriend = (
    <>
      <p>{t('loyalty_friend_intro')}</p>
      <p className="bs-office-sections__muted">
        {t('loyalty_friend_terms_deposit')}{' '}
        {money(FRIEND_MIN_DEPOSIT_MINOR, loyalty.bringFriend.currency)}
        {' · '}
        {t('loyalty_friend_terms_wager')}{' '}
        {money(FRIEND_MIN_WAGERED_MINOR, loyalty.bringFriend.currency)}
        {' · '}
        {t('loyalty_friend_reward')}{' '}
        {money(loyalty.bringFriend.rewardMinor, loyalty.bringFriend.currency)}
      </p>
      <FriendLink link={link} />
      <h2>{t('loyalty_friends')}</h2>
      {loyalty.bringFriend.friends.length === 0 ? (
        <p>{t('loyalty_nothing_yet')}</p>
      ) : (
        <ul className="bs-office-sections__ideas">
          {loyalty.bringFriend.friends.map((friend) => (
            <li
              key={friend.friendId}
              className="bs-office-sections__card"
              data-friend={friend.state}
            >
              {t('loyalty_friend', { id: friend.friendId })}: {t(`loyalty_friend_${friend.state}`)}
            </li>
          ))}
        </ul>
      )}
      {friendsDue > 0 && <ClaimFriends api={api} reload={reload} />}
    </>
  );

  switch (page) {
    case 'rewards':
      return (
        <>
          {standing}
          <p>{t('loyalty_points_rule')}</p>
          <h2>{t('loyalty_levels')}</h2>
          <ul className="bs-office-sections__ideas">
            {loyalty.levels.map((level) => (
              <li
                key={level.id}
                className="bs-office-sections__card"
                aria-current={level.id === loyalty.levelId ? 'true' : undefined}
              >
                <strong>{t(`loyalty_level_${level.id}`)}</strong>:{' '}
                {t('loyalty_level_from', { points: level.fromPoints })}
                {level.cashback !== null &&
                  ` · ${t(`loyalty_${level.cashback}_title`)} ${t('loyalty_cashback_share', {
                    percent: level.cashbackPercent,
                  })}`}
                {` · ${t('loyalty_exchange_rate', { points: level.exchangePointsPerUnit })}`}
              </li>
            ))}
          </ul>
          <ExchangePoints
            loyalty={loyalty}
            api={api}
            reload={reload}
            money={money}
            bonusesLink={officeLink('bonuses/wager')}
          />
        </>
      );
    case 'vipcashback':
    case 'premiumcashback':
      return cashback(page);
    case 'bringfriend':
      return bringFriend;
    case 'promotion':
      return (
        <>
          <h2>{t('loyalty_take_now')}</h2>
          <ul className="bs-office-sections__ideas">
            <li className="bs-office-sections__card" data-offer="cashback">
              <strong>
                {loyalty.cashback.programme === null
                  ? t('loyalty_vipcashback_title')
                  : t(`loyalty_${loyalty.cashback.programme}_title`)}
              </strong>
              <p>
                {due.length === 0
                  ? t('loyalty_cashback_nothing_due')
                  : due.map((week) => (
                      <span key={week.currency}>
                        {t('loyalty_cashback_due')}: {money(week.dueMinor, week.currency)}{' '}
                      </span>
                    ))}
              </p>
              <a href={officeLink(`casino/${loyalty.cashback.programme ?? 'vipcashback'}`)}>
                {t('loyalty_more')}
              </a>
            </li>
            <li className="bs-office-sections__card" data-offer="rewards">
              <strong>{t('loyalty_rewards_title')}</strong>
              <p>
                {t(`loyalty_level_${loyalty.levelId}`)} · {t('loyalty_points')}: {loyalty.points}
              </p>
              <a href={officeLink('rewards')}>{t('loyalty_more')}</a>
            </li>
            <li className="bs-office-sections__card" data-offer="bringfriend">
              <strong>{t('loyalty_bringfriend_title')}</strong>
              <FriendLink link={link} />
              {friendsDue > 0 && <p>{t('loyalty_friends_due', { count: friendsDue })}</p>}
              <a href={officeLink('bringfriend')}>{t('loyalty_more')}</a>
            </li>
          </ul>
        </>
      );
  }
}

function FriendLink({ link }: { readonly link: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <label>
        {t('loyalty_friend_link')}{' '}
        <input className="bs-office-sections__link" readOnly value={link} data-friend-link="" />
      </label>
    </p>
  );
}

/**
 * What the points buy and the button that buys it. One key per attempt: a retry after no answer
 * sends the same key (the server spends once); a new key after an answer, so the next press is a
 * new exchange. The button waits while the player has too few points, saying how many are missing.
 */
function ExchangePoints({
  loyalty,
  api,
  reload,
  money,
  bonusesLink,
}: {
  readonly loyalty: LoyaltyOverview;
  readonly api: LoyaltyPageProps['api'];
  readonly reload: () => void;
  readonly money: (amountMinor: number, currency: string) => ReactNode;
  readonly bonusesLink: string;
}) {
  const { t } = useTranslation();
  const [attemptKey, setAttemptKey] = useState(() => newIdempotencyKey());
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const offer = loyalty.exchange;
  const missing = offer === null ? 0 : Math.max(0, offer.costPoints - loyalty.availablePoints);

  const exchange = async () => {
    setPending(true);
    setError(null);
    setDone(false);
    try {
      await api.exchangePoints(attemptKey);
      setAttemptKey(newIdempotencyKey());
      setDone(true);
      reload();
    } catch (failed) {
      if (!isHttpFailure(failed)) {
        setError('office_sections_error');
        return;
      }
      // An answer (a refusal) ends the attempt; no answer leaves it to be retried as it was.
      if (failed.status === 'http-error') setAttemptKey(newIdempotencyKey());
      const refusal = (failed.details as { refusal?: PointsExchangeRefusal } | undefined)?.refusal;
      setError(refusal === undefined ? failed.messageKey : pointsExchangeRefusalKey(refusal));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="bs-office-sections__card" data-loyalty="exchange">
      <h2>{t('loyalty_exchange_title')}</h2>
      <p>
        {t('loyalty_points_available')}:{' '}
        <strong data-available="">{loyalty.availablePoints}</strong>
      </p>
      {offer === null ? (
        <p>{t('loyalty_exchange_none')}</p>
      ) : (
        <>
          <p>
            {t('loyalty_exchange_bonus')}:{' '}
            <strong>{money(offer.amountMinor, offer.currency)}</strong> ·{' '}
            {t('loyalty_exchange_price', { points: offer.costPoints })}
          </p>
          <p className="bs-office-sections__muted">
            {t('loyalty_exchange_terms', {
              multiplier: offer.wageringMultiplier,
              days: offer.expiryDays,
            })}
          </p>
          {missing > 0 && <p>{t('loyalty_exchange_short', { points: missing })}</p>}
          <FormError>{error !== null && t([error, 'office_sections_error'])}</FormError>
          {done && (
            <p role="status">
              {t('loyalty_exchange_done')} <a href={bonusesLink}>{t('loyalty_more')}</a>
            </p>
          )}
          <Button tone="primary" disabled={pending || missing > 0} onClick={() => void exchange()}>
            {t('loyalty_exchange_button')}
          </Button>
        </>
      )}
    </div>
  );
}

function ClaimFriends({
  api,
  reload,
}: {
  readonly api: LoyaltyPageProps['api'];
  readonly reload: () => void;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const claim = async () => {
    setPending(true);
    setError(null);
    try {
      await api.claimFriendRewards();
      reload();
    } catch (failed) {
      setError(isHttpFailure(failed) ? failed.messageKey : 'office_sections_error');
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <FormError>{error !== null && t([error, 'office_sections_error'])}</FormError>
      <Button tone="primary" disabled={pending} onClick={() => void claim()}>
        {t('loyalty_friend_claim')}
      </Button>
    </>
  );
}
