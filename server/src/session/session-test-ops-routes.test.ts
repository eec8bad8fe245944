import { DEFAULT_SITE_CONFIG } from '@betshell/domain';
import { createTestPlayer } from '../test-support/auth-fixtures';
import { signedInVisitor } from '../test-support/auth-test-setup';
import { opsRequest } from '../test-support/build-test-app';
import { createTestClock } from '../test-support/test-clock';
import { useTestToolSites } from '../test-support/use-test-tool-sites';

describe('the session test tool of the operator API', () => {
  const clock = createTestClock(new Date('2026-11-22T10:00:00Z'));
  const sites = useTestToolSites(clock);

  it('is refused with 403 on a site that is not thrown away', async () => {
    const player = await createTestPlayer(sites().real);
    const aged = await opsRequest(sites().real, 'POST', `/players/${player.id}/sessions/idle`, {
      minutes: 5,
    });
    expect(aged.statusCode).toBe(403);
    expect(aged.json()).toMatchObject({ error: { code: 'SESSION_TEST_TOOLS_OFF' } });
  });

  it('ages a signed-in player past the inactivity limit, so the next call finds the session ended', async () => {
    const player = await createTestPlayer(sites().throwaway);
    const visitor = await signedInVisitor(sites().throwaway, String(player.id));
    expect((await visitor.get('/auth-api/v1/check')).statusCode).toBe(200);

    const aged = await opsRequest(
      sites().throwaway,
      'POST',
      `/players/${player.id}/sessions/idle`,
      {
        minutes: DEFAULT_SITE_CONFIG.inactivityLogoffMinutes + 1,
      },
    );
    expect(aged.statusCode).toBe(200);
    expect(aged.json()).toEqual({ sessions: 1 });
    const check = await visitor.get('/auth-api/v1/check');
    expect(check.json()).toMatchObject({ error: { details: { reason: 'inactivity' } } });
  });

  it('leaves a session younger than the limit live', async () => {
    const player = await createTestPlayer(sites().throwaway);
    const visitor = await signedInVisitor(sites().throwaway, String(player.id));

    const aged = await opsRequest(
      sites().throwaway,
      'POST',
      `/players/${player.id}/sessions/idle`,
      {
        minutes: 1,
      },
    );
    expect(aged.json()).toEqual({ sessions: 1 });
    expect((await visitor.get('/auth-api/v1/check')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown player and 400 for minutes out of range', async () => {
    const unknown = await opsRequest(sites().throwaway, 'POST', '/players/999999/sessions/idle', {
      minutes: 5,
    });
    const tooMany = await opsRequest(sites().throwaway, 'POST', '/players/1/sessions/idle', {
      minutes: 0,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'NO_SUCH_PLAYER' } });
    expect(tooMany.statusCode).toBe(400);
  });
});
