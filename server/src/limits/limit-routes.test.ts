import {
  arrivedVisitor,
  setUpAuthTestApp,
  signedInPlayer,
  signedInVisitor,
} from '../test-support/auth-test-setup';
import { createTestPlayer } from '../test-support/auth-fixtures';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';
import { createLimitService, DEFAULT_LIMIT_SETTINGS } from './limit-service';

const API = '/limit-service-api/api/external/web/v3';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface WireLimit {
  limitType: number;
  limitValue: number;
  limitState: string;
  startedAt: number | null;
  endsAt: number | null;
  needApprove: boolean;
  direction: string | null;
  limitBalance: number | null;
  currency: string | null;
  selfExcludeReason: string | null;
}

describe('the limits service', () => {
  const setup = setUpAuthTestApp({ start: new Date('2026-11-22T10:00:00Z') });
  const { clock } = setup;

  let visitor: TestVisitor;
  let userId: number;
  beforeEach(async () => {
    ({ userId, visitor } = await signedInPlayer(setup));
  });

  const limits = async () => (await visitor.get(`${API}/limits`)).json<WireLimit[]>();
  const save = (...items: object[]) => visitor.post(`${API}/limits`, { limits: items });
  const action = (limitType: number, value: 0 | 1) =>
    visitor.post(`${API}/limitaction`, { limitType, action: value });
  const cancel = (limitType: number) =>
    visitor.request({ method: 'DELETE', url: `${API}/limit?limitType=${limitType}` });
  /** Moves the clock; a day away outlives the session, so the player signs in again. */
  const later = async (ms: number) => {
    clock.advance(ms);
    visitor = await signedInVisitor(setup.testApp, String(userId));
  };
  const of = (all: WireLimit[], type: number, state: string) =>
    all.find((limit) => limit.limitType === type && limit.limitState === state);

  it('refuses a caller who is not signed in with 401', async () => {
    // A browser that loaded the site: it holds the CSRF token, only no session.
    const stranger = await arrivedVisitor(setup.testApp);
    expect((await stranger.get(`${API}/limits`)).statusCode).toBe(401);
    expect((await stranger.post(`${API}/ping`)).statusCode).toBe(401);
  });

  it('answers no limits for a new player and every settable type on offer', async () => {
    expect(await limits()).toEqual([]);
    const available = (await visitor.get(`${API}/availablelimits`)).json<
      { type: number; measure: string; availableValues: number[] }[]
    >();
    expect(available.map((a) => a.type)).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33]);
    expect(available.find((a) => a.type === 30)?.availableValues).toContain(3650);
    expect(available.find((a) => a.type === 31)?.measure).toBe('hours');
  });

  it('sets a first limit at once, in the player currency', async () => {
    const response = await save({ limitType: 20, limitValue: 10_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'saved', questions: [], tokenGuid: null });
    expect(of(await limits(), 20, 'ACTIVE')).toMatchObject({
      limitValue: 10_000,
      currency: 'RUB',
      measure: 'currency',
      needApprove: false,
    });
  });

  it('lowers a limit at once', async () => {
    await save({ limitType: 21, limitValue: 10_000 });
    await save({ limitType: 21, limitValue: 5_000 });
    const all = await limits();
    expect(of(all, 21, 'ACTIVE')?.limitValue).toBe(5_000);
    expect(of(all, 21, 'PENDING')).toBeUndefined();
  });

  it('makes a raise pending for the cooling-off, then confirmable for 86400 s', async () => {
    await save({ limitType: 20, limitValue: 5_000 });
    const requestedAt = Math.floor(clock.now().getTime() / 1000);
    await save({ limitType: 20, limitValue: 8_000 });
    const pending = of(await limits(), 20, 'PENDING');
    expect(pending).toMatchObject({
      limitValue: 8_000,
      needApprove: true,
      direction: 'raise',
      startedAt: requestedAt + 86_400,
      endsAt: requestedAt + 2 * 86_400,
    });
    expect(of(await limits(), 20, 'ACTIVE')?.limitValue).toBe(5_000);

    const early = await action(20, 1);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ error: { code: 'LIMIT_COOLING_OFF' } });

    await later(DAY);
    const approved = await action(20, 1);
    expect(approved.statusCode).toBe(204);
    const all = await limits();
    expect(of(all, 20, 'ACTIVE')?.limitValue).toBe(8_000);
    expect(of(all, 20, 'PENDING')).toBeUndefined();
  });

  it('refuses another raise while one is pending, even a smaller one', async () => {
    await save({ limitType: 1, limitValue: 1_000 });
    await save({ limitType: 1, limitValue: 2_000 });
    for (const limitValue of [1_500, 3_000, 1_000]) {
      const response = await save({ limitType: 1, limitValue });
      expect([limitValue, response.statusCode]).toEqual([limitValue, 400]);
      expect(response.json()).toMatchObject({ error: { code: 'LIMIT_CHANGE_PENDING' } });
    }
    expect(of(await limits(), 1, 'PENDING')?.limitValue).toBe(2_000);
  });

  it.each([
    ['a deposit limit', 20, 10_000, 20_000, 5_000],
    ['a session limit', 31, 4, 8, 2],
  ])(
    'lowers %s at once while a raise is pending, and ends the raise',
    async (_name, limitType, first, raise, lower) => {
      await save({ limitType, limitValue: first });
      await save({ limitType, limitValue: raise });
      expect(of(await limits(), limitType, 'PENDING')?.limitValue).toBe(raise);

      const response = await save({ limitType, limitValue: lower });

      expect(response.statusCode).toBe(200);
      const all = await limits();
      expect(of(all, limitType, 'ACTIVE')).toMatchObject({
        limitValue: lower,
        direction: 'lower',
        startedAt: Math.floor(clock.now().getTime() / 1000),
      });
      expect(of(all, limitType, 'PENDING')).toBeUndefined();
      const closed = await setup.testApp.database.query<{ limit_value: number; reason: string }>(
        `select limit_value, close_reason as reason from player_limits
          where player_id = $1 and limit_type = $2 and limit_state = 'INACTIVE' order by id`,
        [userId, limitType],
      );
      expect(closed).toEqual([
        { limit_value: first, reason: 'replaced' },
        { limit_value: raise, reason: 'replaced' },
      ]);
      // Nothing is left to approve once the cooling-off is over: the raise is gone for good.
      await later(DAY + HOUR);
      expect((await action(limitType, 1)).json()).toMatchObject({
        error: { code: 'NO_PENDING_LIMIT' },
      });
      expect(of(await limits(), limitType, 'ACTIVE')?.limitValue).toBe(lower);
    },
  );

  it('drops a pending change the player rejects, and keeps the old limit', async () => {
    await save({ limitType: 10, limitValue: 1_000 });
    await save({ limitType: 10, limitValue: 3_000 });
    await later(DAY + HOUR);
    expect((await action(10, 0)).statusCode).toBe(204);
    const all = await limits();
    expect(of(all, 10, 'ACTIVE')?.limitValue).toBe(1_000);
    expect(of(all, 10, 'PENDING')).toBeUndefined();
  });

  it('cancels a pending change with DELETE /limit during the cooling-off', async () => {
    await save({ limitType: 22, limitValue: 1_000 });
    await save({ limitType: 22, limitValue: 3_000 });
    expect((await cancel(22)).statusCode).toBe(204);
    expect(of(await limits(), 22, 'PENDING')).toBeUndefined();
    const again = await cancel(22);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'NO_PENDING_LIMIT' } });
  });

  it('lets a pending change lapse when nobody approves it by the deadline', async () => {
    await save({ limitType: 2, limitValue: 1_000 });
    await save({ limitType: 2, limitValue: 3_000 });
    await later(2 * DAY);
    expect(of(await limits(), 2, 'PENDING')).toBeUndefined();
    expect(of(await limits(), 2, 'ACTIVE')?.limitValue).toBe(1_000);
    expect((await action(2, 1)).json()).toMatchObject({ error: { code: 'NO_PENDING_LIMIT' } });
  });

  it('closes a lapsed change on the read that finds it due, recording why', async () => {
    await save({ limitType: 3, limitValue: 1_000 });
    await save({ limitType: 3, limitValue: 3_000 });
    await later(2 * DAY);
    expect(of(await limits(), 3, 'ACTIVE')?.limitValue).toBe(1_000);
    const rows = await setup.testApp.database.query<{ limit_state: string; close_reason: string }>(
      `select limit_state, close_reason from player_limits
        where player_id = $1 and limit_type = 3 and limit_value = 3000`,
      [userId],
    );
    expect(rows).toEqual([{ limit_state: 'INACTIVE', close_reason: 'lapsed' }]);
  });

  it('reads the limits without writing them while nothing is due', async () => {
    await save({ limitType: 1, limitValue: 1_000 });
    await save({ limitType: 1, limitValue: 3_000 });
    // A service of its own over the test's database, so that its statements can be watched.
    const { database } = setup.testApp;
    const service = createLimitService(database, clock.now, DEFAULT_LIMIT_SETTINGS);
    const query = jest.spyOn(database, 'query');
    try {
      const all = await service.limits(userId);
      expect(all.find((one) => one.limitState === 'ACTIVE')?.limitValue).toBe(1_000);
      expect(all.find((one) => one.limitState === 'PENDING')?.limitValue).toBe(3_000);
      const statements = query.mock.calls.map(([sql]) => sql);
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.filter((sql) => /update\s+player_limits/i.test(sql))).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });

  it('shows the limits it keeps in memory without a read, as the table shows them, until one is due', async () => {
    await save({ limitType: 1, limitValue: 1_000 });
    await save({ limitType: 1, limitValue: 3_000 });
    const { database } = setup.testApp;
    const service = createLimitService(database, clock.now, DEFAULT_LIMIT_SETTINGS);
    // The memory's second does not run out in this test, however slow the machine.
    const dateNow = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    const query = jest.spyOn(database, 'query');
    try {
      const fromTable = await service.limits(userId);
      query.mockClear();
      expect(service.keptLimits(userId)).toEqual(fromTable);
      expect(query).not.toHaveBeenCalled();
      // The pending raise's cooling-off ends: closing it is a write, which only the table's read does.
      await later(2 * DAY);
      expect(service.keptLimits(userId)).toBeUndefined();
    } finally {
      query.mockRestore();
      dateNow.mockRestore();
    }
  });

  it('removes a limit only through the questions, the same wait and approval', async () => {
    await save({ limitType: 3, limitValue: 1_000 });
    const asked = (await save({ limitType: 3, limitValue: 999_999_999 })).json<{
      tokenGuid: string;
    }>();
    await visitor.post(`${API}/testanswers`, {
      tokenGuid: asked.tokenGuid,
      answers: [1, 2, 3, 4].map((questionId) => ({ questionId, answer: false })),
    });
    expect(of(await limits(), 3, 'PENDING')?.direction).toBe('raise');
    await later(DAY);
    expect((await action(3, 1)).statusCode).toBe(204);
    expect((await limits()).filter((l) => l.limitType === 3)).toEqual([]);
  });

  it('cools off at least 24 hours in a jurisdiction the settings do not name', async () => {
    await setup.testApp.database.query(
      `insert into player_limit_profiles (player_id, time_zone, jurisdiction) values ($1, 'UTC', 'strict')`,
      [userId],
    );
    // The test app's settings know no 'strict': the default 24 h applies, never less.
    await save({ limitType: 11, limitValue: 1_000 });
    await save({ limitType: 11, limitValue: 2_000 });
    const pending = of(await limits(), 11, 'PENDING')!;
    expect(pending.startedAt! - Math.floor(clock.now().getTime() / 1000)).toBe(86_400);
  });

  it('takes a first limit of any size as a lowering, without questions', async () => {
    const response = (await save({ limitType: 21, limitValue: 20_000_000 })).json<object>();
    expect(response).toMatchObject({ status: 'saved', limitsData: [{ limitState: 'ACTIVE' }] });
  });

  it('asks the self-assessment for a raise above the threshold and applies it only on success', async () => {
    await save({ limitType: 20, limitValue: 1_000 });
    const asked = (await save({ limitType: 20, limitValue: 20_000_000 })).json<{
      status: string;
      questions: { id: number }[];
      tokenGuid: string;
    }>();
    expect(asked.status).toBe('questions');
    expect(asked.questions.map((q) => q.id)).toEqual([1, 2, 3, 4]);
    expect(of(await limits(), 20, 'PENDING')).toBeUndefined();

    const failed = await visitor.post(`${API}/testanswers`, {
      tokenGuid: asked.tokenGuid,
      answers: asked.questions.map((q) => ({ questionId: q.id, answer: q.id === 1 })),
    });
    expect(failed.json()).toMatchObject({
      success: false,
      questionsResult: [{ questionId: 1, passed: false }, { questionId: 2, passed: true }, {}, {}],
    });
    expect(of(await limits(), 20, 'PENDING')).toBeUndefined();
    const reused = await visitor.post(`${API}/testanswers`, {
      tokenGuid: asked.tokenGuid,
      answers: [],
    });
    expect(reused.statusCode).toBe(400);

    const again = (await save({ limitType: 20, limitValue: 20_000_000 })).json<{
      tokenGuid: string;
    }>();
    const passed = await visitor.post(`${API}/testanswers`, {
      tokenGuid: again.tokenGuid,
      answers: [1, 2, 3, 4].map((questionId) => ({ questionId, answer: false })),
    });
    expect(passed.json()).toMatchObject({ success: true });
    // Passing the questions does not skip the cooling-off: the raise is pending like any other.
    expect(of(await limits(), 20, 'PENDING')?.limitValue).toBe(20_000_000);
    expect(of(await limits(), 20, 'ACTIVE')?.limitValue).toBe(1_000);
  });

  it('answers 400 to bad input, never 500', async () => {
    expect((await save({ limitType: 99, limitValue: 1 })).statusCode).toBe(400);
    expect((await save({ limitType: 37, limitValue: 1 })).statusCode).toBe(400);
    expect((await save({ limitType: 30, limitValue: 2 })).json()).toMatchObject({
      error: { code: 'INVALID_LIMIT_VALUE' },
    });
    expect((await save({ limitType: 20, limitValue: 0 })).statusCode).toBe(400);
    expect((await save({ limitType: 20, limitValue: 5, extra: 1 })).statusCode).toBe(400);
    expect(
      (await save({ limitType: 20, limitValue: 5 }, { limitType: 20, limitValue: 6 })).json(),
    ).toMatchObject({ error: { code: 'DUPLICATE_LIMIT_TYPE' } });
    expect((await save({ limitType: 20, limitValue: 5, selfExcludeReasonId: 1 })).statusCode).toBe(
      400,
    );
    expect((await save()).statusCode).toBe(400);
    expect(
      (await visitor.post(`${API}/limitaction`, { limitType: 20, action: 2 })).statusCode,
    ).toBe(400);
    expect((await cancel(5)).statusCode).toBe(400);
    expect(
      (await visitor.post(`${API}/testanswers`, { tokenGuid: 'nope', answers: [] })).statusCode,
    ).toBe(400);
  });

  it('lists the self-exclusion reasons in the language asked', async () => {
    const ru = (await visitor.get(`${API}/reasons/selfexclude`, { language: 'ru' })).json<
      { id: number; selfExcludeReason: string }[]
    >();
    const en = (await visitor.get(`${API}/reasons/selfexclude`, { language: 'en' })).json<
      { id: number; selfExcludeReason: string }[]
    >();
    expect(ru[2]).toEqual({ id: 3, selfExcludeReason: 'Мне нужен перерыв' });
    expect(en[2]).toEqual({ id: 3, selfExcludeReason: 'I need a break' });
  });

  it("lists them in every site language, by the site's code or the browser's language tag", async () => {
    const reasonOf = async (headers: Record<string, string>) =>
      (await visitor.get(`${API}/reasons/selfexclude`, headers)).json<
        { id: number; selfExcludeReason: string }[]
      >()[4]?.selfExcludeReason;
    expect(await reasonOf({ language: 'ua' })).toBe('Інша причина');
    expect(await reasonOf({ language: 'kz' })).toBe('Басқа себеп');
    expect(await reasonOf({ language: 'az' })).toBe('Başqa səbəb');
    expect(await reasonOf({ language: 'uz' })).toBe('Boshqa sabab');
    expect(await reasonOf({ 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.8' })).toBe('Інша причина');
    expect(await reasonOf({ language: 'de' })).toBe('Another reason');
  });

  it('self-excludes at once, ends every session, refuses login, and cannot be lifted early', async () => {
    const other = await signedInVisitor(setup.testApp, String(userId));
    const response = await save({ limitType: 30, limitValue: 1, selfExcludeReasonId: 2 });
    expect(response.statusCode).toBe(200);
    expect((await other.get(`${API}/limits`)).statusCode).toBe(401);
    expect((await visitor.get(`${API}/limits`)).statusCode).toBe(401);

    const fresh = createTestVisitor(setup.testApp.app);
    await fresh.arrive();
    const login = await fresh.post('/auth-api/v1/login', {
      form: 'login_password',
      uLogin: String(userId),
      uPassword: 'secret-2026',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      error: {
        code: 'SELF_EXCLUDED',
        details: { messageKey: 'responsible_gaming_refused_self_excluded' },
      },
    });

    clock.advance(DAY);
    visitor = await signedInVisitor(setup.testApp, String(userId));
    const history = await setup.testApp.database.query<{ close_reason: string }>(
      'select close_reason from player_limits where player_id = $1 and limit_type = 30',
      [userId],
    );
    expect(history).toEqual([{ close_reason: 'ended' }]);
  });

  it('refuses to change an active time-out with 403', async () => {
    await save({ limitType: 33, limitValue: 7 });
    const response = await save({ limitType: 33, limitValue: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'LIMIT_IRREVOCABLE' } });
    expect(of(await limits(), 33, 'ACTIVE')?.endsAt).toBe(
      Math.floor(clock.now().getTime() / 1000) + 7 * 86_400,
    );
  });

  it('self-excludes through BlockUser too', async () => {
    const response = await visitor.post('/limit/external/web/api/v1/BlockUser', { days: 7 });
    expect(response.json()).toEqual({ success: true });
    expect((await visitor.get(`${API}/limits`)).statusCode).toBe(401);
    expect(
      (
        await (
          await arrivedVisitor(setup.testApp)
        ).post('/limit/external/web/api/v1/BlockUser', { days: 7 })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the session limit', () => {
  const setup = setUpAuthTestApp({ start: new Date('2026-11-22T10:00:00Z') });
  const { clock } = setup;

  it('answers -1 while no session limit is set', async () => {
    const { visitor } = await signedInPlayer(setup);
    expect((await visitor.post(`${API}/ping`)).json()).toEqual({
      limitBalance: -1,
      sessionLimitEnded: false,
    });
  });

  it('counts the pings of the player day, ends the sessions at 0 and refuses login until tomorrow', async () => {
    const player = await createTestPlayer(setup.testApp, { createdAt: clock.now() });
    let visitor = await signedInVisitor(setup.testApp, String(player.id));
    await visitor.post(`${API}/limits`, { limits: [{ limitType: 31, limitValue: 1 }] });
    expect((await visitor.post(`${API}/ping`)).json()).toEqual({
      limitBalance: 3600,
      sessionLimitEnded: false,
    });
    // 59 minutes of the day were played earlier (pings of another session, say).
    await setup.testApp.database.query(
      `insert into session_limit_usage (player_id, day, used_seconds) values ($1, $2, 3540)
       on conflict (player_id, day) do update set used_seconds = 3540`,
      [player.id, clock.now().toISOString().slice(0, 10)],
    );
    clock.advance(30_000);
    expect((await visitor.post(`${API}/ping`)).json()).toEqual({
      limitBalance: 30,
      sessionLimitEnded: false,
    });
    clock.advance(30_000);
    expect((await visitor.post(`${API}/ping`)).json()).toEqual({
      limitBalance: 0,
      sessionLimitEnded: true,
    });
    expect((await visitor.get(`${API}/limits`)).statusCode).toBe(401);

    const fresh = createTestVisitor(setup.testApp.app);
    await fresh.arrive();
    const refused = await fresh.post('/auth-api/v1/login', {
      form: 'login_password',
      uLogin: String(player.id),
      uPassword: 'secret-2026',
    });
    expect(refused.json()).toMatchObject({
      error: {
        code: 'SESSION_LIMIT_SPENT',
        details: { until: Date.parse('2026-11-23T00:00:00Z') / 1000 },
      },
    });

    clock.advance(DAY);
    visitor = await signedInVisitor(setup.testApp, String(player.id));
    expect((await visitor.post(`${API}/ping`)).json()).toEqual({
      limitBalance: 3600,
      sessionLimitEnded: false,
    });
  });

  it('does not count a long silence between two pings', async () => {
    const { visitor } = await signedInPlayer(setup);
    await visitor.post(`${API}/limits`, { limits: [{ limitType: 31, limitValue: 2 }] });
    await visitor.post(`${API}/ping`);
    clock.advance(10 * 60_000);
    expect((await visitor.post(`${API}/ping`)).json()).toMatchObject({ limitBalance: 7200 - 60 });
  });
});
