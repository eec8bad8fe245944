import { formatMoney, formatTime } from '@betshell/domain';
import {
  TOTO_CATEGORIES,
  TOTO_MATCHES,
  TOTO_OUTCOMES,
  totoCombinations,
  lotteryRefusalWords,
  totoPicksProblem,
  type LotteryWords,
  type TotoOutcome,
} from '@betshell/domain/lottery';
import { Button, FormError, Money } from '@betshell/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotoCoupon, TotoDraw, TotoDraws } from './lottery-games-http-api';
import { useLoaded, type Loaded, type LotteryGamesHost } from './lottery-games-host';

interface TotoPagesProps {
  readonly section: string;
  readonly host: LotteryGamesHost;
}

/** The toto sub-paths of spec/shell.md section 2.3; none and "draw" are the draw on sale. */
export function TotoPages({ section, host }: TotoPagesProps) {
  const [draws, reload] = useLoaded(() => host.api.totoDraws(), 'draws');
  switch (section) {
    case 'next':
      return <Ready loaded={draws}>{(value) => <NextDraw draws={value} host={host} />}</Ready>;
    case 'coupons':
      return <TotoCoupons host={host} />;
    case 'draws':
      return <Ready loaded={draws}>{(value) => <PastDraws draws={value} host={host} />}</Ready>;
    case 'non-winning':
      return <Ready loaded={draws}>{(value) => <NonWinning draws={value} />}</Ready>;
    case 'betting-alphabet':
      return <BettingAlphabet />;
    case 'betting-calculator':
      return <Ready loaded={draws}>{(value) => <Calculator draws={value} host={host} />}</Ready>;
    default:
      return (
        <Ready loaded={draws}>
          {(value) => <DrawOnSale draws={value} host={host} onBought={reload} />}
        </Ready>
      );
  }
}

/** The loaded value, a line while it loads, a message when it failed. */
export function Ready<T>({
  loaded,
  children,
}: {
  readonly loaded: Loaded<T>;
  readonly children: (value: T) => React.ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded.state === 'loading') return <p aria-busy="true">{t('lottery_loading')}</p>;
  if (loaded.state === 'failed') return <FormError>{t('lottery_error')}</FormError>;
  return <>{children(loaded.value)}</>;
}

const stakeOf = (draws: TotoDraws, currency: string) =>
  draws.baseStakes[currency] ?? draws.baseStakes['RUB'] ?? 0;

const openDraw = (draws: TotoDraws) => draws.draws.find((draw) => draw.status === 'open') ?? null;

const emptyPicks = () => new Array<string>(TOTO_MATCHES).fill('');

/** Toggles an outcome in a match's pick, keeping the order 1, X, 2. */
const toggled = (pick: string, outcome: TotoOutcome) =>
  TOTO_OUTCOMES.filter((one) => (one === outcome ? !pick.includes(one) : pick.includes(one))).join(
    '',
  );

interface PicksGridProps {
  readonly matches: readonly { readonly home: string; readonly away: string }[] | null;
  readonly picks: readonly string[];
  readonly onChange: (picks: string[]) => void;
}

/** Fifteen rows of 1, X and 2 buttons; several outcomes of a match may be pressed. */
function PicksGrid({ matches, picks, onChange }: PicksGridProps) {
  const { t } = useTranslation();
  return (
    <ol className="bs-lottery__matches">
      {picks.map((pick, index) => {
        const match = matches?.[index];
        const name =
          match === undefined
            ? t('lottery_toto_match', { n: index + 1 })
            : `${match.home} — ${match.away}`;
        return (
          <li key={index} className="bs-lottery__match">
            <span className="bs-lottery__match-name">
              <span className="bs-lottery__muted">{index + 1}.</span> {name}
            </span>
            <span className="bs-lottery__outcomes" role="group" aria-label={name}>
              {TOTO_OUTCOMES.map((outcome) => (
                <button
                  key={outcome}
                  type="button"
                  className="bs-lottery__pick"
                  aria-pressed={pick.includes(outcome)}
                  aria-label={`${name}: ${outcome}`}
                  onClick={() =>
                    onChange(picks.map((one, at) => (at === index ? toggled(one, outcome) : one)))
                  }
                >
                  {outcome}
                </button>
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Combinations and cost of the picks so far (totoCombinations of the domain). */
function CouponSum({
  picks,
  draws,
  host,
}: {
  readonly picks: readonly string[];
  readonly draws: TotoDraws;
  readonly host: LotteryGamesHost;
}) {
  const { t } = useTranslation();
  const complete = picks.every((pick) => pick !== '');
  const combinations = complete ? totoCombinations(picks) : 0;
  return (
    <p className="bs-lottery__sum" aria-live="polite">
      {t('lottery_toto_combinations', { n: combinations })}{' '}
      <strong>
        {t('lottery_cost')}{' '}
        <Money
          amountMinor={combinations * stakeOf(draws, host.currency)}
          currency={host.currency}
          language={host.language}
        />
      </strong>
    </p>
  );
}

function DrawOnSale({
  draws,
  host,
  onBought,
}: {
  readonly draws: TotoDraws;
  readonly host: LotteryGamesHost;
  readonly onBought: () => void;
}) {
  const { t } = useTranslation();
  const draw = openDraw(draws);
  const [picks, setPicks] = useState<string[]>(emptyPicks);
  const [pending, setPending] = useState(false);
  const [bought, setBought] = useState<TotoCoupon | null>(null);
  const [error, setError] = useState<LotteryWords | null>(null);
  if (draw === null) return <p>{t('lottery_toto_no_draw')}</p>;
  const problem = totoPicksProblem(picks);
  const buy = async () => {
    if (!host.signedIn) {
      host.askLogin();
      return;
    }
    setPending(true);
    setError(null);
    try {
      setBought(await host.api.buyTotoCoupon(draw.id, picks, host.newId()));
      setPicks(emptyPicks());
      host.moneyMoved();
      onBought();
    } catch (failed) {
      setError(
        lotteryRefusalWords(failed, (minor) => formatMoney(minor, host.currency, host.language)),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <h2>{t('lottery_toto_draw', { id: draw.id })}</h2>
      <p className="bs-lottery__muted">
        {t('lottery_sales_close', { at: formatTime(draw.salesCloseAt, host.timeDisplay, 'long') })}
      </p>
      <p>{t('lottery_toto_how')}</p>
      <PicksGrid matches={draw.matches} picks={picks} onChange={setPicks} />
      <CouponSum picks={picks} draws={draws} host={host} />
      {problem === 'too-many' && <FormError>{t('lottery_toto_too_many')}</FormError>}
      {error !== null && <FormError>{t(error.key, error.params)}</FormError>}
      {bought !== null && (
        <p className="bs-lottery__done" role="status">
          {t('lottery_toto_bought', { id: bought.id })}{' '}
          <a
            href={`/${host.language}/toto/coupons`}
            onClick={(event) => {
              event.preventDefault();
              host.navigate(`/${host.language}/toto/coupons`);
            }}
          >
            {t('lottery_toto_nav_coupons')}
          </a>
        </p>
      )}
      <Button disabled={problem !== null || pending} onClick={() => void buy()}>
        {t('lottery_toto_buy')}
      </Button>
    </>
  );
}

function NextDraw({ draws, host }: { readonly draws: TotoDraws; readonly host: LotteryGamesHost }) {
  const { t } = useTranslation();
  const draw = openDraw(draws);
  if (draw === null) return <p>{t('lottery_toto_no_draw')}</p>;
  const jackpot = draw.jackpot[host.currency] ?? 0;
  return (
    <div className="bs-lottery__card">
      <h2>{t('lottery_toto_draw', { id: draw.id })}</h2>
      <p>
        {t('lottery_sales_close', { at: formatTime(draw.salesCloseAt, host.timeDisplay, 'long') })}
      </p>
      <p>
        {t('lottery_toto_jackpot')}{' '}
        <Money amountMinor={jackpot} currency={host.currency} language={host.language} />
      </p>
      <p>
        {t('lottery_toto_base_stake')}{' '}
        <Money
          amountMinor={stakeOf(draws, host.currency)}
          currency={host.currency}
          language={host.language}
        />
      </p>
      <ol className="bs-lottery__list">
        {draw.matches.map((match) => (
          <li key={match.position}>
            {match.home} — {match.away}
          </li>
        ))}
      </ol>
    </div>
  );
}

const resultText = (result: string | null, t: (key: string) => string) =>
  result === null ? '—' : result === 'cancelled' ? t('lottery_toto_cancelled') : result;

function TotoCoupons({ host }: { readonly host: LotteryGamesHost }) {
  const { t } = useTranslation();
  const [coupons] = useLoaded(
    () => (host.signedIn ? host.api.totoCoupons() : Promise.resolve([])),
    String(host.signedIn),
  );
  if (!host.signedIn)
    return (
      <p>
        {t('lottery_sign_in_to_see')}{' '}
        <Button onClick={host.askLogin}>{t('lottery_sign_in')}</Button>
      </p>
    );
  return (
    <Ready loaded={coupons}>
      {(list) =>
        list.length === 0 ? (
          <p>{t('lottery_toto_no_coupons')}</p>
        ) : (
          <ul className="bs-lottery__list">
            {list.map((coupon) => (
              <li key={coupon.id} className="bs-lottery__card" data-coupon-id={coupon.id}>
                <h3>
                  {t('lottery_toto_coupon', { id: coupon.id })} ·{' '}
                  {t('lottery_toto_draw', { id: coupon.drawId })}
                </h3>
                <p className="bs-lottery__picks">{coupon.picks.join(' · ')}</p>
                <p>
                  {t('lottery_toto_combinations', { n: coupon.combinations })} · {t('lottery_cost')}{' '}
                  <Money
                    amountMinor={coupon.stakeMinor}
                    currency={coupon.currency}
                    language={host.language}
                  />
                </p>
                <p>
                  <strong>{t(`lottery_state_${coupon.state}`)}</strong>
                  {coupon.bestCorrect !== null &&
                    ` · ${t('lottery_toto_best', { n: coupon.bestCorrect })}`}
                  {coupon.payoutMinor > 0 && (
                    <>
                      {' · '}
                      {t('lottery_paid')}{' '}
                      <Money
                        amountMinor={coupon.payoutMinor}
                        currency={coupon.currency}
                        language={host.language}
                      />
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        )
      }
    </Ready>
  );
}

const settled = (draws: TotoDraws) => draws.draws.filter((draw) => draw.status === 'settled');

function poolOf(draw: TotoDraw, currency: string) {
  return draw.pools.find((pool) => pool.currency === currency) ?? draw.pools[0] ?? null;
}

function PastDraws({
  draws,
  host,
}: {
  readonly draws: TotoDraws;
  readonly host: LotteryGamesHost;
}) {
  const { t } = useTranslation();
  const past = settled(draws);
  if (past.length === 0) return <p>{t('lottery_toto_no_past')}</p>;
  return (
    <ul className="bs-lottery__list">
      {past.map((draw) => {
        const pool = poolOf(draw, host.currency);
        return (
          <li key={draw.id} className="bs-lottery__card">
            <h2>{t('lottery_toto_draw', { id: draw.id })}</h2>
            <p className="bs-lottery__picks">
              {t('lottery_toto_results')}{' '}
              {draw.matches.map((match) => resultText(match.result, t)).join(' · ')}
            </p>
            {pool !== null && (
              <table className="bs-lottery__table">
                <thead>
                  <tr>
                    <th>{t('lottery_toto_category')}</th>
                    <th>{t('lottery_toto_winners')}</th>
                    <th>{t('lottery_toto_per_combination')}</th>
                  </tr>
                </thead>
                <tbody>
                  {pool.categories.map((category) => (
                    <tr key={category.correct}>
                      <td>{t('lottery_toto_correct', { n: category.correct })}</td>
                      <td>{category.winners}</td>
                      <td>
                        <Money
                          amountMinor={category.perCombinationMinor}
                          currency={pool.currency}
                          language={host.language}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function NonWinning({ draws }: { readonly draws: TotoDraws }) {
  const { t } = useTranslation();
  const past = settled(draws);
  return (
    <>
      <p>{t('lottery_toto_non_winning_about', { least: TOTO_CATEGORIES.at(-1)?.correct ?? 0 })}</p>
      {past.length === 0 ? (
        <p>{t('lottery_toto_no_past')}</p>
      ) : (
        <table className="bs-lottery__table">
          <thead>
            <tr>
              <th>{t('lottery_toto_draw_column')}</th>
              <th>{t('lottery_toto_played')}</th>
              <th>{t('lottery_toto_non_winning')}</th>
            </tr>
          </thead>
          <tbody>
            {past.map((draw) => {
              const played = draw.pools.reduce((sum, pool) => sum + pool.combinations, 0);
              const losing = draw.pools.reduce((sum, pool) => sum + pool.losingCombinations, 0);
              return (
                <tr key={draw.id}>
                  <td>{draw.id}</td>
                  <td>{played}</td>
                  <td>{losing}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

const ALPHABET = [
  'lottery_alphabet_outcomes',
  'lottery_alphabet_several',
  'lottery_alphabet_combination',
  'lottery_alphabet_pool',
  'lottery_alphabet_categories',
  'lottery_alphabet_jackpot',
  'lottery_alphabet_cancelled',
] as const;

function BettingAlphabet() {
  const { t } = useTranslation();
  return (
    <dl className="bs-lottery__alphabet">
      {ALPHABET.map((key) => (
        <div key={key}>
          <dt>{t(`${key}_term`)}</dt>
          <dd>{t(key)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Calculator({
  draws,
  host,
}: {
  readonly draws: TotoDraws;
  readonly host: LotteryGamesHost;
}) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<string[]>(emptyPicks);
  return (
    <>
      <p>{t('lottery_calculator_about')}</p>
      <PicksGrid matches={null} picks={picks} onChange={setPicks} />
      <CouponSum picks={picks} draws={draws} host={host} />
      <Button onClick={() => setPicks(emptyPicks())}>{t('lottery_calculator_clear')}</Button>
    </>
  );
}
