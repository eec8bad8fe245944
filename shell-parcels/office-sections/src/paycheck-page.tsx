import { formatTime, isHttpFailure, type TimeDisplay } from '@betshell/domain';
import {
  STATEMENT_COLUMNS,
  statementColumnOf,
  statementPeriod,
  type StatementEntry,
  type StatementTotals,
} from '@betshell/domain/accounts';
import { Field, Form, FormError, Money, ResponsiveTable, SubmitButton } from '@betshell/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeSectionsApi, Statement } from './office-sections-http-api';

export interface PaycheckPageProps {
  readonly api: Pick<OfficeSectionsApi, 'statement' | 'statementFileUrl'>;
  readonly language: string;
  /** The player's time zone, clock and language (settings.timeDisplay). */
  readonly timeDisplay: TimeDisplay;
  /** Today, for the period the page opens with: this month so far (UTC). */
  readonly today: () => Date;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A form field's text; a file (never sent here) is no text. */
const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/**
 * The office paycheck page (spec/shell.md section 2.5): the player's statement for the days they
 * choose, the totals per currency (deposits, withdrawals, stakes, wins, other and net) and every
 * ledger row, and the same statement to download as CSV and as PDF.
 */
export function PaycheckPage({ api, language, timeDisplay, today }: PaycheckPageProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => {
    const now = today();
    return { from: `${day(now).slice(0, 8)}01`, to: day(now) };
  });
  const [statement, setStatement] = useState<Statement | null>(null);
  // The keys of the words for what went wrong, translated as the page renders.
  const [error, setError] = useState<string[] | null>(null);
  const [pending, setPending] = useState(true);

  const failure = (failed: unknown) => [
    ...(isHttpFailure(failed) ? [failed.messageKey] : []),
    'office_sections_error',
  ];

  // The statement of the period asked last; a later question makes an earlier answer stale.
  useEffect(() => {
    let live = true;
    api.statement(period.from, period.to).then(
      (answer) => {
        if (!live) return;
        setStatement(answer);
        setPending(false);
      },
      (failed: unknown) => {
        if (!live) return;
        setError(failure(failed));
        setPending(false);
      },
    );
    return () => {
      live = false;
    };
  }, [api, period]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = textOf(data.get('from'));
    const to = textOf(data.get('to'));
    if (statementPeriod(from, to) === null) {
      setError(['paycheck_invalid_period']);
      return;
    }
    setError(null);
    setPending(true);
    setPeriod({ from, to });
  };

  const money = (amountMinor: number, currency: string) => (
    <Money amountMinor={amountMinor} currency={currency} language={language} />
  );
  const shown = statement !== null && statement.from === period.from && statement.to === period.to;

  return (
    <section className="bs-office-sections" data-page="paycheck" aria-labelledby="bs-paycheck">
      <h1 id="bs-paycheck">{t('paycheck_title')}</h1>
      <p>{t('paycheck_intro')}</p>
      <Form className="bs-office-sections__card bs-office-sections__period" onSubmit={submit}>
        <Field
          label={t('paycheck_from')}
          type="date"
          name="from"
          defaultValue={period.from}
          required
        />
        <Field label={t('paycheck_to')} type="date" name="to" defaultValue={period.to} required />
        <SubmitButton pending={pending}>{t('paycheck_show')}</SubmitButton>
      </Form>
      <FormError>{error !== null && t(error)}</FormError>
      {shown && (
        <>
          <p className="bs-office-sections__downloads">
            {(['csv', 'pdf'] as const).map((format) => (
              <a
                key={format}
                className="ui-button ui-button--secondary"
                href={api.statementFileUrl(period.from, period.to, format, language)}
                download
                data-download={format}
              >
                {t(`paycheck_download_${format}`)}
              </a>
            ))}
          </p>
          <h2>{t('paycheck_totals')}</h2>
          <ResponsiveTable<StatementTotals>
            data-table="totals"
            rows={statement.totals}
            rowKey={(total) => total.currency}
            columns={[
              {
                key: 'currency',
                header: t('paycheck_cell_currency'),
                cell: (total) => total.currency,
                rowHeader: true,
              },
              ...[...STATEMENT_COLUMNS, 'net' as const].map((column) => ({
                key: column,
                header: t(`paycheck_${column}_sum`),
                cell: (total: StatementTotals) => money(total[column], total.currency),
                numeric: true,
              })),
            ]}
          />
          <h2>{t('paycheck_rows')}</h2>
          {statement.entries.length === 0 ? (
            <p>{t('paycheck_no_rows')}</p>
          ) : (
            <ResponsiveTable<StatementEntry>
              data-table="rows"
              rows={statement.entries}
              rowKey={(entry) => entry.id}
              columns={[
                {
                  key: 'time',
                  header: t('paycheck_cell_time'),
                  cell: (entry) => formatTime(entry.at, timeDisplay, 'dateTime'),
                },
                {
                  key: 'column',
                  header: t('paycheck_cell_column'),
                  cell: (entry) => t(`paycheck_${statementColumnOf(entry.reason)}_sum`),
                  rowHeader: true,
                },
                {
                  key: 'account',
                  header: t('paycheck_cell_account'),
                  cell: (entry) => entry.accountId,
                },
                {
                  key: 'amount',
                  header: t('paycheck_cell_amount'),
                  cell: (entry) => money(entry.amountMinor, entry.currency),
                  numeric: true,
                },
                {
                  key: 'balance',
                  header: t('paycheck_cell_balance'),
                  cell: (entry) => money(entry.balanceAfterMinor, entry.currency),
                  numeric: true,
                },
              ]}
            />
          )}
        </>
      )}
    </section>
  );
}
