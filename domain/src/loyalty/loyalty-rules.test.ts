import {
  cashbackFor,
  cashbackWeekOf,
  friendRefusal,
  lastWholeCashbackWeek,
  loyaltyLevelOf,
  pointsForStakes,
} from './loyalty-rules';

describe('the loyalty rules', () => {
  it('earn points per unit staked by product, rounded down', () => {
    expect(pointsForStakes({ sports: 1_050, casino: 0 })).toBe(10);
    expect(pointsForStakes({ sports: 0, casino: 1_000 })).toBe(5);
    expect(pointsForStakes({ sports: -5, casino: 0 })).toBe(0);
  });

  it('give the level of the points earned and what the next one needs', () => {
    expect(loyaltyLevelOf(0)).toMatchObject({
      level: { id: 1 },
      next: { id: 2 },
      pointsToNext: 500,
    });
    expect(loyaltyLevelOf(2_000)).toMatchObject({ level: { id: 3, cashback: 'vipcashback' } });
    expect(loyaltyLevelOf(60_000)).toMatchObject({
      level: { id: 5, cashback: 'premiumcashback' },
      next: null,
      pointsToNext: 0,
    });
  });

  it('pay back a share of a net loss by level, nothing on a win or at the first level', () => {
    expect(cashbackFor(loyaltyLevelOf(10_000).level, 10_001)).toBe(800);
    expect(cashbackFor(loyaltyLevelOf(10_000).level, -500)).toBe(0);
    expect(cashbackFor(loyaltyLevelOf(0).level, 10_000)).toBe(0);
  });

  it('count weeks from Monday 00:00 UTC', () => {
    const week = cashbackWeekOf(new Date('2026-11-28T02:00:00Z'));
    expect(week.key).toBe('2026-11-23');
    expect(week.end.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(cashbackWeekOf(new Date('2026-11-23T00:00:00Z')).key).toBe('2026-11-23');
    expect(lastWholeCashbackWeek(new Date('2026-11-23T00:00:00Z')).key).toBe('2026-11-16');
  });

  it('refuse a friend on the same device or address before anything else', () => {
    const friend = { depositedMinor: 0, wageredMinor: 0, sharesDevice: false, sharesAddress: true };
    expect(friendRefusal(friend)).toBe('same-address');
    expect(friendRefusal({ ...friend, sharesAddress: false })).toBe('not-deposited');
    expect(
      friendRefusal({ ...friend, sharesAddress: false, depositedMinor: 1e6, wageredMinor: 1e6 }),
    ).toBeNull();
  });
});
