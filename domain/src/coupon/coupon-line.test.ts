import { LINE_POLL_MS, LIVE_POLL_MS } from '../line/line-poll-intervals';
import { bet, lineGame } from './coupon-fixtures';
import { couponGamesDue, couponLineOf, couponOddsAsked, followLine } from './coupon-line';

const open = (coef: number, isLive = false) => ({ coef, state: 'open' as const, isLive });

describe('what the line says of the coupon’s markets', () => {
  it('reads a market’s odds, whether it is open and whether its game is live', () => {
    const answers = new Map([[1, lineGame(1, [{ id: 1, coef: 1.8 }], { state: 'live' })]]);
    expect(couponLineOf([bet(1, 1.5)], answers).get(1)).toEqual(open(1.8, true));
  });

  it('calls a blocked market or a suspended game suspended', () => {
    const blocked = lineGame(1, [{ id: 1, coef: 1.8, isBlocked: true }]);
    const suspended = lineGame(2, [{ id: 2, coef: 1.8 }], { isSuspended: true });
    const line = couponLineOf(
      [bet(1, 1.5), bet(2, 1.5)],
      new Map([
        [1, blocked],
        [2, suspended],
      ]),
    );
    expect(line.get(1)?.state).toBe('suspended');
    expect(line.get(2)?.state).toBe('suspended');
  });

  it('calls a market of a finished game, or one with its result, finished', () => {
    const over = lineGame(1, [{ id: 1, coef: 1.8, isBlocked: true }], { state: 'finished' });
    const settled = lineGame(2, [{ id: 2, coef: 1.8, result: 'win' }]);
    const line = couponLineOf(
      [bet(1, 1.5), bet(2, 1.5)],
      new Map([
        [1, over],
        [2, settled],
      ]),
    );
    expect(line.get(1)?.state).toBe('finished');
    expect(line.get(2)?.state).toBe('finished');
  });

  it('calls a market withdrawn when its game is gone or no longer has it, at the coupon’s odds', () => {
    const line = couponLineOf(
      [bet(1, 1.5), bet(2, 2.5)],
      new Map([
        [1, null],
        [2, lineGame(2, [{ id: 99, coef: 1.8 }])],
      ]),
    );
    expect(line.get(1)).toEqual({ coef: 1.5, state: 'withdrawn', isLive: false });
    expect(line.get(2)).toEqual({ coef: 2.5, state: 'withdrawn', isLive: false });
  });

  it('says nothing of the markets of games not asked', () => {
    expect(couponLineOf([bet(1, 1.5)], new Map()).size).toBe(0);
  });
});

describe('the coupon following the line under changeCoefAction', () => {
  const line = new Map([
    [1, open(1.6)],
    [2, open(1.4)],
  ]);
  const bets = [bet(1, 1.5), bet(2, 1.5)];

  it('asks on any change under 0 and keeps the odds the player took', () => {
    const followed = followLine(bets, 0, line);
    expect(followed.bets.map((one) => one.coef)).toEqual([1.5, 1.5]);
    expect(followed.changed).toBe(false);
    expect(couponOddsAsked(bets, 0, line)).toEqual([
      { marketId: 1, from: 1.5, to: 1.6, direction: 'up' },
      { marketId: 2, from: 1.5, to: 1.4, direction: 'down' },
    ]);
  });

  it('takes any change under 1 and asks nothing', () => {
    const followed = followLine(bets, 1, line);
    expect(followed.bets.map((one) => one.coef)).toEqual([1.6, 1.4]);
    expect([...followed.moves]).toEqual([
      [1, 'up'],
      [2, 'down'],
    ]);
    expect(couponOddsAsked(followed.bets, 1, line)).toEqual([]);
  });

  it('takes only higher odds under 2 and asks about lower ones', () => {
    const followed = followLine(bets, 2, line);
    expect(followed.bets.map((one) => one.coef)).toEqual([1.6, 1.5]);
    expect([...followed.moves]).toEqual([[1, 'up']]);
    expect(couponOddsAsked(followed.bets, 2, line)).toEqual([
      { marketId: 2, from: 1.5, to: 1.4, direction: 'down' },
    ]);
  });

  it('asks nothing once the line comes back to the odds the player took', () => {
    expect(couponOddsAsked(bets, 0, new Map([[2, open(1.5)]]))).toEqual([]);
  });

  it('blocks a selection while its market is not open and frees it when it opens again', () => {
    const blocked = followLine(bets, 2, new Map([[1, { ...open(1.5), state: 'suspended' }]]));
    expect(blocked.bets[0]?.isBlocked).toBe(true);
    expect(blocked.changed).toBe(true);
    const reopened = followLine(blocked.bets, 2, new Map([[1, open(1.5)]]));
    expect(reopened.bets[0]?.isBlocked).toBe(false);
  });

  it('counts a pre-match selection whose game started as live', () => {
    expect(followLine(bets, 2, new Map([[1, open(1.5, true)]])).bets[0]?.isLive).toBe(true);
  });

  it('leaves the selections as they were when nothing changed', () => {
    const followed = followLine(bets, 2, new Map([[1, open(1.5)]]));
    expect(followed.bets).toBe(bets);
    expect(followed.changed).toBe(false);
  });
});

describe('when the coupon asks the line about its games', () => {
  const now = 1_000_000;

  it('asks a game never asked at once', () => {
    expect(couponGamesDue([bet(1, 1.5)], new Map(), now)).toEqual([1]);
  });

  it('asks a live game again at the feed’s tick', () => {
    const bets = [bet(1, 1.5, { isLive: true })];
    expect(couponGamesDue(bets, new Map([[1, now - LIVE_POLL_MS + 1]]), now)).toEqual([]);
    expect(couponGamesDue(bets, new Map([[1, now - LIVE_POLL_MS]]), now)).toEqual([1]);
  });

  it('asks a pre-match game again every 30 seconds', () => {
    const bets = [bet(1, 1.5)];
    expect(couponGamesDue(bets, new Map([[1, now - LIVE_POLL_MS]]), now)).toEqual([]);
    expect(couponGamesDue(bets, new Map([[1, now - LINE_POLL_MS]]), now)).toEqual([1]);
  });

  it('asks a game once however many of its markets the coupon holds, live if any is', () => {
    const bets = [bet(1, 1.5, { gameId: 7 }), bet(2, 1.5, { gameId: 7, isLive: true })];
    expect(couponGamesDue(bets, new Map([[7, now - LIVE_POLL_MS]]), now)).toEqual([7]);
  });
});
