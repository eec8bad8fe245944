import { setUpAuthTestApp, signedInPlayer } from '../test-support/auth-test-setup';
import { createTestVisitor, type TestVisitor } from '../test-support/test-visitor';

const PATH = '/web-api/limits/reality-check';
const LIMITS = '/limit-service-api/api/external/web/v3/limits';
const MINUTE = 60_000;
const SIGNED_IN_AT = new Date('2026-11-22T10:00:00Z');

interface RealityCheckBody {
  intervalMinutes: number | null;
  sessionStartedAt: number;
  serverTime: number;
  playedSeconds: number;
  netResult: { currency: string; amountMinor: number }[];
}

describe('GET /web-api/limits/reality-check', () => {
  const setup = setUpAuthTestApp({ start: SIGNED_IN_AT });
  const { clock } = setup;

  let visitor: TestVisitor;
  let userId: number;
  beforeEach(async () => {
    ({ userId, visitor } = await signedInPlayer(setup));
  });

  const realityCheck = async () => {
    const response = await visitor.get(PATH);
    expect(response.statusCode).toBe(200);
    return response.json<RealityCheckBody>();
  };

  /** A ledger row written at `at` on the player's account in `currency` (made when missing). */
  async function ledgerRow(currency: string, reason: string, amountMinor: number, at: Date) {
    const db = setup.testApp.database;
    let [account] = await db.query<{ id: string }>(
      'select id from accounts where player_id = $1 and currency = $2',
      [userId, currency],
    );
    account ??= (
      await db.query<{ id: string }>(
        'insert into accounts (player_id, type, currency) values ($1, 9, $2) returning id',
        [userId, currency],
      )
    )[0];
    await db.query(
      `insert into ledger_entries (account_id, amount_minor, balance_after_minor, reason, reference, created_at)
       values ($1, $2, 0, $3, 'test', $4)`,
      [account!.id, amountMinor, reason, at],
    );
  }

  it('refuses a visitor who is not signed in with 401', async () => {
    const stranger = createTestVisitor(setup.testApp.app);
    const response = await stranger.get(PATH);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error.code');
  });

  it('answers no interval while the player has no reality check, with the time played', async () => {
    const signedInAt = clock.now();
    clock.advance(7 * MINUTE + 30_000);
    expect(await realityCheck()).toEqual({
      intervalMinutes: null,
      sessionStartedAt: Math.floor(signedInAt.getTime() / 1000),
      serverTime: Math.floor(clock.now().getTime() / 1000),
      playedSeconds: 7 * 60 + 30,
      netResult: [],
    });
  });

  it('answers the interval the player set as limit 32', async () => {
    expect(
      (await visitor.post(LIMITS, { limits: [{ limitType: 32, limitValue: 15 }] })).statusCode,
    ).toBe(200);
    expect((await realityCheck()).intervalMinutes).toBe(15);
    await visitor.post(LIMITS, { limits: [{ limitType: 32, limitValue: -1 }] });
    expect((await realityCheck()).intervalMinutes).toBeNull();
  });

  it('sums winnings minus stakes since sign-in per currency, leaving out deposits and earlier play', async () => {
    const signedInAt = clock.now().getTime();
    const at = (offsetMs: number) => new Date(signedInAt + offsetMs);
    await ledgerRow('RUB', 'bet-stake', -9_999, at(-MINUTE));
    await ledgerRow('RUB', 'deposit', 50_000, at(MINUTE));
    await ledgerRow('RUB', 'bet-stake', -5_000, at(2 * MINUTE));
    await ledgerRow('RUB', 'bet-stake', -1_000, at(3 * MINUTE));
    await ledgerRow('RUB', 'bet-payout', 2_500, at(4 * MINUTE));
    await ledgerRow('RUB', 'bet-refund', 1_000, at(5 * MINUTE));
    await ledgerRow('USD', 'bet-stake', -300, at(6 * MINUTE));
    await ledgerRow('USD', 'bet-payout', 900, at(7 * MINUTE));
    clock.advance(10 * MINUTE);
    expect((await realityCheck()).netResult).toEqual([
      { currency: 'RUB', amountMinor: -2_500 },
      { currency: 'USD', amountMinor: 600 },
    ]);
  });

  it('answers 401 once the session has ended', async () => {
    await visitor.post('/auth-api/v1/disconnect');
    expect((await visitor.get(PATH)).statusCode).toBe(401);
  });
});
