import { PAYMENT_STATUS, type PaymentStatus } from './payments';
import type { PaymentHistoryAnswer } from './payments-http-api';
import { checkTeamCash, type TeamCashHost } from './team-cash-check';

const entry = (id: number, status: PaymentStatus) => ({
  id,
  status_id: status,
  message: '',
  translate_message: '',
  skks_hash: '',
  timestamp: 0,
  date_payment: '',
  status_title: '',
  summ: 100,
  money_deposit_id: null,
  currency: 'RUB',
  kind: 'deposit',
});

function host(
  pages: PaymentHistoryAnswer[],
  cookies: Record<string, string> = {},
  authorised = true,
) {
  const asked: number[] = [];
  const written: { name: string; value: string; maxAgeSeconds: number }[] = [];
  const value: TeamCashHost = {
    authorised,
    history: (page) => {
      asked.push(page);
      return Promise.resolve(pages[page - 1] ?? { entities: [], total_count: 0 });
    },
    cookie: (name) => cookies[name],
    setCookie: (name, v, maxAgeSeconds) => {
      cookies[name] = v;
      written.push({ name, value: v, maxAgeSeconds });
    },
  };
  return { value, asked, written, cookies };
}

const completed = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => entry(from + i, PAYMENT_STATUS.completed));

describe('the team cash check', () => {
  it('shows the popup once at exactly 3 completed payments and remembers it for 321408 s', async () => {
    const h = host([
      { entities: [...completed(3), entry(9, PAYMENT_STATUS.failed)], total_count: 4 },
    ]);
    await expect(checkTeamCash(h.value)).resolves.toEqual({
      decision: 'show',
      completedPayments: 3,
    });
    expect(h.written).toEqual([{ name: 'team_cash_shown', value: '1', maxAgeSeconds: 321_408 }]);
    await expect(checkTeamCash(h.value)).resolves.toMatchObject({ decision: 'none' });
  });

  it('shows it at 4 completed payments and marks the player activated, after which nothing is asked', async () => {
    const h = host([{ entities: completed(4), total_count: 4 }], { team_cash_shown: '1' });
    await expect(checkTeamCash(h.value)).resolves.toMatchObject({ decision: 'show-and-activate' });
    expect(h.cookies['team_cash_activated']).toBe('1');
    h.asked.length = 0;
    await expect(checkTeamCash(h.value)).resolves.toMatchObject({ decision: 'none' });
    expect(h.asked).toEqual([]);
  });

  it('reads the second page when the first has fewer than 5 completed payments and more exist', async () => {
    const firstPage = [
      ...completed(2),
      ...Array.from({ length: 8 }, (_, i) => entry(20 + i, PAYMENT_STATUS.failed)),
    ];
    const h = host([
      { entities: firstPage, total_count: 11 },
      { entities: completed(1, 40), total_count: 11 },
    ]);
    await expect(checkTeamCash(h.value)).resolves.toEqual({
      decision: 'show',
      completedPayments: 3,
    });
    expect(h.asked).toEqual([1, 2]);
  });

  it('asks nothing for a visitor', async () => {
    const h = host([{ entities: completed(3), total_count: 3 }], {}, false);
    await expect(checkTeamCash(h.value)).resolves.toMatchObject({ decision: 'none' });
    expect(h.asked).toEqual([]);
  });
});
