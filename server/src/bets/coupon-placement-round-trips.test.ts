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
 * are not): `sql` holds the statements sent, `roundTrips` adds the BEGIN and COMMIT of each
 * transaction, each of which is a wait for the database too.
 */
interface Asked {
  roundTrips: number;
  sql: string[];
}

/** At most `statements` statements (any beyond are listed when it fails) and `roundTrips`. */
function expectAtMost(asked: Asked, statements: number, roundTrips: number) {
  expect(asked.sql.slice(statements)).toEqual([]);
  expect(asked.roundTrips).toBeLessThanOrEqual(roundTrips);
}

function counting(database: Database, asked: Asked): Database {
  const counted = (target: Queryable): Queryable => ({
    query: (sql, params, options) => {
      asked.roundTrips += 1;
      asked.sql.push(sql.replace(/\s+/g, ' ').slice(0, 80));
      return target.query(sql, params, options);
    },
    exec: (sql) => {
      asked.roundTrips += 1;
      asked.sql.push(sql.replace(/\s+/g, ' ').slice(0, 80));
      return target.exec(sql);
    },
    notify: (channel, payloads) => {
      asked.roundTrips += 1;
      asked.sql.push(`notify ${channel}`);
      return target.notify(channel, payloads);
    },
  });
  return {
    ...database,
    ...counted(database),
    kind: database.kind,
    transaction: (work) => {
      asked.roundTrips += 2;
      return database.transaction((tx) => work(counted(tx)));
    },
    withAdvisoryLock: (name, work) => database.withAdvisoryLock(name, work),
    listen: (channel, heard) => database.listen(channel, heard),
    close: () => database.close(),
  };
}

describe('coupon placement asks the database as few times as its rules allow', () => {
  const { setup, app, fundedPlayer, homeWin } = setUpBettingTestApp();

  async function placeCounted(player: BettingPlayer, body: ReturnType<typeof couponBody>) {
    const asked: Asked = { roundTrips: 0, sql: [] };
    const placed = await placeCoupon(
      { database: counting(app().database, asked), clock: setup.clock.now },
      player.userId,
      body,
    );
    return { placed, asked };
  }

  it('places a single in at most 3 statements and 5 round trips, the transaction included', async () => {
    const player = await fundedPlayer(50_000);
    const { placed, asked } = await placeCounted(
      player,
      couponBody(player, [await homeWin(1.9)], { amount: 10_000 }),
    );
    expect(placed.state).toBe('accepted');
    expectAtMost(asked, 3, 5);
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
    expectAtMost(asked, 3, 5);
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
    expectAtMost(asked, 3, 5);
  });

  it('answers the same coupon id again in one statement, taking no second stake', async () => {
    const player = await fundedPlayer(50_000);
    const body = couponBody(player, [await homeWin(1.9)], { amount: 10_000 });
    const first = await placeCounted(player, body);
    const again = await placeCounted(player, body);
    expect(again.placed).toEqual(first.placed);
    expectAtMost(again.asked, 1, 3);
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
