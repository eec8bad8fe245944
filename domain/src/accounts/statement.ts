import { isSiteCurrency } from '../auth/site-currencies';
import { CURRENCY_DETAILS } from './currency-details';

/**
 * The player's statement of the office `paycheck` page (spec/shell.md section 2.5): what the
 * ledger moved on the player's accounts in a period, in the columns a player reads a statement
 * by. The spec names only the page; the columns, their signs and the period rule are ours.
 */

/** The columns of a statement. */
export const STATEMENT_COLUMNS = ['deposits', 'withdrawals', 'stakes', 'wins', 'other'] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

/**
 * The column of a ledger row by its reason (server/src/accounts/ledger.ts): a declined withdrawal
 * gives back what its request took, so both are withdrawals; a refunded stake likewise is a
 * stake, and a cash-out is a win. Any other reason (a bonus, an operator's correction) is "other", so every row counts
 * somewhere and the columns always add up to the net.
 */
export function statementColumnOf(reason: string): StatementColumn {
  switch (reason) {
    case 'deposit':
      return 'deposits';
    case 'withdrawal-request':
    case 'withdrawal-declined':
      return 'withdrawals';
    case 'bet-stake':
    case 'bet-refund':
    case 'toto-stake':
    case 'lotto-stake':
      return 'stakes';
    case 'bet-payout':
    case 'toto-payout':
    case 'lotto-payout':
    case 'bet-cash-out':
      return 'wins';
    default:
      return 'other';
  }
}

/** One ledger row of the statement. Amounts are signed minor units, as the ledger holds them. */
export interface StatementEntry {
  readonly id: number;
  /** ISO instant. */
  readonly at: string;
  readonly accountId: number;
  readonly currency: string;
  readonly reason: string;
  readonly amountMinor: number;
  readonly balanceAfterMinor: number;
}

/**
 * The totals of one currency. Deposits and wins are what came in, withdrawals and stakes what
 * went out (both written as positive amounts: net of declines and refunds), other is signed, and
 * net is the sum of every row: deposits - withdrawals - stakes + wins + other.
 */
export interface StatementTotals {
  readonly currency: string;
  readonly deposits: number;
  readonly withdrawals: number;
  readonly stakes: number;
  readonly wins: number;
  readonly other: number;
  readonly net: number;
}

/** The totals per currency, in the order the currencies first appear among the rows. */
export function statementTotals(entries: readonly StatementEntry[]): StatementTotals[] {
  const sums = new Map<string, Record<StatementColumn | 'net', number>>();
  for (const entry of entries) {
    let sum = sums.get(entry.currency);
    if (sum === undefined) {
      sum = { deposits: 0, withdrawals: 0, stakes: 0, wins: 0, other: 0, net: 0 };
      sums.set(entry.currency, sum);
    }
    const column = statementColumnOf(entry.reason);
    const outgoing = column === 'withdrawals' || column === 'stakes';
    sum[column] += outgoing ? -entry.amountMinor : entry.amountMinor;
    sum.net += entry.amountMinor;
  }
  return [...sums].map(([currency, sum]) => ({ currency, ...sum }));
}

/** The longest period one statement covers, in days: a year and a day for leap years. */
export const STATEMENT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/**
 * A period of whole days in UTC, `from` and `to` both included (YYYY-MM-DD), as the instants
 * [start, end) the ledger is read between; null when a date is not a calendar date, `to` is
 * before `from`, or the period is longer than STATEMENT_MAX_DAYS.
 */
export function statementPeriod(
  from: string,
  to: string,
): { readonly start: Date; readonly end: Date } | null {
  const day = (text: string): number | null => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
    const time = Date.parse(`${text}T00:00:00Z`);
    // Date.parse rolls 2026-02-30 over to March: a real date prints back as itself.
    return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text ? null : time;
  };
  const start = day(from);
  const last = day(to);
  if (start === null || last === null || last < start) return null;
  if ((last - start) / DAY_MS + 1 > STATEMENT_MAX_DAYS) return null;
  return { start: new Date(start), end: new Date(last + DAY_MS) };
}

/**
 * An amount of minor units as a plain decimal for a file a program may read (CSV, PDF): a dot,
 * the currency's minor digits, a hyphen for a minus, no grouping ("-1234.50").
 */
export function minorAsDecimal(amountMinor: number, currency: string): string {
  const digits = isSiteCurrency(currency) ? CURRENCY_DETAILS[currency].minorDigits : 2;
  const sign = amountMinor < 0 ? '-' : '';
  const whole = String(Math.abs(Math.trunc(amountMinor))).padStart(digits + 1, '0');
  return digits === 0
    ? `${sign}${whole}`
    : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
}

/** The cells of a statement's rows, in its files' column order (STATEMENT_ROW_CELLS). */
export const STATEMENT_ROW_CELLS = [
  'time',
  'account',
  'currency',
  'column',
  'amount',
  'balance',
] as const;

/** The cells of its totals, in order. */
export const STATEMENT_TOTAL_CELLS = ['currency', ...STATEMENT_COLUMNS, 'net'] as const;

/**
 * The rows and totals of a statement as the text of their cells, the one source of both of its
 * files (CSV and PDF), so their rows and totals are the same to the character. `columnName`
 * writes a column's name in the file's language; the time is UTC ("2026-11-01 10:00:00").
 */
export function statementCells(
  entries: readonly StatementEntry[],
  columnName: (column: StatementColumn) => string,
): { readonly rows: string[][]; readonly totals: string[][] } {
  const rows = entries.map((entry) => [
    `${entry.at.slice(0, 10)} ${entry.at.slice(11, 19)}`,
    String(entry.accountId),
    entry.currency,
    columnName(statementColumnOf(entry.reason)),
    minorAsDecimal(entry.amountMinor, entry.currency),
    minorAsDecimal(entry.balanceAfterMinor, entry.currency),
  ]);
  const totals = statementTotals(entries).map((total) => [
    total.currency,
    ...STATEMENT_COLUMNS.map((column) => minorAsDecimal(total[column], total.currency)),
    minorAsDecimal(total.net, total.currency),
  ]);
  return { rows, totals };
}
