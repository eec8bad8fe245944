import { createHash } from 'node:crypto';
import { randomToken } from '../auth/hash-secret';
import { useMigratedTestDatabase } from '../test-support/create-test-database';
import { createSessionService, SESSION_TOUCH_INTERVAL_MS, sessionIdOf } from './session-service';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sessionIdOf', () => {
  it('answers the SHA-256 of each token, the same when asked again', () => {
    const first = randomToken();
    const second = randomToken();
    expect(sessionIdOf(first)).toBe(sha256(first));
    expect(sessionIdOf(second)).toBe(sha256(second));
    expect(sessionIdOf(first)).toBe(sha256(first));
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first));
  });

  it('hashes a cookie longer than the server issues without remembering it, still correctly', () => {
    const long = 'x'.repeat(5_000);
    expect(sessionIdOf(long)).toBe(sha256(long));
    expect(sessionIdOf(`${long}y`)).toBe(sha256(`${long}y`));
  });
});

describe('a session look-up without a promise', () => {
  const database = useMigratedTestDatabase();
  const start = Date.UTC(2026, 10, 28, 12);
  let now = start;
  // The memory's second does not run out in these tests, however slow the machine: its clock stands.
  beforeEach(() => {
    now = start;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  async function startedSession() {
    const [player] = await database.query<{ id: number }>(
      `insert into players (registration_type, currency, created_at)
       values ('one_click', 'RUB', now()) returning id`,
    );
    const sessions = createSessionService(database, () => new Date(now), 720);
    const token = await sessions.start(player!.id, { persistent: false, address: '127.0.0.1' });
    return { sessions, token, playerId: player!.id };
  }

  it('answers what the look-up with a promise answers, once the session is in memory', async () => {
    const { sessions, token, playerId } = await startedSession();
    expect(sessions.keptLookup(token, { active: true })).toBeUndefined();
    const looked = await sessions.lookup(token, { active: true });
    expect(looked).toMatchObject({ status: 'live', session: { playerId } });
    expect(sessions.keptLookup(token, { active: true })).toEqual(looked);
    expect(sessions.keptLookupById(sessionIdOf(token), { active: false })).toMatchObject({
      status: 'live',
      session: { playerId },
    });
    expect(sessions.keptLookup(undefined, { active: true })).toEqual({ status: 'unknown' });
  });

  it('leaves to the promise a look-up that must store the activity or end the session', async () => {
    const { sessions, token } = await startedSession();
    await sessions.lookup(token, { active: true });
    now += SESSION_TOUCH_INTERVAL_MS;
    // Still in memory (its clock is mocked apart from the store's second), but the activity is due.
    jest.spyOn(Date, 'now').mockReturnValue(start);
    expect(sessions.keptLookup(token, { active: true })).toBeUndefined();
    // A poll is not activity: nothing to store.
    expect(sessions.keptLookup(token, { active: false })).toMatchObject({ status: 'live' });
    // Past the inactivity limit, the session must be ended, with its reason, by the promise.
    now = start + 24 * 3_600_000;
    expect(sessions.keptLookup(token, { active: false })).toBeUndefined();
    expect(await sessions.lookup(token, { active: false })).toEqual({
      status: 'ended',
      reason: 'inactivity',
    });
  });

  it('answers an ended session as ended', async () => {
    const { sessions, token } = await startedSession();
    await sessions.lookup(token, { active: false });
    await sessions.end(sessionIdOf(token), 'logout');
    await sessions.lookup(token, { active: false });
    expect(sessions.keptLookup(token, { active: true })).toEqual({
      status: 'ended',
      reason: 'logout',
    });
  });
});
