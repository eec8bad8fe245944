import { nextRealityCheckAtMs, playedTime, sessionNetResult } from './reality-check';

describe('reality check', () => {
  it('comes first N minutes after the session started', () => {
    expect(nextRealityCheckAtMs(0, 15, 0)).toBe(15 * 60_000);
  });

  it('keeps to the session grid whenever it is asked', () => {
    expect(nextRealityCheckAtMs(0, 15, 15 * 60_000)).toBe(30 * 60_000);
    expect(nextRealityCheckAtMs(0, 15, 29 * 60_000)).toBe(30 * 60_000);
    expect(nextRealityCheckAtMs(1_000, 5, 1_000 + 11 * 60_000)).toBe(1_000 + 15 * 60_000);
  });

  it('says the time played in whole hours and minutes', () => {
    expect(playedTime(61 * 60 + 59)).toEqual({ hours: 1, minutes: 1 });
    expect(playedTime(59)).toEqual({ hours: 0, minutes: 0 });
    expect(playedTime(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('the net result of a session', () => {
  it('is winnings and refunds minus stakes, per currency', () => {
    expect(
      sessionNetResult([
        { currency: 'RUB', reason: 'bet-stake', amountMinor: -5_000 },
        { currency: 'RUB', reason: 'bet-payout', amountMinor: 3_000 },
        { currency: 'RUB', reason: 'bet-refund', amountMinor: 500 },
        { currency: 'USD', reason: 'bet-stake', amountMinor: -200 },
        { currency: 'USD', reason: 'bet-payout', amountMinor: 700 },
      ]),
    ).toEqual([
      { currency: 'RUB', amountMinor: -1_500 },
      { currency: 'USD', amountMinor: 500 },
    ]);
  });

  it("counts the casino's rounds as the sportsbook's bets: stakes, wins and refunds", () => {
    expect(
      sessionNetResult([
        { currency: 'RUB', reason: 'bet-stake', amountMinor: -1_000 },
        { currency: 'RUB', reason: 'casino-stake', amountMinor: -2_000 },
        { currency: 'RUB', reason: 'casino-win', amountMinor: 500 },
        { currency: 'RUB', reason: 'casino-refund', amountMinor: 300 },
      ]),
    ).toEqual([{ currency: 'RUB', amountMinor: -2_200 }]);
  });

  it('leaves deposits, withdrawals and bonuses out: they move money without playing', () => {
    expect(
      sessionNetResult([
        { currency: 'RUB', reason: 'deposit', amountMinor: 10_000 },
        { currency: 'RUB', reason: 'withdrawal-request', amountMinor: -2_000 },
        { currency: 'RUB', reason: 'first-deposit-bonus', amountMinor: 10_000 },
        { currency: 'RUB', reason: 'bet-stake', amountMinor: -3_000 },
      ]),
    ).toEqual([{ currency: 'RUB', amountMinor: -3_000 }]);
  });

  it('is empty for a session without play', () => {
    expect(sessionNetResult([{ currency: 'RUB', reason: 'deposit', amountMinor: 100 }])).toEqual(
      [],
    );
  });
});
