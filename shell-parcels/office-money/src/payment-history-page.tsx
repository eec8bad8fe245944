import { formatTime, type TimeDisplay } from '@betshell/domain';
import {
  PAYMENT_HISTORY_PAGE_SIZE,
  PAYMENT_STATUS_TITLE_KEY,
  type PaymentHistoryAnswer,
} from '@betshell/domain/accounts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from './refusal-text';
import { Money, ResponsiveTable } from '@betshell/ui';

export interface PaymentHistoryPageProps {
  /** A page of payments: the history (with or without the archive), or the pending requests. */
  readonly load: (pageNumber: number, includeArchive: boolean) => Promise<PaymentHistoryAnswer>;
  /** The history offers the archive; the requests list has none. */
  readonly withArchive: boolean;
  readonly emptyKey: string;
  /** The player's time zone, clock and language (settings.timeDisplay). */
  readonly timeDisplay: TimeDisplay;
}

/** What the last answered request gave, for the request it answered (`key`). */
type Loaded =
  | { readonly key: string; readonly state: 'failed'; readonly message: string }
  | { readonly key: string; readonly state: 'ready'; readonly page: PaymentHistoryAnswer };

/**
 * Office historypay and payment/requests (limits-coupon-signin.md section 3, Payment history item):
 * the payments newest first, PAYMENT_HISTORY_PAGE_SIZE a page, with previous and next pages.
 */
export function PaymentHistoryPage({
  load,
  withArchive,
  emptyKey,
  timeDisplay,
}: PaymentHistoryPageProps) {
  const { t, i18n } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const [includeArchive, setIncludeArchive] = useState(false);
  const [answered, setAnswered] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A page still loading is one whose request has no answer yet: the last answer was for another.
  const key = `${pageNumber}:${includeArchive}:${attempt}`;
  const loaded = answered?.key === key ? answered : ({ state: 'loading' } as const);

  useEffect(() => {
    let live = true;
    load(pageNumber, includeArchive).then(
      (page) => live && setAnswered({ key, state: 'ready', page }),
      (error: unknown) =>
        live && setAnswered({ key, state: 'failed', message: refusalText(t, error) }),
    );
    return () => {
      live = false;
    };
  }, [load, pageNumber, includeArchive, key, t]);

  const pages =
    loaded.state === 'ready'
      ? Math.max(1, Math.ceil(loaded.page.total_count / PAYMENT_HISTORY_PAGE_SIZE))
      : 1;

  return (
    <>
      {withArchive && (
        <label className="bs-office-money__check">
          <input
            type="checkbox"
            checked={includeArchive}
            onChange={(event) => {
              setIncludeArchive(event.target.checked);
              setPageNumber(1);
            }}
          />{' '}
          {t('money_history_archive')}
        </label>
      )}
      {loaded.state === 'loading' && (
        <p role="status" aria-busy="true">
          {t('money_loading')}
        </p>
      )}
      {loaded.state === 'failed' && (
        <div role="alert" className="bs-office-money__error">
          <p>
            {t('money_history_failed')} {loaded.message}
          </p>
          <button type="button" onClick={() => setAttempt(attempt + 1)}>
            {t('money_retry')}
          </button>
        </div>
      )}
      {loaded.state === 'ready' && loaded.page.entities.length === 0 && <p>{t(emptyKey)}</p>}
      {loaded.state === 'ready' && loaded.page.entities.length > 0 && (
        <ResponsiveTable
          className="bs-office-money__table"
          data-testid="payment-history"
          rows={loaded.page.entities}
          rowKey={(item) => item.id}
          rowProps={(item) => ({ 'data-payment': item.id, 'data-status': item.status_id })}
          columns={[
            { key: 'number', header: t('money_col_number'), cell: (item) => item.id },
            {
              key: 'date',
              header: t('money_col_date'),
              cell: (item) => formatTime(item.timestamp * 1000, timeDisplay, 'dateTime'),
            },
            {
              key: 'kind',
              header: t('money_col_kind'),
              cell: (item) =>
                t(
                  item.kind === 'withdrawal'
                    ? 'accounts_payment_withdrawal'
                    : 'accounts_payment_deposit',
                ),
            },
            {
              key: 'amount',
              header: t('money_col_amount'),
              numeric: true,
              cell: (item) => (
                <>
                  {item.summ > 0 ? '+' : ''}
                  <Money
                    amountMinor={item.summ}
                    currency={item.currency}
                    language={i18n.language}
                  />
                </>
              ),
            },
            {
              key: 'status',
              header: t('money_col_status'),
              cell: (item) =>
                t([PAYMENT_STATUS_TITLE_KEY[item.status_id] ?? '', item.status_title]),
            },
          ]}
        />
      )}
      {pages > 1 && (
        <nav className="bs-office-money__paging" aria-label={t('money_paging')}>
          <button
            type="button"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber(pageNumber - 1)}
          >
            {t('money_page_previous')}
          </button>
          <span>{t('money_page_of', { page: pageNumber, pages })}</span>
          <button
            type="button"
            disabled={pageNumber >= pages}
            onClick={() => setPageNumber(pageNumber + 1)}
          >
            {t('money_page_next')}
          </button>
        </nav>
      )}
    </>
  );
}
