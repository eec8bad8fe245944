import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import type { LimitType } from '@betshell/domain/limits';
import { activeExclusion, checkDepositAllowed, judgeStake } from './limit-enforcement';
import { limitRepository } from './limit-repository';

const API = '/limit-service-api/api/external/web/v3';

describe('enforcement of the limits for the wallet and betting', () => {
  const setup = setUpAuthTestApp({ start: new Date('2026-11-22T10:00:00Z') });
  const { clock } = setup;

  const player = async (...limits: { limitType: number; limitValue: number }[]) => {
    const { userId, visitor } = await signedInPlayer(setup);
    if (limits.length > 0) {
      const saved = await visitor.post(`${API}/limits`, { limits });
      if (saved.statusCode !== 200) throw new Error(saved.body);
    }
    return userId;
  };
  const deposit = (playerId: number, amountMinor: number, deposited: number, currency = 'RUB') => {
    const windows: Date[] = [];
    return {
      windows,
      verdict: checkDepositAllowed(
        setup.testApp.database,
        { playerId, amountMinor, currency, now: clock.now() },
        (since) => {
          windows.push(since);
          return Promise.resolve(deposited);
        },
      ),
    };
  };

  it('allows any deposit of a player without limits', async () => {
    const id = await player();
    expect(await deposit(id, 10 ** 9, 10 ** 9).verdict).toEqual({ allowed: true });
  });

  it('refuses a deposit over the 24 h limit, asking the wallet for the window sum', async () => {
    const id = await player({ limitType: 20, limitValue: 10_000 });
    const within = deposit(id, 4_000, 6_000);
    expect(await within.verdict).toEqual({ allowed: true });
    expect(within.windows).toEqual([new Date(clock.now().getTime() - 86_400_000)]);
    expect(await deposit(id, 4_001, 6_000).verdict).toEqual({
      allowed: false,
      messageKey: 'responsible_gaming_refused_deposit_limit',
      limitType: 20,
    });
  });

  it('refuses a deposit in another currency than the limit', async () => {
    const id = await player({ limitType: 21, limitValue: 10_000 });
    expect(await deposit(id, 1, 0, 'USD').verdict).toMatchObject({
      allowed: false,
      messageKey: 'responsible_gaming_refused_currency',
    });
  });

  it('refuses every deposit during a time-out, and deposits again once it ends', async () => {
    const id = await player({ limitType: 33, limitValue: 1 });
    expect(await deposit(id, 1, 0).verdict).toMatchObject({
      messageKey: 'responsible_gaming_refused_deposit_timeout',
    });
    clock.advance(86_400_000);
    expect(await deposit(id, 1, 0).verdict).toEqual({ allowed: true });
  });

  it('names the self-exclusion or time-out a player is in, and nothing once it has ended', async () => {
    const { database } = setup.testApp;
    const timedOut = await player({ limitType: 33, limitValue: 1 });
    expect(await activeExclusion(database, timedOut, clock.now())).toBe('timed out');
    const excluded = await player();
    await database.query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, currency,
         requested_at, started_at, ends_at)
       values ($1, 30, 1, 'ACTIVE', null, $2, $2, $3)`,
      [excluded, clock.now(), new Date(clock.now().getTime() + 2 * 86_400_000)],
    );
    expect(await activeExclusion(database, excluded, clock.now())).toBe('self-excluded');
    expect(await activeExclusion(database, await player(), clock.now())).toBeNull();

    clock.advance(86_400_000);
    expect(await activeExclusion(database, timedOut, clock.now())).toBeNull();
    expect(await activeExclusion(database, excluded, clock.now())).toBe('self-excluded');
    clock.advance(86_400_000);
    expect(await activeExclusion(database, excluded, clock.now())).toBeNull();
  });

  it('does not enforce a raise that is still pending', async () => {
    const id = await player({ limitType: 20, limitValue: 1_000 });
    await setup.testApp.database.query(
      `insert into player_limits (player_id, limit_type, limit_value, limit_state, currency,
         direction, requested_at, started_at, ends_at)
       values ($1, 20, 5000, 'PENDING', 'RUB', 'raise', $2, $3, $4)`,
      [
        id,
        clock.now(),
        new Date(clock.now().getTime() + 86_400_000),
        new Date(clock.now().getTime() + 2 * 86_400_000),
      ],
    );
    expect((await deposit(id, 2_000, 0).verdict).allowed).toBe(false);
  });

  it('refuses stakes over the wagering and loss limits and keeps others', async () => {
    const id = await player(
      { limitType: 1, limitValue: 1_000 },
      { limitType: 12, limitValue: 500 },
    );
    const limits = await limitRepository.open(setup.testApp.database, id);
    const everyWindow = (sum: number) =>
      new Map(([1, 2, 3, 10, 11, 12] as LimitType[]).map((type) => [type, sum]));
    const stake = (amountMinor: number, staked: number, netLoss: number) =>
      judgeStake(
        limits,
        { amountMinor, currency: 'RUB', now: clock.now() },
        {
          stakedByType: everyWindow(staked),
          paidByType: everyWindow(staked - netLoss),
          timeZone: 'UTC',
          usedSecondsByDay: new Map(),
        },
      );
    expect(stake(300, 600, 0)).toEqual({ allowed: true });
    expect(stake(500, 600, 0)).toMatchObject({ limitType: 1 });
    expect(stake(300, 0, 300)).toMatchObject({
      messageKey: 'responsible_gaming_refused_loss_limit',
      limitType: 12,
    });
  });

  it('refuses stakes once the session limit of the day is spent', async () => {
    const id = await player({ limitType: 31, limitValue: 1 });
    const limits = await limitRepository.open(setup.testApp.database, id);
    const judged = (usedSeconds: number, timeZone: string) =>
      judgeStake(
        limits,
        { amountMinor: 1, currency: 'RUB', now: clock.now() },
        {
          stakedByType: new Map(),
          paidByType: new Map(),
          timeZone,
          usedSecondsByDay: new Map([[clock.now().toISOString().slice(0, 10), usedSeconds]]),
        },
      );
    expect(judged(3599, 'UTC')).toEqual({ allowed: true });
    // 10:00 UTC is midnight in Kiritimati (UTC+14): its new day has used nothing yet.
    expect(judged(3600, 'Pacific/Kiritimati')).toEqual({ allowed: true });
    const verdict = judged(3600, 'UTC');
    expect(verdict).toMatchObject({ messageKey: 'responsible_gaming_refused_session_limit' });
  });
});
