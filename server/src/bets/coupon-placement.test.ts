import type { CouponRefusal, PlacedCoupon } from '@betshell/domain/betting';
import { accountRepository } from '../accounts/account-repository';
import { credit } from '../accounts/ledger';
import type { ErrorBody } from '../http/error-body';
import { opsRequest } from '../test-support/build-test-app';
import { balanceOf, ledgerMismatchCount } from '../test-support/payment-fixtures';
import { createTestVisitor } from '../test-support/test-visitor';
import {
  couponBody,
  ledgerOf,
  marketOf,
  newLineEvent,
  setLimits,
  setOdds,
  setUpBettingTestApp,
  type BettingPlayer,
} from './bets-test-fixtures';

describe('POST /web-api/coupon', () => {
  const { app, now, fundedPlayer, homeWin } = setUpBettingTestApp();

  const place = (player: BettingPlayer, body: object) =>
    player.visitor.post('/web-api/coupon', body);
  const refusal = (response: { json<T>(): T }) => response.json<ErrorBody>().error;

  it('places a single: the stake leaves the account in one ledger row naming the coupon', async () => {
    const player = await fundedPlayer(50_000);
    const selection = await homeWin(1.85);
    const response = await place(player, couponBody(player, [selection], { amount: 10_000 }));
    expect(response.statusCode).toBe(200);
    const placed = response.json<PlacedCoupon>();
    expect(placed.state).toBe('accepted');
    expect((await balanceOf(player.visitor)).balance).toBe(40_000);
    expect((await ledgerOf(app(), player.accountId)).at(-1)).toEqual({
      amount: -10_000,
      reason: 'bet-stake',
      reference: `coupon:${placed.couponId}`,
    });
    const shown = (await player.visitor.get(`/web-api/coupon/${placed.couponId}`)).json<{
      state: string;
      coef: number;
      potentialWin: number;
      selections: { marketId: number; coef: number; home: string }[];
    }>();
    expect(shown).toMatchObject({ state: 'open', coef: 1.85, potentialWin: 18_500 });
    expect(shown.selections).toEqual([
      expect.objectContaining({
        marketId: selection.marketId,
        coef: 1.85,
        home: selection.event.home,
      }),
    ]);
  });

  it('refuses a visitor who is not signed in', async () => {
    const stranger = createTestVisitor(app().app);
    await stranger.arrive();
    expect((await stranger.post('/web-api/coupon', {})).statusCode).toBe(401);
  });

  it('refuses a body that is not a coupon with 400, never a 500', async () => {
    const player = await fundedPlayer(0);
    for (const body of [
      {},
      { ...couponBody(player, []), typeId: 3 },
      { ...couponBody(player, []), changeCoefAction: 5 },
      { ...couponBody(player, []), id: 'not an id!' },
      { ...couponBody(player, []), extra: true },
    ]) {
      const response = await place(player, body);
      expect(response.statusCode).toBe(400);
      expect(refusal(response).code).toBe('BAD_REQUEST');
    }
  });

  it('never takes the browser odds: the coupon is placed at the server odds it accepts', async () => {
    const player = await fundedPlayer(50_000);
    const selection = await homeWin(2);
    // The browser claims odds of 50; under "accept any change" the server's 2.0 is what counts.
    const response = await place(
      player,
      couponBody(player, [{ ...selection, coef: 50 }], { changeCoefAction: 1, coef: 50 }),
    );
    expect(response.statusCode).toBe(200);
    const { couponId } = response.json<PlacedCoupon>();
    const shown = (await player.visitor.get(`/web-api/coupon/${couponId}`)).json<{
      coef: number;
      potentialWin: number;
    }>();
    expect(shown).toMatchObject({ coef: 2, potentialWin: 20_000 });
  });

  describe('odds that moved since the player saw them', () => {
    async function moved(from: number, to: number, changeCoefAction: 0 | 1 | 2) {
      const player = await fundedPlayer(50_000);
      const selection = await homeWin(to);
      const response = await place(
        player,
        couponBody(player, [{ ...selection, coef: from }], { changeCoefAction }),
      );
      return { player, response, marketId: selection.marketId };
    }

    async function placedAt(player: BettingPlayer, couponId: number) {
      return (await player.visitor.get(`/web-api/coupon/${couponId}`)).json<{ coef: number }>()
        .coef;
    }

    it.each([
      [0, 'up', 2, 2.2],
      [0, 'down', 2, 1.8],
      [2, 'down', 2, 1.8],
    ] as const)(
      'with changeCoefAction %p refuses odds moved %s with 409 ODDS_CHANGED and the new odds',
      async (action, _direction, from, to) => {
        const { player, response, marketId } = await moved(from, to, action);
        expect(response.statusCode).toBe(409);
        const error = refusal(response) as unknown as CouponRefusal;
        expect(error.code).toBe('ODDS_CHANGED');
        expect(error.details).toEqual({ changes: [{ marketId, coef: to }] });
        expect((await balanceOf(player.visitor)).balance).toBe(50_000);
      },
    );

    it.each([
      [1, 'up', 2, 2.2],
      [1, 'down', 2, 1.8],
      [2, 'up', 2, 2.2],
    ] as const)(
      'with changeCoefAction %p accepts odds moved %s and places the coupon at the new odds',
      async (action, _direction, from, to) => {
        const { player, response } = await moved(from, to, action);
        expect(response.statusCode).toBe(200);
        expect(await placedAt(player, response.json<PlacedCoupon>().couponId)).toBe(to);
      },
    );

    it.each([0, 1, 2] as const)(
      'with changeCoefAction %p places unchanged odds as they are',
      async (action) => {
        const { player, response } = await moved(1.5, 1.5, action);
        expect(response.statusCode).toBe(200);
        expect(await placedAt(player, response.json<PlacedCoupon>().couponId)).toBe(1.5);
      },
    );
  });

  it('refuses a suspended, finished or unknown market with MARKET_CLOSED', async () => {
    const player = await fundedPlayer(50_000);
    const suspended = await homeWin(2);
    await opsRequest(app(), 'POST', `/line/events/${suspended.gameId}/suspend`, {
      suspended: true,
    });
    const response = await place(player, couponBody(player, [suspended]));
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toMatchObject({
      code: 'MARKET_CLOSED',
      details: { marketIds: [suspended.marketId] },
    });
    const unknown = await place(player, couponBody(player, [{ marketId: 99_999_999, coef: 2 }]));
    expect(refusal(unknown)).toMatchObject({
      code: 'MARKET_CLOSED',
      details: { marketIds: [99_999_999] },
    });
    expect((await balanceOf(player.visitor)).balance).toBe(50_000);
  });

  it('refuses a game past its scheduled end with EVENT_ENDED though the feed has not ended it yet', async () => {
    const player = await fundedPlayer(50_000);
    // Live football whose 110 minutes have passed (the feed is late), and one a minute short of it.
    const ended = await homeWin(2);
    const playing = await homeWin(2);
    const startedAgo = async (gameId: number, minutes: number) =>
      app().database.query(`update line_events set state = 'live', starts_at = $2 where id = $1`, [
        gameId,
        new Date(now().getTime() - minutes * 60_000),
      ]);
    await startedAgo(ended.gameId, 110);
    await startedAgo(playing.gameId, 109);
    const response = await place(
      player,
      couponBody(player, [ended, playing], { changeCoefAction: 1 }),
    );
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toMatchObject({
      code: 'EVENT_ENDED',
      details: { marketIds: [ended.marketId] },
    });
    expect((await balanceOf(player.visitor)).balance).toBe(50_000);
    const single = await place(player, couponBody(player, [playing], { changeCoefAction: 1 }));
    expect(single.statusCode).toBe(200);
  });

  it('refuses selections of one game in an express (isDepend) with COUPON_INVALID', async () => {
    const player = await fundedPlayer(50_000);
    const event = await newLineEvent(app(), now());
    const win = marketOf(event, 1, '1');
    const over = marketOf(event, 3, 'over');
    const response = await place(
      player,
      couponBody(player, [
        { marketId: win.id, coef: win.coef },
        { marketId: over.id, coef: over.coef },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toMatchObject({
      code: 'COUPON_INVALID',
      details: {
        problems: [{ code: 'dependent-selections', marketIds: [win.id, over.id] }],
      },
    });
  });

  it('takes selections of one game as multiple singles, each on its own stake', async () => {
    const player = await fundedPlayer(50_000);
    const event = await newLineEvent(app(), now());
    const win = marketOf(event, 1, '1');
    const over = marketOf(event, 3, 'over');
    const response = await place(
      player,
      couponBody(
        player,
        [
          { marketId: win.id, coef: win.coef, amount: 1_500 },
          { marketId: over.id, coef: over.coef, amount: 2_500 },
        ],
        { typeId: 10, amount: 0 },
      ),
    );
    expect(response.statusCode).toBe(200);
    expect((await balanceOf(player.visitor)).balance).toBe(46_000);
  });

  it('refuses a stake over the maximum (100 000 RUB) with stake-above-max, and one under 10 RUB', async () => {
    const player = await fundedPlayer(20_000_000);
    const selection = await homeWin(2);
    const over = await place(player, couponBody(player, [selection], { amount: 10_000_001 }));
    expect(over.statusCode).toBe(400);
    expect(refusal(over)).toMatchObject({
      code: 'COUPON_INVALID',
      details: { problems: [{ code: 'stake-above-max', max: 10_000_000 }] },
    });
    const under = await place(player, couponBody(player, [selection], { amount: 999 }));
    expect(refusal(under)).toMatchObject({
      code: 'COUPON_INVALID',
      details: { problems: [{ code: 'stake-below-min', min: 1_000 }] },
    });
    expect((await balanceOf(player.visitor)).balance).toBe(20_000_000);
  });

  it('holds a VIP bet over the maximum as vip-pending with its stake taken', async () => {
    const player = await fundedPlayer(20_000_000);
    const selection = await homeWin(2);
    const response = await place(
      player,
      couponBody(player, [selection], { amount: 15_000_000, isVipBet: true }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<PlacedCoupon>().state).toBe('vip-pending');
    expect((await balanceOf(player.visitor)).balance).toBe(5_000_000);
  });

  it('refuses a VIP bet on a live event, which section 5 does not allow', async () => {
    const player = await fundedPlayer(20_000_000);
    const event = await newLineEvent(app(), now(), 1, 'live');
    const market = marketOf(event, 1, '1');
    const response = await place(
      player,
      couponBody(player, [{ marketId: market.id, coef: market.coef }], {
        amount: 15_000_000,
        isVipBet: true,
      }),
    );
    expect(refusal(response)).toMatchObject({
      code: 'COUPON_INVALID',
      details: { problems: [{ code: 'stake-above-max' }] },
    });
  });

  it('takes a stake over the maximum from the bonus account, which section 5 leaves unbounded', async () => {
    const player = await fundedPlayer(0);
    const bonus = await app().database.transaction(async (tx) => {
      const account = await accountRepository.open(tx, player.userId, 4, 'RUB');
      await credit(tx, account.id, 20_000_000, 'first-deposit-bonus', 'test:bonus');
      return account.id;
    });
    const selection = await homeWin(2);
    const response = await place(
      player,
      couponBody({ ...player, accountId: bonus }, [selection], { amount: 15_000_000 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<PlacedCoupon>().state).toBe('accepted');
    const [row] = await app().database.query<{ balance_minor: string }>(
      'select balance_minor from accounts where id = $1',
      [bonus],
    );
    expect(Number(row?.balance_minor)).toBe(5_000_000);
  });

  it('refuses a stake larger than the balance with INSUFFICIENT_FUNDS and stores no coupon', async () => {
    const player = await fundedPlayer(5_000);
    const selection = await homeWin(2);
    const body = couponBody(player, [selection], { amount: 5_001 });
    const response = await place(player, body);
    expect(response.statusCode).toBe(400);
    expect(refusal(response).code).toBe('INSUFFICIENT_FUNDS');
    expect((await player.visitor.get('/web-api/bets/history')).json()).toMatchObject({
      total_count: 0,
    });
    expect((await balanceOf(player.visitor)).balance).toBe(5_000);
  });

  it('refuses a stake over the maximum of the bonus being wagered with BONUS_MAX_STAKE and that maximum', async () => {
    const player = await fundedPlayer(50_000);
    const offer = await opsRequest(app(), 'POST', '/bonuses/offers', {
      name: 'coupon-max-stake',
      kind: 'no_deposit',
      titleRu: 'Тест',
      titleEn: 'Test',
      terms: { amountMinor: 1_000, wageringMultiplier: 5, maxStakeMinor: 2_000 },
    });
    expect(offer.statusCode).toBe(200);
    const granted = await opsRequest(app(), 'POST', '/bonuses/grant', {
      playerId: player.userId,
      offer: 'coupon-max-stake',
    });
    expect(granted.statusCode).toBe(200);
    const selection = await homeWin(2);
    const over = await place(player, couponBody(player, [selection], { amount: 2_001 }));
    expect(over.statusCode).toBe(400);
    const refused = refusal(over) as unknown as CouponRefusal;
    expect(refused).toMatchObject({ code: 'BONUS_MAX_STAKE', details: { maxStakeMinor: 2_000 } });
    expect((await balanceOf(player.visitor)).balance).toBe(50_000);
    const within = await place(player, couponBody(player, [selection], { amount: 2_000 }));
    expect(within.statusCode).toBe(200);
  });

  it("refuses another player's account, a frozen one and another player's user id with ACCOUNT_NOT_ALLOWED", async () => {
    const player = await fundedPlayer(50_000);
    const other = await fundedPlayer(50_000);
    const selection = await homeWin(2);
    const foreign = await place(
      player,
      couponBody({ ...player, accountId: other.accountId }, [selection]),
    );
    expect(refusal(foreign).code).toBe('ACCOUNT_NOT_ALLOWED');
    const impostor = await place(
      player,
      couponBody({ ...player, userId: other.userId }, [selection]),
    );
    expect(refusal(impostor).code).toBe('ACCOUNT_NOT_ALLOWED');
    await app().database.query('update accounts set frozen = true where id = $1', [
      player.accountId,
    ]);
    const frozen = await place(player, couponBody(player, [selection]));
    expect(refusal(frozen).code).toBe('ACCOUNT_NOT_ALLOWED');
    expect((await balanceOf(other.visitor)).balance).toBe(50_000);
  });

  it('answers the first placement to the same coupon id sent again, taking one stake', async () => {
    const player = await fundedPlayer(50_000);
    const selection = await homeWin(2);
    const body = couponBody(player, [selection]);
    const first = (await place(player, body)).json<PlacedCoupon>();
    // The odds move before the retry: the retry still answers the coupon already placed.
    await setOdds(app(), selection.marketId, 1.5);
    const again = await place(player, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<PlacedCoupon>()).toEqual(first);
    expect((await balanceOf(player.visitor)).balance).toBe(40_000);
  });

  it('places a coupon sent many times in parallel exactly once', async () => {
    const player = await fundedPlayer(50_000);
    const selection = await homeWin(2);
    const body = couponBody(player, [selection]);
    const answers = await Promise.all(Array.from({ length: 8 }, () => place(player, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((answer) => answer.json<PlacedCoupon>().couponId));
    expect(ids.size).toBe(1);
    expect((await balanceOf(player.visitor)).balance).toBe(40_000);
    expect(
      (await ledgerOf(app(), player.accountId)).filter((row) => row.reason === 'bet-stake'),
    ).toHaveLength(1);
  }, 60_000);

  it('refuses the same coupon id sent for another stake or market with 409, taking nothing more', async () => {
    const player = await fundedPlayer(50_000);
    const selection = await homeWin(2);
    const other = await homeWin(3);
    const body = couponBody(player, [selection], { amount: 10_000 });
    const first = (await place(player, body)).json<PlacedCoupon>();

    for (const reused of [
      { ...body, amount: 20_000 },
      couponBody(player, [other], { id: body.id, amount: 10_000 }),
      couponBody(player, [selection, other], { id: body.id, amount: 10_000 }),
    ]) {
      const response = await place(player, reused);
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorBody>()).toEqual({
        error: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) as unknown },
      });
    }
    // The same bet again, though the odds it names have moved, is a retry: the first coupon.
    const again = await place(player, { ...body, bets: [{ ...body.bets[0]!, coef: 2.5 }] });
    expect(again.statusCode).toBe(200);
    expect(again.json<PlacedCoupon>()).toEqual(first);
    expect((await balanceOf(player.visitor)).balance).toBe(40_000);
    expect(
      (await ledgerOf(app(), player.accountId)).filter((row) => row.reason === 'bet-stake'),
    ).toHaveLength(1);
  });

  it('places one of two bets sent in parallel under one coupon id, and answers every other 409', async () => {
    const player = await fundedPlayer(50_000);
    const selection = await homeWin(2);
    const small = couponBody(player, [selection], { amount: 1_000 });
    const large = { ...small, amount: 3_000 };
    const sent = Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? small : large));
    const answers = await Promise.all(sent.map((body) => place(player, body)));
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const stakes = (await ledgerOf(app(), player.accountId)).filter(
      (row) => row.reason === 'bet-stake',
    );
    expect(stakes).toHaveLength(1);
    const placedAmount = -stakes[0]!.amount;
    sent.forEach((body, index) => {
      const answer = answers[index]!;
      if (body.amount === placedAmount) {
        expect(answer.statusCode).toBe(200);
        expect(`coupon:${answer.json<PlacedCoupon>().couponId}`).toBe(stakes[0]!.reference);
      } else {
        expect(answer.statusCode).toBe(409);
        expect(refusal(answer).code).toBe('IDEMPOTENCY_KEY_REUSED');
      }
    });
    expect((await balanceOf(player.visitor)).balance).toBe(50_000 - placedAmount);
  }, 60_000);

  it('never overdraws one balance with many different coupons in parallel', async () => {
    const player = await fundedPlayer(10_000);
    const selection = await homeWin(2);
    // 20 coupons of 1 500 against 10 000: exactly 6 fit.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        place(player, couponBody(player, [selection], { amount: 1_500 })),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(6);
    expect(
      answers
        .filter((answer) => answer.statusCode !== 200)
        .every((answer) => refusal(answer).code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect((await balanceOf(player.visitor)).balance).toBe(1_000);
    expect(await ledgerMismatchCount(app())).toBe(0);
  }, 60_000);

  it('never lets coupons sent in parallel pass a wagering limit together', async () => {
    const player = await fundedPlayer(100_000);
    await setLimits(player, [{ limitType: 1, limitValue: 25_000 }]);
    const selection = await homeWin(2);
    // 8 coupons of 10 000 against a day's limit of 25 000: exactly 2 fit, each one counting those
    // placed while it waited for the player's row.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        place(player, couponBody(player, [selection], { amount: 10_000 })),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(
      answers.filter((answer) => answer.statusCode !== 200).map((answer) => refusal(answer).code),
    ).toEqual(Array.from({ length: 6 }, () => 'STAKE_REFUSED_BY_LIMIT'));
    expect((await balanceOf(player.visitor)).balance).toBe(80_000);
  }, 60_000);

  it('refuses a stake over the wagering limit with STAKE_REFUSED_BY_LIMIT and what is left', async () => {
    const player = await fundedPlayer(50_000);
    await setLimits(player, [{ limitType: 1, limitValue: 15_000 }]);
    const selection = await homeWin(2);
    expect(
      (await place(player, couponBody(player, [selection], { amount: 10_000 }))).statusCode,
    ).toBe(200);
    const response = await place(player, couponBody(player, [selection], { amount: 6_000 }));
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toMatchObject({
      code: 'STAKE_REFUSED_BY_LIMIT',
      details: { limitType: 1, left: 5_000 },
    });
    expect(
      (await place(player, couponBody(player, [selection], { amount: 5_000 }))).statusCode,
    ).toBe(200);
  });

  it('refuses a stake that could take the net loss over the loss limit', async () => {
    const player = await fundedPlayer(50_000);
    await setLimits(player, [{ limitType: 10, limitValue: 12_000 }]);
    const selection = await homeWin(2);
    expect(
      (await place(player, couponBody(player, [selection], { amount: 10_000 }))).statusCode,
    ).toBe(200);
    const response = await place(player, couponBody(player, [selection], { amount: 2_001 }));
    expect(refusal(response)).toMatchObject({
      code: 'STAKE_REFUSED_BY_LIMIT',
      details: { limitType: 10, left: 2_000 },
    });
  });

  it("refuses a stake once the session limit of the player's day is spent, counting that day only", async () => {
    const player = await fundedPlayer(50_000);
    await setLimits(player, [{ limitType: 31, limitValue: 1 }]);
    const selection = await homeWin(2);
    const today = now().toISOString().slice(0, 10);
    const yesterday = new Date(now().getTime() - 86_400_000).toISOString().slice(0, 10);
    await app().database.query(
      `insert into session_limit_usage (player_id, day, used_seconds) values ($1, $2, 3600)`,
      [player.userId, yesterday],
    );
    expect((await place(player, couponBody(player, [selection]))).statusCode).toBe(200);
    await app().database.query(
      `insert into session_limit_usage (player_id, day, used_seconds) values ($1, $2, 3600)
       on conflict (player_id, day) do update set used_seconds = 3600`,
      [player.userId, today],
    );
    const response = await place(player, couponBody(player, [selection]));
    expect(response.statusCode).toBe(400);
    expect(refusal(response)).toMatchObject({
      code: 'STAKE_REFUSED_BY_LIMIT',
      details: { limitType: 31, messageKey: 'responsible_gaming_refused_session_limit' },
    });
  });

  it('takes no bet from a self-excluded player', async () => {
    const player = await fundedPlayer(50_000);
    const selection = await homeWin(2);
    await setLimits(player, [{ limitType: 30, limitValue: 7 }]);
    // Self-exclusion ends the player's sessions (decisions.md), so the coupon cannot even be sent.
    const response = await place(player, couponBody(player, [selection]));
    expect(response.statusCode).toBe(401);
    const rows = await app().database.query('select 1 from coupons where player_id = $1', [
      player.userId,
    ]);
    expect(rows).toHaveLength(0);
  });
});
