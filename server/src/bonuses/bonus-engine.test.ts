import type { ErrorBody } from '../http/error-body';
import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
import {
  balanceOf,
  depositThroughProvider,
  ledgerMismatchCount,
  newIdempotencyKey,
} from '../test-support/payment-fixtures';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';
import { assertStakeAllowedByBonus, countStake, uncountStake } from './bonus-engine';

interface Bonus {
  id: number;
  status: string;
  amountMinor: number;
  wagerRequiredMinor: number;
  wageredMinor: number;
  balanceMinor: number;
  releasedMinor: number;
  expiresAt: string | null;
}

describe('the bonus engine', () => {
  const setup = setUpAuthTestApp();
  const db = () => setup.testApp.database;
  afterEach(async () => expect(await ledgerMismatchCount(setup.testApp)).toBe(0));

  let offerSeq = 0;
  /** An operator's offer and its promo code (npm run ops -- bonuses ...), named for one test. */
  async function offerWithCode(terms: object, kind = 'deposit_match') {
    offerSeq += 1;
    const name = `test-offer-${offerSeq}`;
    const added = await opsRequest(setup.testApp, 'POST', '/bonuses/offers', {
      name,
      kind,
      titleRu: 'Тест',
      titleEn: 'Test',
      terms,
    });
    expect(added.statusCode).toBe(200);
    const code = `CODE${offerSeq}X`;
    expect(
      (await opsRequest(setup.testApp, 'POST', '/bonuses/promo-codes', { code, offer: name }))
        .statusCode,
    ).toBe(200);
    return { name, code };
  }

  const bonusesOf = async (visitor: TestVisitor) =>
    (await visitor.get('/web-api/bonuses?lng=en')).json<{
      declined: boolean;
      bonuses: Bonus[];
      offers: { id: number }[];
    }>();

  const stake = (playerId: number, amountMinor: number, reference: string, odds = 2) =>
    db().transaction((tx) =>
      countStake(
        tx,
        playerId,
        { product: 'sports', amountMinor, odds, currency: 'RUB', reference },
        setup.clock.now(),
      ),
    );

  const ledgerRows = async (reference: string) =>
    Number(
      (
        await db().query<{ n: number }>(
          'select count(*) as n from ledger_entries where reference = $1',
          [reference],
        )
      )[0]!.n,
    );

  it('registers a player with a promo code, pays the deposit match and releases it once wagered', async () => {
    const { code } = await offerWithCode({
      percent: 50,
      capMinor: 4_000,
      minDepositMinor: 1_000,
      wageringMultiplier: 2,
      sportsMinOdds: 1.5,
    });
    const visitor = createTestVisitor(setup.testApp.app);
    await visitor.arrive();
    const checked = await visitor.post('/web-api/bonuses/promo-code/check', {
      code: code.toLowerCase(),
      place: 'registration',
      lng: 'en',
    });
    expect(checked.json()).toMatchObject({ ok: true, offer: { kind: 'deposit_match' } });
    const registered = await visitor.post('/auth-api/v1/register', {
      type: 'one_click',
      currency: 'RUB',
      countryId: 1,
      bonusChoice: 0,
      promocode: code,
      termsAccepted: true,
      ageConfirmed: true,
    });
    expect(registered.statusCode).toBe(200);
    const playerId = registered.json<{ userId: number }>().userId;
    expect((await bonusesOf(visitor)).bonuses).toEqual([
      expect.objectContaining({ status: 'pending', amountMinor: 0 }),
    ]);
    expect((await balanceOf(visitor)).is_available_first_deposit_bonus).toBe(true);

    // Below the least deposit: nothing yet. Then 50 % of 10 000, capped at 4 000.
    await depositThroughProvider(setup.testApp, visitor, 500);
    expect((await bonusesOf(visitor)).bonuses[0]!.status).toBe('pending');
    await depositThroughProvider(setup.testApp, visitor, 10_000);
    const [granted] = (await bonusesOf(visitor)).bonuses;
    expect(granted).toMatchObject({
      status: 'active',
      amountMinor: 4_000,
      balanceMinor: 4_000,
      wagerRequiredMinor: 8_000,
    });
    expect((await balanceOf(visitor)).bonus).toBe(4_000);

    // Odds below the terms' minimum count nothing; the same stake twice counts once.
    await stake(playerId, 3_000, 'coupon:low', 1.2);
    await stake(playerId, 3_000, 'coupon:a');
    await stake(playerId, 3_000, 'coupon:a');
    expect((await bonusesOf(visitor)).bonuses[0]!.wageredMinor).toBe(3_000);
    // Wagered: the bonus account's 4 000 moves to the main account in one transaction.
    await stake(playerId, 5_000, 'coupon:b');
    const [wagered] = (await bonusesOf(visitor)).bonuses;
    expect(wagered).toMatchObject({ status: 'wagered', releasedMinor: 4_000, balanceMinor: 0 });
    const balance = await balanceOf(visitor);
    expect(balance).toMatchObject({ balance: 10_500 + 4_000, bonus: 0 });
    expect(await ledgerRows(`bonus:${granted!.id}:release`)).toBe(2);
    // A stake after that counts towards nothing.
    expect(await stake(playerId, 1_000, 'coupon:c')).toBeNull();
  });

  it('counts parallel repeats of one stake and parallel takes of one code exactly once', async () => {
    const { code } = await offerWithCode({ percent: 100, wageringMultiplier: 1 });
    const { visitor, userId } = await signedInPlayer(setup);
    const redeemed = await Promise.all(
      Array.from({ length: 4 }, () =>
        visitor.post('/web-api/bonuses/promo-code/redeem', { code, place: 'office' }),
      ),
    );
    expect(redeemed.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    await depositThroughProvider(setup.testApp, visitor, 2_000);
    const [bonus] = (await bonusesOf(visitor)).bonuses;
    expect(bonus).toMatchObject({ status: 'active', amountMinor: 2_000 });
    // The stake that meets the wagering, sent four times at once: one count, one release.
    await Promise.all(Array.from({ length: 4 }, () => stake(userId, 2_000, 'coupon:same')));
    expect((await bonusesOf(visitor)).bonuses[0]).toMatchObject({
      status: 'wagered',
      wageredMinor: 2_000,
    });
    expect(await ledgerRows(`bonus:${bonus!.id}:release`)).toBe(2);
    expect(await ledgerRows(`bonus:${bonus!.id}:grant`)).toBe(1);
    expect((await balanceOf(visitor)).balance).toBe(4_000);
  });

  it('keeps one open bonus per player: of two parallel takes one wins, the other is refused in words', async () => {
    const first = await offerWithCode(
      { amountMinor: 400, wageringMultiplier: 2, expiryDays: 1 },
      'no_deposit',
    );
    const second = await offerWithCode({ amountMinor: 900, wageringMultiplier: 2 }, 'free_bet');
    const { visitor, userId } = await signedInPlayer(setup);
    const answers = await Promise.all(
      [first.code, second.code, first.code, second.code].map((code) =>
        visitor.post('/web-api/bonuses/promo-code/redeem', { code, place: 'office', lng: 'en' }),
      ),
    );
    // The winner's own code again is used (400); the other offer's two are refused for the open one.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json<ErrorBody>().error;
    expect(refused).toMatchObject({
      code: 'BONUS_ALREADY_OPEN',
      details: { refusal: 'busy', messageKey: 'bonus_promo_refused_busy' },
    });
    expect(refused.message).toMatch(/another bonus of yours is still open/i);
    const open = await db().query<{ n: number }>(
      `select count(*) as n from player_bonuses where player_id = $1 and status in ('pending', 'active')`,
      [userId],
    );
    expect(Number(open[0]!.n)).toBe(1);
    // An operator's grant is refused the same way.
    const granted = await opsRequest(setup.testApp, 'POST', '/bonuses/grant', {
      playerId: userId,
      offer: 'welcome-casino',
    });
    expect(granted.statusCode).toBe(409);
    expect(granted.json<ErrorBody>().error.code).toBe('BONUS_ALREADY_OPEN');
    // Once the open bonus is past its end (no sweep ran), it gives its place up to the next one.
    const [taken] = (await bonusesOf(visitor)).bonuses;
    await db().query('update player_bonuses set expires_at = $2 where id = $1', [
      taken!.id,
      new Date(setup.clock.now().getTime() - 1000),
    ]);
    const other = taken!.amountMinor === 400 ? second.code : first.code;
    const next = await visitor.post('/web-api/bonuses/promo-code/redeem', {
      code: other,
      place: 'office',
    });
    expect(next.statusCode).toBe(200);
    const after = (await bonusesOf(visitor)).bonuses;
    expect(after.find((bonus) => bonus.id === taken!.id)?.status).toBe('expired');
    expect(after.filter((bonus) => bonus.status === 'active')).toHaveLength(1);
  });

  it('refuses a code with its reason in words', async () => {
    const { visitor, userId } = await signedInPlayer(setup);
    const check = async (code: string) =>
      (
        await visitor.post('/web-api/bonuses/promo-code/check', {
          code,
          place: 'deposit',
          lng: 'en',
        })
      ).json<{ ok: boolean; refusal?: string; message?: string }>();
    const unknown = await check('NO-SUCH-CODE');
    expect(unknown).toMatchObject({ ok: false, refusal: 'unknown' });
    expect(unknown.message).toMatch(/no such promo code/i);
    const { name } = await offerWithCode({ percent: 10 });
    const now = setup.clock.now().getTime();
    await opsRequest(setup.testApp, 'POST', '/bonuses/promo-codes', {
      code: 'OLD-CODE',
      offer: name,
      endsAt: new Date(now - 1000).toISOString(),
    });
    expect(await check('old-code')).toMatchObject({ ok: false, refusal: 'expired' });
    await opsRequest(setup.testApp, 'POST', '/bonuses/promo-codes', {
      code: 'SOMEONE-ELSES',
      offer: name,
      playerId: userId - 1,
    });
    expect(await check('SOMEONE-ELSES')).toMatchObject({ ok: false, refusal: 'not-for-player' });
    await opsRequest(setup.testApp, 'POST', '/bonuses/promo-codes', {
      code: 'ONE-USE',
      offer: name,
      maxUses: 1,
    });
    expect(
      (
        await visitor.post('/web-api/bonuses/promo-code/redeem', {
          code: 'ONE-USE',
          place: 'office',
        })
      ).statusCode,
    ).toBe(200);
    expect(await check('ONE-USE')).toMatchObject({ ok: false, refusal: 'used' });
  });

  it('offers nothing to a self-excluded player, nor to one who declined bonuses', async () => {
    const { code } = await offerWithCode({ amountMinor: 500, wageringMultiplier: 3 }, 'no_deposit');
    const excluded = await signedInPlayer(setup);
    const now = setup.clock.now();
    await db().query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, requested_at, started_at, ends_at)
       values ($1, 33, 7, 'ACTIVE', $2, $2, $3)`,
      [excluded.userId, now, new Date(now.getTime() + 7 * 86_400_000)],
    );
    const refused = await excluded.visitor.post('/web-api/bonuses/promo-code/check', {
      code,
      place: 'office',
    });
    expect(refused.json()).toMatchObject({ ok: false, refusal: 'excluded' });
    const granted = await opsRequest(setup.testApp, 'POST', '/bonuses/grant', {
      playerId: excluded.userId,
      offer: 'welcome-sport',
    });
    expect(granted.json<ErrorBody>().error.code).toBe('BONUS_NOT_AVAILABLE');

    const { visitor } = await signedInPlayer(setup);
    expect(
      (
        await visitor.request({
          method: 'PUT',
          url: '/web-api/bonuses/declined',
          payload: { declined: true },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await visitor.post('/web-api/bonuses/promo-code/check', { code, place: 'office' })).json(),
    ).toMatchObject({ ok: false, refusal: 'declined' });
    expect((await bonusesOf(visitor)).offers).toEqual([]);
  });

  it('gives a household an offer once', async () => {
    const { code } = await offerWithCode(
      { amountMinor: 300, wageringMultiplier: 1, onePer: 'household' },
      'free_bet',
    );
    const first = await signedInPlayer(setup);
    const second = await signedInPlayer(setup);
    expect(
      (await first.visitor.post('/web-api/bonuses/promo-code/redeem', { code, place: 'office' }))
        .statusCode,
    ).toBe(200);
    // The free bet is on the bonus account at once.
    expect((await balanceOf(first.visitor)).bonus).toBe(300);
    const refused = await second.visitor.post('/web-api/bonuses/promo-code/redeem', {
      code,
      place: 'office',
    });
    expect(refused.json<ErrorBody>().error).toMatchObject({
      code: 'PROMO_CODE_REFUSED',
      details: { refusal: 'used' },
    });
  });

  it('forfeits a bonus being wagered on a withdrawal only after the player confirms', async () => {
    const { code } = await offerWithCode({
      percent: 100,
      wageringMultiplier: 10,
      maxStakeMinor: 700,
    });
    const { visitor, userId } = await signedInPlayer(setup);
    await visitor.post('/web-api/bonuses/promo-code/redeem', { code, place: 'deposit' });
    await depositThroughProvider(setup.testApp, visitor, 1_000);
    await expect(
      db().transaction((tx) =>
        assertStakeAllowedByBonus(tx, userId, { amountMinor: 701, currency: 'RUB' }),
      ),
    ).rejects.toMatchObject({ code: 'BONUS_MAX_STAKE' });
    // A casino bet rolled back counts no more.
    await db().transaction((tx) =>
      countStake(
        tx,
        userId,
        {
          product: 'casino',
          amountMinor: 600,
          gameKind: 'slot',
          currency: 'RUB',
          reference: 'casino:demo:t1',
        },
        setup.clock.now(),
      ),
    );
    expect((await bonusesOf(visitor)).bonuses[0]!.wageredMinor).toBe(600);
    await db().transaction((tx) => uncountStake(tx, userId, 'casino:demo:t1', setup.clock.now()));
    expect((await bonusesOf(visitor)).bonuses[0]!.wageredMinor).toBe(0);
    const withdraw = (extra: object) =>
      visitor.post('/web-api/payments/withdraw', {
        amountMinor: 500,
        idempotencyKey: newIdempotencyKey(),
        ...extra,
      });
    const asked = await withdraw({});
    expect(asked.statusCode).toBe(409);
    expect(asked.json<ErrorBody>().error).toMatchObject({
      code: 'BONUS_FORFEIT_CONFIRM',
      details: { balanceMinor: 1_000 },
    });
    expect((await withdraw({ forfeitBonus: true })).statusCode).toBe(200);
    const [bonus] = (await bonusesOf(visitor)).bonuses;
    expect(bonus).toMatchObject({ status: 'forfeited', balanceMinor: 0 });
    expect(await balanceOf(visitor)).toMatchObject({ balance: 500, bonus: 0 });
    expect(await ledgerRows(`bonus:${bonus!.id}:forfeited`)).toBe(1);
  });

  it('removes a bonus that ends before it is wagered', async () => {
    const { code } = await offerWithCode(
      { amountMinor: 800, wageringMultiplier: 5, expiryDays: 1 },
      'no_deposit',
    );
    const { visitor, userId } = await signedInPlayer(setup);
    await visitor.post('/web-api/bonuses/promo-code/redeem', { code, place: 'office' });
    expect((await balanceOf(visitor)).bonus).toBe(800);
    setup.clock.advance(86_400_000 + 1000);
    // The operator's sweep (the player's own reads expire it too); twice removes it once.
    const sweep = await opsRequest(setup.testApp, 'POST', '/bonuses/expire-due');
    expect(sweep.json<{ expired: number }>().expired).toBeGreaterThanOrEqual(1);
    await opsRequest(setup.testApp, 'POST', '/bonuses/expire-due');
    const listed = await opsRequest(setup.testApp, 'GET', `/bonuses/players/${userId}`);
    const [bonus] = listed.json<{ bonuses: Bonus[] }>().bonuses;
    expect(bonus).toMatchObject({ status: 'expired' });
    expect(await ledgerRows(`bonus:${bonus!.id}:expired`)).toBe(1);
    const [bonusAccount] = await db().query<{ balance_minor: number }>(
      'select balance_minor from accounts where player_id = $1 and type = 4',
      [userId],
    );
    expect(Number(bonusAccount!.balance_minor)).toBe(0);
  });

  it('shows the registration its welcome offers with their terms, before there is a player', async () => {
    const visitor = createTestVisitor(setup.testApp.app);
    await visitor.arrive();
    const welcome = async (lng: string) =>
      (await visitor.get(`/web-api/bonuses/welcome?lng=${lng}`)).json<{
        offers: { choice: string; kind: string; title: string; terms: object }[];
      }>().offers;
    const russian = await welcome('ru');
    expect(russian).toEqual([
      expect.objectContaining({
        choice: 'sport',
        kind: 'deposit_match',
        title: 'Бонус на первый депозит: спорт',
      }),
      expect.objectContaining({ choice: 'casino', title: 'Бонус на первый депозит: казино' }),
    ]);
    expect(russian[0]?.terms).toMatchObject({ percent: 100, wageringMultiplier: 5 });
    // An offer the operator stopped is not offered at registration either.
    const off = await opsRequest(setup.testApp, 'POST', '/bonuses/offers/welcome-casino/off');
    expect(off.statusCode).toBe(200);
    expect((await welcome('en')).map((offer) => [offer.choice, offer.title])).toEqual([
      ['sport', 'First deposit bonus: sports'],
    ]);
    await opsRequest(setup.testApp, 'POST', '/bonuses/offers/welcome-casino/on');
  });

  it('refuses terms an offer cannot have', async () => {
    const refused = await opsRequest(setup.testApp, 'POST', '/bonuses/offers', {
      name: 'bad-terms',
      kind: 'deposit_match',
      titleRu: 'x',
      titleEn: 'x',
      terms: { percent: null, wageringMultiplier: -1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.code).toBe('INVALID_TERMS');
  });
});
