import { formatMoney, formatTime } from '@betshell/domain';
import {
  lotteryRefusalWords,
  lottoNumbersProblem,
  type LotteryWords,
  verifyLottoDraw,
  type LottoVerification,
} from '@betshell/domain/lottery';
import { Button, FormError, Money } from '@betshell/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lotteries, Lottery, LottoDraw, LottoTicket } from './lottery-games-http-api';
import { useLoaded, type LotteryGamesHost } from './lottery-games-host';
import { Ready } from './toto-pages';

interface LottoPagesProps {
  readonly section: string;
  readonly lottoId: number;
  readonly host: LotteryGamesHost;
}

const priceOf = (lotteries: Lotteries, lottery: Lottery, currency: string) =>
  (lotteries.baseStakes[currency] ?? lotteries.baseStakes['RUB'] ?? 0) * lottery.priceUnits;

function Link({
  href,
  host,
  children,
}: {
  readonly href: string;
  readonly host: LotteryGamesHost;
  readonly children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        host.navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** The lotto pages of spec/shell.md section 2.3: catalog, a lottery's view and its results. */
export function LottoPages({ section, lottoId, host }: LottoPagesProps) {
  const { t } = useTranslation();
  const [lotteries, reload] = useLoaded(() => host.api.lotteries(), 'lotteries');
  return (
    <Ready loaded={lotteries}>
      {(catalogue) => {
        const lottery = catalogue.lotteries.find((one) => one.id === lottoId);
        if (section === 'catalog' || lottery === undefined) {
          if (section !== 'catalog') return <p>{t('lottery_lotto_not_found')}</p>;
          return <Catalog lotteries={catalogue} host={host} />;
        }
        return section === 'results' ? (
          <Results lottery={lottery} host={host} />
        ) : (
          <Play lotteries={catalogue} lottery={lottery} host={host} onBought={reload} />
        );
      }}
    </Ready>
  );
}

function RulesText({ lottery }: { readonly lottery: Lottery }) {
  const { t } = useTranslation();
  return <p>{t('lottery_lotto_rules', { pick: lottery.pickCount, max: lottery.maxNumber })}</p>;
}

function Catalog({
  lotteries,
  host,
}: {
  readonly lotteries: Lotteries;
  readonly host: LotteryGamesHost;
}) {
  const { t } = useTranslation();
  const base = `/${host.language}/lotto`;
  return (
    <ul className="bs-lottery__catalog">
      {lotteries.lotteries.map((lottery) => (
        <li key={lottery.id} className="bs-lottery__card">
          <h2>{lottery.name}</h2>
          <RulesText lottery={lottery} />
          <p>
            {t('lottery_lotto_price')}{' '}
            <Money
              amountMinor={priceOf(lotteries, lottery, host.currency)}
              currency={host.currency}
              language={host.language}
            />
          </p>
          {lottery.openDraw !== null && (
            <p className="bs-lottery__muted">
              {t('lottery_sales_close', {
                at: formatTime(lottery.openDraw.salesCloseAt, host.timeDisplay, 'long'),
              })}
            </p>
          )}
          <p className="bs-lottery__links">
            <Link href={`${base}/view/${lottery.id}`} host={host}>
              {t('lottery_lotto_play', { name: lottery.name })}
            </Link>
            <Link href={`${base}/results/${lottery.id}`} host={host}>
              {t('lottery_lotto_results', { name: lottery.name })}
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}

function Commitment({ draw }: { readonly draw: LottoDraw }) {
  const { t } = useTranslation();
  return (
    <p className="bs-lottery__hash">
      {t('lottery_lotto_commitment')} <code>{draw.seedHash}</code>
    </p>
  );
}

function Play({
  lotteries,
  lottery,
  host,
  onBought,
}: {
  readonly lotteries: Lotteries;
  readonly lottery: Lottery;
  readonly host: LotteryGamesHost;
  readonly onBought: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const [pending, setPending] = useState(false);
  const [bought, setBought] = useState<LottoTicket | null>(null);
  const [error, setError] = useState<LotteryWords | null>(null);
  const draw = lottery.openDraw;
  const [tickets, reloadTickets] = useLoaded(
    () => (host.signedIn ? host.api.lottoTickets() : Promise.resolve([])),
    `tickets:${host.signedIn}`,
  );
  if (draw === null) return <p>{t('lottery_lotto_no_draw')}</p>;
  const toggle = (number: number) =>
    setChosen((now) =>
      now.includes(number)
        ? now.filter((one) => one !== number)
        : now.length < lottery.pickCount
          ? [...now, number].sort((a, b) => a - b)
          : now,
    );
  const buy = async (numbers: number[] | null) => {
    if (!host.signedIn) {
      host.askLogin();
      return;
    }
    setPending(true);
    setError(null);
    try {
      setBought(await host.api.buyLottoTicket(draw.id, numbers, host.newId()));
      setChosen([]);
      host.moneyMoved();
      reloadTickets();
      onBought();
    } catch (failed) {
      setError(
        lotteryRefusalWords(failed, (minor) => formatMoney(minor, host.currency, host.language)),
      );
    } finally {
      setPending(false);
    }
  };
  const numbers = Array.from({ length: lottery.maxNumber }, (_, index) => index + 1);
  return (
    <>
      <h2>
        {lottery.name} · {t('lottery_lotto_draw', { id: draw.id })}
      </h2>
      <RulesText lottery={lottery} />
      <p className="bs-lottery__muted">
        {t('lottery_sales_close', { at: formatTime(draw.salesCloseAt, host.timeDisplay, 'long') })}
      </p>
      <Commitment draw={draw} />
      <div className="bs-lottery__numbers" role="group" aria-label={t('lottery_lotto_numbers')}>
        {numbers.map((number) => (
          <button
            key={number}
            type="button"
            className="bs-lottery__pick"
            aria-pressed={chosen.includes(number)}
            onClick={() => toggle(number)}
          >
            {number}
          </button>
        ))}
      </div>
      <p aria-live="polite">
        {t('lottery_lotto_chosen', { n: chosen.length, of: lottery.pickCount })}{' '}
        <strong>
          {t('lottery_cost')}{' '}
          <Money
            amountMinor={priceOf(lotteries, lottery, host.currency)}
            currency={host.currency}
            language={host.language}
          />
        </strong>
      </p>
      {error !== null && <FormError>{t(error.key, error.params)}</FormError>}
      {bought !== null && (
        <p className="bs-lottery__done" role="status">
          {t('lottery_lotto_bought', { id: bought.id, numbers: bought.numbers.join(', ') })}
        </p>
      )}
      <p className="bs-lottery__actions">
        <Button
          tone="primary"
          disabled={pending || lottoNumbersProblem(chosen, lottery) !== null}
          onClick={() => void buy(chosen)}
        >
          {t('lottery_lotto_buy')}
        </Button>
        <Button disabled={pending} onClick={() => void buy(null)}>
          {t('lottery_lotto_buy_random')}
        </Button>
      </p>
      {host.signedIn && (
        <Ready loaded={tickets}>
          {(list) => (
            <TicketList
              tickets={list.filter((ticket) => ticket.lotteryId === lottery.id)}
              host={host}
            />
          )}
        </Ready>
      )}
      <p>
        <Link href={`/${host.language}/lotto/results/${lottery.id}`} host={host}>
          {t('lottery_lotto_results', { name: lottery.name })}
        </Link>
      </p>
    </>
  );
}

function TicketList({
  tickets,
  host,
}: {
  readonly tickets: readonly LottoTicket[];
  readonly host: LotteryGamesHost;
}) {
  const { t } = useTranslation();
  if (tickets.length === 0) return null;
  return (
    <>
      <h3>{t('lottery_lotto_your_tickets')}</h3>
      <ul className="bs-lottery__list">
        {tickets.map((ticket) => (
          <li key={ticket.id} className="bs-lottery__ticket" data-ticket-id={ticket.id}>
            {t('lottery_lotto_ticket', { id: ticket.id, draw: ticket.drawId })}:{' '}
            <span className="bs-lottery__picks">{ticket.numbers.join(', ')}</span> ·{' '}
            <strong>{t(`lottery_state_${ticket.state}`)}</strong>
            {ticket.matches !== null && ` · ${t('lottery_lotto_matches', { n: ticket.matches })}`}
            {ticket.payoutMinor > 0 && (
              <>
                {' · '}
                {t('lottery_paid')}{' '}
                <Money
                  amountMinor={ticket.payoutMinor}
                  currency={ticket.currency}
                  language={host.language}
                />
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function Results({
  lottery,
  host,
}: {
  readonly lottery: Lottery;
  readonly host: LotteryGamesHost;
}) {
  const { t } = useTranslation();
  const [draws] = useLoaded(() => host.api.lottoResults(lottery.id), `results:${lottery.id}`);
  const [tickets] = useLoaded(
    () => (host.signedIn ? host.api.lottoTickets() : Promise.resolve([])),
    `tickets:${host.signedIn}`,
  );
  const mine = tickets.state === 'ready' ? tickets.value : [];
  return (
    <>
      <h2>{t('lottery_lotto_results', { name: lottery.name })}</h2>
      <p>{t('lottery_lotto_fair')}</p>
      <Ready loaded={draws}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('lottery_lotto_no_results')}</p>
          ) : (
            <ul className="bs-lottery__list">
              {list.map((draw) => (
                <DrawResult
                  key={draw.id}
                  draw={draw}
                  lottery={lottery}
                  host={host}
                  tickets={mine.filter((ticket) => ticket.drawId === draw.id)}
                />
              ))}
            </ul>
          )
        }
      </Ready>
    </>
  );
}

function DrawResult({
  draw,
  lottery,
  host,
  tickets,
}: {
  readonly draw: LottoDraw;
  readonly lottery: Lottery;
  readonly host: LotteryGamesHost;
  readonly tickets: readonly LottoTicket[];
}) {
  const { t } = useTranslation();
  const [verification, setVerification] = useState<LottoVerification | 'failed' | null>(null);
  const verify = async () => {
    if (draw.serverSeed === null || draw.numbers === null) return;
    try {
      setVerification(
        await verifyLottoDraw(
          {
            id: draw.id,
            seedHash: draw.seedHash,
            serverSeed: draw.serverSeed,
            numbers: draw.numbers,
          },
          lottery,
          host.sha256Hex,
        ),
      );
    } catch {
      setVerification('failed');
    }
  };
  const holds =
    verification !== null &&
    verification !== 'failed' &&
    verification.commitmentHolds &&
    verification.numbersHold;
  return (
    <li className="bs-lottery__card" data-draw-id={draw.id}>
      <h3>
        {t('lottery_lotto_draw', { id: draw.id })}
        {draw.drawnAt !== null && ` · ${formatTime(draw.drawnAt, host.timeDisplay, 'long')}`}
      </h3>
      <p className="bs-lottery__drawn">
        {(draw.numbers ?? []).map((number) => (
          <span key={number} className="bs-lottery__ball">
            {number}
          </span>
        ))}
      </p>
      <Commitment draw={draw} />
      <p className="bs-lottery__hash">
        {t('lottery_lotto_seed')} <code>{draw.serverSeed}</code>
      </p>
      <TicketList tickets={tickets} host={host} />
      <Button onClick={() => void verify()}>{t('lottery_lotto_verify')}</Button>
      {verification !== null && (
        <p className={holds ? 'bs-lottery__done' : 'ui-form-error'} role="status">
          {holds
            ? t('lottery_lotto_verified', {
                numbers: verification.recomputed.join(', '),
              })
            : t('lottery_lotto_not_verified')}
        </p>
      )}
    </li>
  );
}
