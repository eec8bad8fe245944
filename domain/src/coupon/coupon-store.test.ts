import { historyCoupon, historySelection } from './bet-history-fixtures';
import { COUPON_WILL_BE_CLEARED } from './coupon-settings';
import { bet, couponContext, lineGame } from './coupon-fixtures';
import { CouponStore, type CouponApi, type CouponContext, type PlacedCoupon } from './coupon-store';
import type { CouponToSend } from './coupon-to-send';

function setup(change: Partial<CouponContext> = {}) {
  const sent: CouponToSend[] = [];
  let answer: (coupon: CouponToSend) => Promise<PlacedCoupon> = () =>
    Promise.resolve({ couponId: 501, state: 'accepted' });
  const api: CouponApi = {
    place: (coupon) => {
      sent.push(coupon);
      return answer(coupon);
    },
  };
  const context = couponContext(change);
  let ids = 0;
  const store = new CouponStore(
    api,
    () => context,
    () => `id-${(ids += 1)}`,
  );
  return { store, sent, answerWith: (next: typeof answer) => void (answer = next) };
}

describe('CouponStore', () => {
  it('starts at the initial amount of the currency', () => {
    expect(setup().store.coupon.amount).toBe(500);
    expect(setup({ currency: 'KZT' }).store.coupon.amount).toBe(100000);
  });

  it('steps the stake by the currency step', () => {
    const { store } = setup();
    store.stepAmount('up');
    expect(store.coupon.amount).toBe(750);
    store.stepAmount('down');
    store.stepAmount('down');
    expect(store.coupon.amount).toBe(250);
  });

  it('builds an express with the bonus bet from clicks on odds', () => {
    const { store } = setup();
    store.toggle(bet(1, 1.5));
    store.toggle(bet(2, 1.5));
    store.toggle(bet(3, 2));
    expect(store.coupon.typeId).toBe(1);
    expect(store.hasBonusBet).toBe(true);
    expect(store.totals.coef).toBe(4.635);
    store.deleteBonusBet();
    expect(store.hasBonusBet).toBe(false);
    expect(store.coupon.manuallyDeletedBonusBet).toBe(true);
  });

  it('asks coupon_will_be_cleared before one-click and empties the coupon on confirm', () => {
    const { store } = setup();
    store.toggle(bet(1, 1.5));
    store.setOneClick(true);
    expect(store.pendingConfirmation).toBe(COUPON_WILL_BE_CLEARED);
    expect(store.settings.isActiveOneClick).toBe(false);
    store.undoPending();
    expect(store.coupon.bets).toHaveLength(1);
    store.setOneClick(true);
    store.confirmPending();
    expect(store.coupon.bets).toHaveLength(0);
    expect(store.isOneClickActive).toBe(true);
  });

  it('never turns one-click on for a visitor', () => {
    const { store } = setup({ loggedIn: false });
    store.setOneClick(true);
    expect(store.settings.isActiveOneClick).toBe(false);
    expect(store.pendingConfirmation).toBeNull();
    expect(store.isOneClickOffered).toBe(false);
  });

  it('turns one-click off when drop-on-score-change goes on, and drop off with exact coef', () => {
    const { store } = setup();
    store.setOneClick(true);
    store.setExactCoef(true);
    store.setDropOnScoreChange(true);
    expect(store.settings.isActiveOneClick).toBe(false);
    store.setExactCoef(false);
    expect(store.settings.isDropOnScoreChange).toBe(false);
  });

  it('does not send a coupon with problems', async () => {
    const { store, sent } = setup();
    store.toggle(bet(1, 1.5));
    store.setAmount(200000);
    expect(store.problems.map((problem) => problem.code)).toEqual(['stake-above-max']);
    await store.place();
    expect(sent).toHaveLength(0);
  });

  it('lets a VIP bet over the maximum go when it is available', async () => {
    const { store, sent } = setup();
    store.toggle(bet(1, 1.5));
    store.setAmount(200000);
    store.setVipBet(true);
    await store.place();
    expect(sent[0]).toMatchObject({ amount: 200000, isVipBet: true });
  });

  it('sends the coupon, shows the success and empties the coupon', async () => {
    const { store, sent } = setup();
    store.toggle(bet(1, 1.5));
    store.toggle(bet(2, 2));
    await store.place();
    expect(sent[0]).toMatchObject({ id: 'id-1', typeId: 1, amount: 500, coef: 3, userId: 42 });
    expect(store.successCoupon).toEqual({ couponId: 501, state: 'accepted' });
    expect(store.coupon.bets).toEqual([]);
    expect(store.placing).toBe(false);
  });

  it('keeps the coupon and the error when placement fails', async () => {
    const { store, answerWith } = setup();
    const failure = new Error('odds changed');
    answerWith(() => Promise.reject(failure));
    store.toggle(bet(1, 1.5));
    await store.place();
    expect(store.placeError).toBe(failure);
    expect(store.coupon.bets).toHaveLength(1);
  });

  it('takes higher odds and suspensions from the line under the default action', () => {
    const { store } = setup();
    store.toggle(bet(1, 1.5));
    store.lineAnswered(new Map([[1, lineGame(1, [{ id: 1, coef: 1.7, isBlocked: true }])]]));
    expect(store.coupon.bets[0]).toMatchObject({ coef: 1.7, isBlocked: true });
    expect(store.problems.map((problem) => problem.code)).toEqual(['blocked-selection']);
  });
});

describe('CouponStore, beyond placing', () => {
  it('places a single at once in one-click mode, with the one-click amount, and keeps the coupon', async () => {
    const { store, sent } = setup();
    store.setOneClick(true);
    store.setOneClickAmount(300, false);
    await store.placeOneClick(bet(9, 1.8));
    expect(sent[0]).toMatchObject({ typeId: 0, amount: 300, bets: [{ marketId: 9, coef: 1.8 }] });
    expect(store.successCoupon).toEqual({ couponId: 501, state: 'accepted' });
  });

  it('places a one-click bet from the bonus account with its own amount', async () => {
    const { store, sent } = setup({ isBonusAccount: true });
    store.setOneClick(true);
    store.setOneClickAmount(300, false);
    store.setOneClickAmount(700, true);
    await store.placeOneClick(bet(9, 1.8));
    expect(sent[0]).toMatchObject({ amount: 700 });
  });

  it('refuses a one-click bet without an amount in words of the coupon rules, sending nothing', async () => {
    const { store, sent } = setup();
    store.setOneClick(true);
    await store.placeOneClick(bet(9, 1.8));
    expect(sent).toHaveLength(0);
    expect(store.placeError).toEqual({
      code: 'COUPON_INVALID',
      details: { problems: [{ code: 'stake-not-whole' }] },
    });
  });

  it('does not place on a click while one-click is off', async () => {
    const { store, sent } = setup();
    await store.placeOneClick(bet(9, 1.8));
    expect(sent).toHaveLength(0);
  });

  it('sets the stake to the maximum, or to the balance when it is lower, with auto-max', () => {
    const { store } = setup({ balance: 40_000 });
    store.toggle(bet(1, 1.5));
    store.setAutoMax(true);
    expect(store.coupon.amount).toBe(40_000);
    const rich = setup({ balance: 9_000_000 }).store;
    rich.toggle(bet(1, 1.5));
    rich.setAutoMax(true);
    expect(rich.coupon.amount).toBe(100_000);
  });

  it('takes the odds the server answered when the player accepts them', () => {
    const { store } = setup();
    store.toggle(bet(1, 1.5));
    store.toggle(bet(2, 2));
    store.acceptOddsChanges([{ marketId: 2, coef: 1.9 }]);
    expect(store.coupon.bets.map((one) => one.coef)).toEqual([1.5, 1.9]);
  });

  it('loads a coupon by its code with its selections, type and system', () => {
    const { store } = setup();
    store.load(
      historyCoupon({
        couponId: 77,
        typeId: 2,
        systemValue: 2,
        selections: [1, 2, 3].map((id) =>
          historySelection(id, { kind: 3, outcome: 'over', param: 2.5 }),
        ),
      }),
    );
    expect(store.coupon.typeId).toBe(2);
    expect(store.coupon.systemValue).toBe(2);
    expect(store.coupon.bets.map((one) => one.marketId)).toEqual([1, 2, 3]);
    expect(store.coupon.bets[0]?.names).toEqual({
      sport: 'Football',
      champ: 'Premier',
      game: 'Home 1 - Away 1',
      market: '> 2.5',
    });
  });

  it('comes back from its snapshot', () => {
    const first = setup().store;
    first.toggle(bet(1, 1.5));
    first.setChangeCoefAction(0);
    const second = setup().store;
    second.restore(first.snapshot);
    expect(second.coupon.bets).toHaveLength(1);
    expect(second.settings.changeCoefAction).toBe(0);
  });

  it.each(['MARKET_CLOSED', 'EVENT_ENDED'])(
    'shows the markets the server refused as %s as suspended and keeps the coupon from going again',
    async (errorCode) => {
      const { store, answerWith } = setup();
      answerWith(() =>
        Promise.reject(
          Object.assign(new Error('closed'), {
            code: 400,
            errorCode,
            details: { marketIds: [2] },
          }),
        ),
      );
      store.toggle(bet(1, 1.5));
      store.toggle(bet(2, 2));
      await store.place();
      expect(store.coupon.bets.map((one) => one.isBlocked)).toEqual([false, true]);
      expect(store.problems.map((problem) => problem.code)).toEqual(['blocked-selection']);
    },
  );

  describe('a placement that gets no readable answer', () => {
    // Failures as the platform's client throws them (PlatformHttpError: an Error with the failure).
    const failure = (fields: Record<string, unknown>) =>
      Object.assign(new Error('placement failed'), fields);
    const networkError = failure({ status: 'network-error', code: 0, message: 'Network error' });
    const serverError = failure({ status: 'http-error', code: 500, message: 'HTTP 500' });

    for (const [name, failure] of [
      ['no answer', () => Promise.reject(networkError)],
      ['a 500', () => Promise.reject(serverError)],
      ['an answer that is no placed coupon', () => Promise.resolve('<html>' as never)],
    ] as const) {
      it(`keeps the coupon and sends the same bet again under the same id after ${name}`, async () => {
        const { store, sent, answerWith } = setup();
        store.toggle(bet(1, 1.5));
        store.toggle(bet(2, 2));
        answerWith(failure);
        await store.place();
        expect(store.placeError).not.toBeNull();
        expect(store.successCoupon).toBeNull();
        expect(store.coupon.bets).toHaveLength(2);

        answerWith(() => Promise.resolve({ couponId: 77, state: 'accepted' }));
        await store.place();
        expect(sent.map((one) => one.id)).toEqual(['id-1', 'id-1']);
        expect(store.successCoupon).toEqual({ couponId: 77, state: 'accepted' });
        expect(store.unanswered).toBeNull();
      });
    }

    it('reads an unreadable answer as the server failure for the player', async () => {
      const { store, answerWith } = setup();
      store.toggle(bet(1, 1.5));
      answerWith(() => Promise.resolve({ couponId: 'x' } as never));
      await store.place();
      expect(store.placeError).toMatchObject({ messageKey: 'http_error_server' });
      expect(store.coupon.bets).toHaveLength(1);
    });

    it('sends the same bet under the same id when only its odds moved meanwhile', async () => {
      const { store, sent, answerWith } = setup();
      store.toggle(bet(1, 1.5));
      answerWith(() => Promise.reject(networkError));
      await store.place();
      store.lineAnswered(new Map([[1, lineGame(1, [{ id: 1, coef: 1.6 }])]]));
      await store.place();
      expect(sent.map((one) => [one.id, one.bets[0]?.coef])).toEqual([
        ['id-1', 1.5],
        ['id-1', 1.6],
      ]);
    });

    it('sends a changed bet under a new id', async () => {
      const { store, sent, answerWith } = setup();
      store.toggle(bet(1, 1.5));
      answerWith(() => Promise.reject(networkError));
      await store.place();
      store.stepAmount('up');
      await store.place();
      expect(sent.map((one) => one.id)).toEqual(['id-1', 'id-2']);
    });

    it('forgets the id once the server refused the bet: a refusal placed nothing', async () => {
      const { store, sent, answerWith } = setup();
      store.toggle(bet(1, 1.5));
      answerWith(() => Promise.reject(networkError));
      await store.place();
      answerWith(() =>
        Promise.reject(failure({ status: 'http-error', code: 400, errorCode: 'NOT_ENOUGH_MONEY' })),
      );
      await store.place();
      expect(store.unanswered).toBeNull();
      answerWith(() => Promise.resolve({ couponId: 9, state: 'accepted' }));
      await store.place();
      expect(sent.map((one) => one.id)).toEqual(['id-1', 'id-1', 'id-2']);
    });

    it('keeps the id across a reload with the coupon', async () => {
      const { store, answerWith } = setup();
      store.toggle(bet(1, 1.5));
      answerWith(() => Promise.reject(serverError));
      await store.place();
      const kept = JSON.parse(JSON.stringify(store.snapshot)) as typeof store.snapshot;

      const reloaded = setup();
      reloaded.store.restore(kept);
      await reloaded.store.place();
      expect(reloaded.sent.map((one) => one.id)).toEqual(['id-1']);
    });
  });
});

describe('CouponStore following the line', () => {
  const lower = (coef: number) => new Map([[1, lineGame(1, [{ id: 1, coef }])]]);

  it('asks before placing when the odds fell under the default action, and places at them once taken', async () => {
    const { store, sent } = setup();
    store.toggle(bet(1, 1.5));
    store.lineAnswered(lower(1.4));
    expect(store.coupon.bets[0]?.coef).toBe(1.5);
    expect(store.oddsAsked).toEqual([{ marketId: 1, from: 1.5, to: 1.4, direction: 'down' }]);
    expect(store.problems).toEqual([{ code: 'odds-changed', marketIds: [1] }]);
    await store.place();
    expect(sent).toEqual([]);

    store.acceptLineOdds();
    expect(store.coupon.bets[0]?.coef).toBe(1.4);
    expect(store.oddsMoves.get(1)).toBe('down');
    expect(store.problems).toEqual([]);
    await store.place();
    expect(sent[0]?.bets[0]?.coef).toBe(1.4);
  });

  it('updates the total odds and the potential win with a change it takes', () => {
    const { store } = setup();
    store.setChangeCoefAction(1);
    store.toggle(bet(1, 1.5));
    store.lineAnswered(lower(1.4));
    expect(store.totals.coef).toBe(1.4);
    expect(store.totals.potentialWin).toBe(700);
    expect(store.oddsAsked).toEqual([]);
  });

  it('takes a waiting change at once when the player switches to accepting any change', () => {
    const { store } = setup();
    store.toggle(bet(1, 1.5));
    store.lineAnswered(lower(1.4));
    store.setChangeCoefAction(1);
    expect(store.coupon.bets[0]?.coef).toBe(1.4);
    expect(store.oddsAsked).toEqual([]);
  });

  it('forgets the line’s word on a market the player clicks again at the page’s odds', () => {
    const { store } = setup();
    store.toggle(bet(1, 1.5));
    store.lineAnswered(lower(1.4));
    store.toggle(bet(1, 1.5));
    store.toggle(bet(1, 1.45));
    expect(store.oddsAsked).toEqual([]);
    expect(store.coupon.bets[0]?.coef).toBe(1.45);
  });

  it('knows nothing of the line once the coupon is cleared', () => {
    const { store } = setup();
    store.toggle(bet(1, 1.5));
    store.lineAnswered(lower(1.4));
    store.clear();
    expect(store.lineMarkets.size).toBe(0);
  });
});
