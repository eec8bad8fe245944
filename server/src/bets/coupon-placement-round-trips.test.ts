import { Socket } from 'node:net';
import type { Database, Queryable } from '../db/database';
import {
  couponBody,
  setLimits,
  setUpBettingTestApp,
  type BettingPlayer,
} from './bets-test-fixtures';
import { placeCoupon } from './coupon-placement';
import { placementStatements } from './coupon-repository';

/**
 * What one placement asks the database, counted deterministically (timings on a shared machine
 * are not): `sql` holds the statements sent, and `roundTrips` the waits for the database, as
 * PostgreSQL's pipelining connection has them (postgres-database.ts): BEGIN leaves with the first
 * statements, a statement sent while others are still unanswered leaves with them, and a
 * statement sent with `thenCommit` carries the COMMIT; otherwise the COMMIT is a round trip of its
 * own. On PostgreSQL `writes` counts the writes to the database's socket too, which is what those
 * round trips cost the server.
 */
interface Asked {
  roundTrips: number;
  sql: string[];
  writes: number;
}

/** At most `statements` statements (any beyond are listed when it fails) and `roundTrips`. */
function expectAtMost(asked: Asked, statements: number, roundTrips: number) {
  expect(asked.sql.slice(statements)).toEqual([]);
  expect(asked.roundTrips).toBeLessThanOrEqual(roundTrips);
  // One write per round trip: what goes out together leaves in one write to the socket.
  if (asked.writes > 0) expect(asked.writes).toBeLessThanOrEqual(asked.roundTrips);
}

function counting(database: Database, asked: Asked): Database {
  /** Statements sent and not yet answered (BEGIN counts until the first statement is answered). */
  let unanswered = 0;
  let beginUnanswered = false;
  let committed = false;
  const sent = <T>(sql: string, answer: () => Promise<T>): Promise<T> => {
    if (unanswered === 0) asked.roundTrips += 1;
    unanswered += 1;
    asked.sql.push(sql.replace(/\s+/g, ' ').slice(0, 80));
    return answer().finally(() => {
      // PostgreSQL answers in order: BEGIN's answer came before this one.
      unanswered -= beginUnanswered ? 2 : 1;
      beginUnanswered = false;
    });
  };
  const counted = (target: Queryable): Queryable => ({
    query: (sql, params, options) => {
      if (options?.thenCommit === true) committed = true;
      return sent(sql, () => target.query(sql, params, options));
    },
    exec: (sql) => sent(sql, () => target.exec(sql)),
    notify: (channel, payloads) =>
      sent(`notify ${channel}`, () => target.notify(channel, payloads)),
  });
  return {
    ...database,
    ...counted(database),
    kind: database.kind,
    transaction: async (work) => {
      // BEGIN: a round trip, which the statements sent with it join.
      asked.roundTrips += 1;
      unanswered += 1;
      beginUnanswered = true;
      committed = false;
      const result = await database.transaction((tx) => work(counted(tx)));
      // The COMMIT, unless the last statement carried it.
      if (!committed) asked.roundTrips += 1;
      return result;
    },
    withAdvisoryLock: (name, work) => database.withAdvisoryLock(name, work),
    listen: (channel, heard) => database.listen(channel, heard),
    close: () => database.close(),
  };
}

/** Counts the writes to sockets while `work` runs (on PostgreSQL: to the database). */
async function countingWrites<T>(asked: Asked, work: () => Promise<T>): Promise<T> {
  const socket = Socket.prototype as unknown as {
    _write: (...args: unknown[]) => unknown;
    _writev: (...args: unknown[]) => unknown;
  };
  const { _write: write, _writev: writev } = socket;
  socket._write = function (this: unknown, ...args: unknown[]) {
    asked.writes += 1;
    return write.apply(this, args);
  };
  socket._writev = function (this: unknown, ...args: unknown[]) {
    asked.writes += 1;
    return writev.apply(this, args);
  };
  try {
    return await work();
  } finally {
    socket._write = write;
    socket._writev = writev;
  }
}

describe('coupon placement asks the database as few times as its rules allow', () => {
  const { setup, app, fundedPlayer, homeWin } = setUpBettingTestApp();

  async function placeCounted(player: BettingPlayer, body: ReturnType<typeof couponBody>) {
    const asked: Asked = { roundTrips: 0, sql: [], writes: 0 };
    const placed = await countingWrites(asked, () =>
      placeCoupon(
        { database: counting(app().database, asked), clock: setup.clock.now },
        player.userId,
        body,
      ),
    );
    return { placed, asked };
  }

  it('places a single in at most 3 statements and 2 round trips, the transaction included', async () => {
    const player = await fundedPlayer(50_000);
    const { placed, asked } = await placeCounted(
      player,
      couponBody(player, [await homeWin(1.9)], { amount: 10_000 }),
    );
    expect(placed.state).toBe('accepted');
    expectAtMost(asked, 3, 2);
  });

  it('places an accumulator of four games in as many statements as a single', async () => {
    const player = await fundedPlayer(50_000);
    const selections = [await homeWin(1.5), await homeWin(1.6), await homeWin(1.7)];
    selections.push(await homeWin(1.8));
    const { placed, asked } = await placeCounted(
      player,
      couponBody(player, selections, { amount: 10_000 }),
    );
    expect(placed.state).toBe('accepted');
    expectAtMost(asked, 3, 2);
  });

  it('checks wagering and loss limits of every window without a statement more', async () => {
    const player = await fundedPlayer(50_000);
    await setLimits(player, [
      { limitType: 1, limitValue: 100_000 },
      { limitType: 2, limitValue: 200_000 },
      { limitType: 3, limitValue: 300_000 },
      { limitType: 10, limitValue: 100_000 },
      { limitType: 12, limitValue: 300_000 },
    ]);
    const { placed, asked } = await placeCounted(
      player,
      couponBody(player, [await homeWin(2)], { amount: 10_000 }),
    );
    expect(placed.state).toBe('accepted');
    expectAtMost(asked, 3, 2);
  });

  it('answers the same coupon id again from its first round trip, taking no second stake', async () => {
    const player = await fundedPlayer(50_000);
    const body = couponBody(player, [await homeWin(1.9)], { amount: 10_000 });
    const first = await placeCounted(player, body);
    const again = await placeCounted(player, body);
    expect(again.placed).toEqual(first.placed);
    expectAtMost(again.asked, 2, 2);
    const [row] = await app().database.query<{ n: string | number }>(
      `select count(*) as n from ledger_entries where reference = $1`,
      [`coupon:${first.placed.couponId}`],
    );
    expect(Number(row!.n)).toBe(1);
  });

  it("holds its events' locks shared in the lock table, not as locks on the events' rows", async () => {
    const player = await fundedPlayer(50_000);
    const bet = await homeWin(1.9);
    const held = await app().database.transaction(async (tx) => {
      await placementStatements.lock(tx, player.userId, player.accountId, 'locks-probe', [
        bet.marketId,
      ]);
      return tx.query<{ mode: string; objid: string | number }>(
        `select mode, objid from pg_locks
          where locktype = 'advisory' and pid = pg_backend_pid() and granted
            and classid = (hashtext(current_schema() || ':line_event')::bigint & 4294967295)::oid`,
      );
    });
    expect(held.map((one) => [one.mode, Number(one.objid)])).toEqual([['ShareLock', bet.gameId]]);
  });
});
