import { PAYMENT_STATUS } from './payments';
import { completedPaymentCount, teamCashDecision, teamCashNeedsSecondPage } from './team-cash';

describe('the team cash popup', () => {
  const base = { authorised: true, shown: false, activated: false };

  it('shows once at exactly 3 completed payments', () => {
    expect(teamCashDecision({ ...base, completedPayments: 3 })).toBe('show');
    expect(teamCashDecision({ ...base, completedPayments: 3, shown: true })).toBe('none');
  });

  it('shows and is then marked activated at 4 completed payments, and never after', () => {
    expect(teamCashDecision({ ...base, completedPayments: 4, shown: true })).toBe(
      'show-and-activate',
    );
    expect(teamCashDecision({ ...base, completedPayments: 4, activated: true })).toBe('none');
  });

  it('never shows to visitors or at other counts', () => {
    expect(teamCashDecision({ ...base, authorised: false, completedPayments: 3 })).toBe('none');
    for (const count of [0, 1, 2, 5, 9]) {
      expect(teamCashDecision({ ...base, completedPayments: count })).toBe('none');
    }
  });

  it('counts payments of status 2 and reads a second page while fewer than 5 are completed', () => {
    const items = [1, 2, 2, 4, 2].map((status) => ({ status_id: status as 1 | 2 | 4 }));
    expect(completedPaymentCount(items)).toBe(3);
    expect(PAYMENT_STATUS.completed).toBe(2);
    expect(teamCashNeedsSecondPage(3, 14, 10)).toBe(true);
    expect(teamCashNeedsSecondPage(5, 14, 10)).toBe(false);
    expect(teamCashNeedsSecondPage(3, 8, 10)).toBe(false);
  });
});
