import { useMigratedTestDatabase } from '../test-support/create-test-database';
import { createAccessTokens } from './access-token';

describe('the access token key', () => {
  const db = useMigratedTestDatabase();

  const now = new Date('2026-11-22T10:00:00Z');
  const claims = { userId: 100001, sessionId: 'abc' };

  it('is generated once and shared by every instance on the database', async () => {
    const [one, other] = await Promise.all([
      createAccessTokens(db, undefined, 600),
      createAccessTokens(db, undefined, 600),
    ]);

    const { token, expiresAt } = await one.issue(claims, now);

    expect(await other.verify(token, now)).toEqual(claims);
    expect(expiresAt.toISOString()).toBe('2026-11-22T10:10:00.000Z');
    expect(await db.query('select name from server_secrets')).toEqual([{ name: 'jwt_hs256' }]);
  });

  it('is JWT_SECRET when configured: tokens of the generated key do not pass', async () => {
    const generated = await createAccessTokens(db, undefined, 600);
    const configured = await createAccessTokens(db, 'k'.repeat(32), 600);

    const { token } = await generated.issue(claims, now);

    expect(await configured.verify(token, now)).toBeNull();
    expect(await configured.verify((await configured.issue(claims, now)).token, now)).toEqual(
      claims,
    );
  });

  it('refuses a token at its exp, and one that is not a JWT', async () => {
    const tokens = await createAccessTokens(db, undefined, 600);
    const { token } = await tokens.issue(claims, now);

    expect(await tokens.verify(token, new Date(now.getTime() + 599_000))).toEqual(claims);
    expect(await tokens.verify(token, new Date(now.getTime() + 600_000))).toBeNull();
    expect(await tokens.verify('not-a-jwt', now)).toBeNull();
  });

  it('refuses a token changed by one character after the genuine one was verified', async () => {
    const tokens = await createAccessTokens(db, undefined, 600);
    const { token } = await tokens.issue(claims, now);
    expect(await tokens.verify(token, now)).toEqual(claims);
    // A character of the claims, not the signature's last one (whose low bits base64 ignores).
    const at = token.indexOf('.') + 5;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await tokens.verify(changed, now)).toBeNull();
    expect(await tokens.verify(token, now)).toEqual(claims);
  });

  it('knows without a promise only a token it issued or verified, and only until its exp', async () => {
    const tokens = await createAccessTokens(db, undefined, 600);
    const other = await createAccessTokens(db, undefined, 600);
    expect(tokens.keptIssue(claims, now)).toBeUndefined();
    const { token } = await tokens.issue(claims, now);
    expect(tokens.keptIssue(claims, new Date(now.getTime() + 999))).toBe(token);
    // A second later the claims (iat, exp) differ: a new token must be signed.
    expect(tokens.keptIssue(claims, new Date(now.getTime() + 1_000))).toBeUndefined();
    expect(tokens.keptIssue({ ...claims, sessionId: 'other' }, now)).toBeUndefined();

    expect(other.keptVerify(token, now)).toBeUndefined();
    expect(await other.verify(token, now)).toEqual(claims);
    expect(other.keptVerify(token, new Date(now.getTime() + 599_000))).toEqual(claims);
    expect(other.keptVerify(token, new Date(now.getTime() + 600_000))).toBeUndefined();
  });
});
