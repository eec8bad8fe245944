import {
  STATEMENT_MAX_DAYS,
  minorAsDecimal,
  statementCells,
  statementColumnOf,
  statementPeriod,
  statementTotals,
  type StatementEntry,
} from './statement';

const entry = (reason: string, amountMinor: number, currency = 'RUB'): StatementEntry => ({
  id: 1,
  at: '2026-11-01T10:00:00.000Z',
  accountId: 1,
  currency,
  reason,
  amountMinor,
  balanceAfterMinor: 0,
});

describe("the player's statement", () => {
  it('puts each ledger reason in one column, unknown reasons in other', () => {
    expect(statementColumnOf('deposit')).toBe('deposits');
    expect(statementColumnOf('withdrawal-request')).toBe('withdrawals');
    expect(statementColumnOf('withdrawal-declined')).toBe('withdrawals');
    expect(statementColumnOf('bet-stake')).toBe('stakes');
    expect(statementColumnOf('bet-refund')).toBe('stakes');
    expect(statementColumnOf('bet-payout')).toBe('wins');
    expect(statementColumnOf('first-deposit-bonus')).toBe('other');
  });

  it('totals each currency, money out as positive amounts net of declines and refunds', () => {
    const totals = statementTotals([
      entry('deposit', 10_000),
      entry('bet-stake', -3_000),
      entry('bet-refund', 1_000),
      entry('bet-payout', 5_000),
      entry('withdrawal-request', -4_000),
      entry('withdrawal-declined', 4_000),
      entry('withdrawal-request', -2_500),
      entry('first-deposit-bonus', 700),
      entry('deposit', 900, 'USD'),
    ]);
    expect(totals).toEqual([
      {
        currency: 'RUB',
        deposits: 10_000,
        withdrawals: 2_500,
        stakes: 2_000,
        wins: 5_000,
        other: 700,
        net: 11_200,
      },
      { currency: 'USD', deposits: 900, withdrawals: 0, stakes: 0, wins: 0, other: 0, net: 900 },
    ]);
    const [rub] = totals;
    expect(rub!.deposits - rub!.withdrawals - rub!.stakes + rub!.wins + rub!.other).toBe(rub!.net);
  });

  it('reads a period of whole UTC days, both ends included', () => {
    expect(statementPeriod('2026-11-01', '2026-11-30')).toEqual({
      start: new Date('2026-11-01T00:00:00Z'),
      end: new Date('2026-12-01T00:00:00Z'),
    });
    expect(statementPeriod('2026-11-05', '2026-11-05')?.end).toEqual(
      new Date('2026-11-06T00:00:00Z'),
    );
  });

  it('refuses a date that is no calendar date, a reversed period, one longer than a year', () => {
    expect(statementPeriod('2026-02-30', '2026-03-01')).toBeNull();
    expect(statementPeriod('2026-11-1', '2026-11-30')).toBeNull();
    expect(statementPeriod('2026-11-30', '2026-11-01')).toBeNull();
    expect(statementPeriod('2025-01-01', '2026-01-02')).toBeNull();
    expect(STATEMENT_MAX_DAYS).toBe(366);
    expect(statementPeriod('2024-01-01', '2024-12-31')).not.toBeNull();
  });

  it("writes amounts as plain decimals with the currency's minor digits", () => {
    expect(minorAsDecimal(123_450, 'RUB')).toBe('1234.50');
    expect(minorAsDecimal(-5, 'USD')).toBe('-0.05');
    expect(minorAsDecimal(0, 'EUR')).toBe('0.00');
    expect(minorAsDecimal(-1500, 'JPY')).toBe('-1500');
  });

  it('gives the files one set of cells: a row per ledger row and a total per currency', () => {
    const cells = statementCells([entry('deposit', 10_000), entry('bet-stake', -2_550)], (column) =>
      column.toUpperCase(),
    );
    expect(cells.rows).toEqual([
      ['2026-11-01 10:00:00', '1', 'RUB', 'DEPOSITS', '100.00', '0.00'],
      ['2026-11-01 10:00:00', '1', 'RUB', 'STAKES', '-25.50', '0.00'],
    ]);
    expect(cells.totals).toEqual([['RUB', '100.00', '0.00', '25.50', '0.00', '0.00', '74.50']]);
  });
});
