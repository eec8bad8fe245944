import { createTestPlayer } from '../test-support/auth-fixtures';
import { signedInVisitor } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
import { createTestClock } from '../test-support/test-clock';
import { useTestToolSites } from '../test-support/use-test-tool-sites';

const API = '/limit-service-api/api/external/web/v3';
const HOUR = 3_600_000;

describe('the limits test tools of the operator API', () => {
  const clock = createTestClock(new Date('2026-11-22T10:00:00Z'));
  const sites = useTestToolSites(clock);

  it('are refused with 403 on a site that is not thrown away', async () => {
    const player = await createTestPlayer(sites().real);
    const ended = await opsRequest(
      sites().real,
      'POST',
      `/players/${player.id}/limits/end-cooling-off`,
      {
        limitType: 20,
      },
    );
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({ error: { code: 'LIMIT_TEST_TOOLS_OFF' } });
    const spent = await opsRequest(
      sites().real,
      'POST',
      `/players/${player.id}/limits/session-time`,
      {
        minutes: 10,
      },
    );
    expect(spent.statusCode).toBe(403);
  });

  it('end a pending raise cooling-off now, so the player can approve it at once', async () => {
    const player = await createTestPlayer(sites().throwaway);
    const visitor = await signedInVisitor(sites().throwaway, String(player.id));
    await visitor.post(`${API}/limits`, { limits: [{ limitType: 20, limitValue: 5_000 }] });
    await visitor.post(`${API}/limits`, { limits: [{ limitType: 20, limitValue: 8_000 }] });
    const early = await visitor.post(`${API}/limitaction`, { limitType: 20, action: 1 });
    expect(early.json()).toMatchObject({ error: { code: 'LIMIT_COOLING_OFF' } });

    const ended = await opsRequest(
      sites().throwaway,
      'POST',
      `/players/${player.id}/limits/end-cooling-off`,
      { limitType: 20 },
    );
    expect(ended.statusCode).toBe(200);
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(ended.json()).toEqual({ limitType: 20, startedAt: now, endsAt: now + 86_400 });

    expect(
      (await visitor.post(`${API}/limitaction`, { limitType: 20, action: 1 })).statusCode,
    ).toBe(204);
    const limits = (await visitor.get(`${API}/limits`)).json<
      { limitType: number; limitValue: number; limitState: string }[]
    >();
    expect(limits).toEqual([
      expect.objectContaining({ limitType: 20, limitValue: 8_000, limitState: 'ACTIVE' }),
    ]);
  });

  it('answer 400 when there is no pending change, and 404 for an unknown player', async () => {
    const player = await createTestPlayer(sites().throwaway);
    const none = await opsRequest(
      sites().throwaway,
      'POST',
      `/players/${player.id}/limits/end-cooling-off`,
      { limitType: 20 },
    );
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: { code: 'NO_PENDING_LIMIT' } });
    const unknownType = await opsRequest(
      sites().throwaway,
      'POST',
      `/players/${player.id}/limits/end-cooling-off`,
      { limitType: 99 },
    );
    expect(unknownType.statusCode).toBe(400);
    const stranger = await opsRequest(
      sites().throwaway,
      'POST',
      '/players/999999/limits/session-time',
      {
        minutes: 5,
      },
    );
    expect(stranger.statusCode).toBe(404);
    const bad = await opsRequest(
      sites().throwaway,
      'POST',
      `/players/${player.id}/limits/session-time`,
      {
        minutes: 0,
      },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('count session time in the player day, so the next ping finds the session limit spent', async () => {
    const player = await createTestPlayer(sites().throwaway);
    const visitor = await signedInVisitor(sites().throwaway, String(player.id));
    await visitor.post(`${API}/limits`, { limits: [{ limitType: 31, limitValue: 1 }] });
    const counted = await opsRequest(
      sites().throwaway,
      'POST',
      `/players/${player.id}/limits/session-time`,
      { minutes: 59 },
    );
    expect(counted.json()).toEqual({ day: '2026-11-22', usedSeconds: 59 * 60 });
    expect((await visitor.post(`${API}/ping`)).json()).toEqual({
      limitBalance: 60,
      sessionLimitEnded: false,
    });
    clock.advance(HOUR / 60);
    expect((await visitor.post(`${API}/ping`)).json()).toEqual({
      limitBalance: 0,
      sessionLimitEnded: true,
    });
  });
});
