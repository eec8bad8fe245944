import {
  TOTO_MATCHES,
  combinationsByCorrect,
  lotteryStakeMinor,
  splitTotoPool,
  totoCombinations,
  totoCouponPayout,
  totoPicksProblem,
  type TotoResult,
} from '@betshell/domain/lottery';
import { credit, debit } from '../accounts/ledger';
import type { Clock } from '../auth/clock';
import type { Database, Queryable } from '../db/database';
import { transactionWithRetry } from '../db/transaction-with-retry';
import { ApiError } from '../http/api-error';
import { assertLotteryStakeAllowed, isUniqueViolation, lockPayingAccount } from './lottery-account';

export interface LotteryContext {
  readonly database: Database;
  readonly clock: Clock;
}

/** How long a new toto draw is on sale. */
const TOTO_SALES_HOURS = 72;

/** The clubs of the demo's toto matches (demo content, like the demo line's teams). */
const DEMO_CLUBS = [
  'Arsenal',
  'Chelsea',
  'Liverpool',
  'Everton',
  'Juventus',
  'Napoli',
  'Lazio',
  'Roma',
  'Sevilla',
  'Valencia',
  'Girona',
  'Betis',
  'Ajax',
  'PSV',
  'Feyenoord',
  'Benfica',
  'Porto',
  'Braga',
  'Celtic',
  'Rangers',
  'Lyon',
  'Monaco',
  'Lille',
  'Nice',
  'Bayern',
  'Leipzig',
  'Freiburg',
  'Mainz',
  'Basel',
  'Young Boys',
];

export interface TotoMatchView {
  readonly position: number;
  readonly home: string;
  readonly away: string;
  readonly result: TotoResult | null;
}

export interface TotoCategoryView {
  readonly correct: number;
  readonly winners: number;
  readonly fundMinor: number;
  readonly perCombinationMinor: number;
}

export interface TotoPoolView {
  readonly currency: string;
  readonly stakesMinor: number;
  readonly poolMinor: number;
  readonly carriedMinor: number;
  readonly combinations: number;
  readonly losingCombinations: number;
  readonly categories: TotoCategoryView[];
}

export interface TotoDrawView {
  readonly id: number;
  readonly status: 'open' | 'settled';
  readonly salesCloseAt: string;
  readonly settledAt: string | null;
  /** What the draw carried in from the one before, per currency (minor units). */
  readonly jackpot: Readonly<Record<string, number>>;
  readonly matches: TotoMatchView[];
  readonly pools: TotoPoolView[];
}

export interface TotoCouponView {
  readonly id: number;
  readonly drawId: number;
  readonly currency: string;
  readonly picks: string[];
  readonly combinations: number;
  readonly stakeMinor: number;
  readonly state: 'open' | 'won' | 'lost';
  readonly bestCorrect: number | null;
  readonly payoutMinor: number;
  readonly createdAt: string;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * Opens a toto draw when none is on sale: fifteen demo matches, the jackpot the last settled
 * draw carried. Two instances at once open one (the index of one open draw).
 */
export async function openTotoDraw(q: Queryable, now: Date): Promise<void> {
  const [open] = await q.query(`select id from toto_draws where status = 'open'`);
  if (open !== undefined) return;
  const [last] = await q.query<{ id: string; carried: Record<string, number> | null }>(
    `select d.id, (select jsonb_object_agg(p.currency, p.carried_minor) from toto_draw_pools p
                    where p.draw_id = d.id) as carried
       from toto_draws d where d.status = 'settled' order by d.id desc limit 1`,
  );
  const [draw] = await q.query<{ id: string }>(
    `insert into toto_draws (status, sales_close_at, jackpot_in, created_at)
     values ('open', $1, $2, $3) on conflict do nothing returning id`,
    [
      new Date(now.getTime() + TOTO_SALES_HOURS * 3600_000),
      JSON.stringify(last?.carried ?? {}),
      now,
    ],
  );
  if (draw === undefined) return;
  const id = Number(draw.id);
  // Each draw pairs the clubs anew, so consecutive draws differ.
  const offset = (id * 7) % DEMO_CLUBS.length;
  const clubs = DEMO_CLUBS.map(
    (_, index) => DEMO_CLUBS[(index * 11 + offset) % DEMO_CLUBS.length]!,
  );
  await q.query(
    `insert into toto_draw_matches (draw_id, position, home, away)
     select $1, n, ($2::text[])[2 * n - 1], ($2::text[])[2 * n] from generate_series(1, $3) n`,
    [id, clubs, TOTO_MATCHES],
  );
}

async function drawViews(q: Queryable, where: string, params: unknown[]): Promise<TotoDrawView[]> {
  const draws = await q.query<{
    id: string;
    status: 'open' | 'settled';
    sales_close_at: string;
    settled_at: string | null;
    jackpot_in: Record<string, number>;
  }>(
    `select id, status, sales_close_at, settled_at, jackpot_in from toto_draws ${where}
      order by (status = 'open') desc, id desc limit 20`,
    params,
  );
  if (draws.length === 0) return [];
  const ids = draws.map((draw) => Number(draw.id));
  const matches = await q.query<{
    draw_id: string;
    position: number;
    home: string;
    away: string;
    result: TotoResult | null;
  }>(
    `select draw_id, position, home, away, result from toto_draw_matches
      where draw_id = any($1::bigint[]) order by draw_id, position`,
    [ids],
  );
  const pools = await q.query<{
    draw_id: string;
    currency: string;
    stakes_minor: string;
    pool_minor: string;
    carried_minor: string;
    combinations: string;
    losing_combinations: string;
  }>(`select * from toto_draw_pools where draw_id = any($1::bigint[]) order by currency`, [ids]);
  const categories = await q.query<{
    draw_id: string;
    currency: string;
    correct: number;
    winners: number;
    fund_minor: string;
    per_combination_minor: string;
  }>(
    `select * from toto_draw_categories where draw_id = any($1::bigint[])
      order by currency, correct desc`,
    [ids],
  );
  return draws.map((draw) => {
    const id = Number(draw.id);
    return {
      id,
      status: draw.status,
      salesCloseAt: iso(draw.sales_close_at),
      settledAt: draw.settled_at === null ? null : iso(draw.settled_at),
      jackpot: draw.jackpot_in,
      matches: matches
        .filter((match) => Number(match.draw_id) === id)
        .map(({ position, home, away, result }) => ({ position, home, away, result })),
      pools: pools
        .filter((pool) => Number(pool.draw_id) === id)
        .map((pool) => ({
          currency: pool.currency,
          stakesMinor: Number(pool.stakes_minor),
          poolMinor: Number(pool.pool_minor),
          carriedMinor: Number(pool.carried_minor),
          combinations: Number(pool.combinations),
          losingCombinations: Number(pool.losing_combinations),
          categories: categories
            .filter((one) => Number(one.draw_id) === id && one.currency === pool.currency)
            .map((one) => ({
              correct: one.correct,
              winners: one.winners,
              fundMinor: Number(one.fund_minor),
              perCombinationMinor: Number(one.per_combination_minor),
            })),
        })),
    };
  });
}

/** The draw on sale and the latest settled ones, newest first. */
export function totoDraws(q: Queryable): Promise<TotoDrawView[]> {
  return drawViews(q, '', []);
}

/** One draw, or 404. */
export async function totoDraw(q: Queryable, id: number): Promise<TotoDrawView> {
  const [draw] = await drawViews(q, 'where id = $1', [id]);
  if (draw === undefined) throw new ApiError(404, 'DRAW_NOT_FOUND', 'There is no such draw');
  return draw;
}

const COUPON_COLUMNS = `id, draw_id, currency, picks, combinations, stake_minor, state,
  best_correct, payout_minor, created_at`;

function couponView(row: Record<string, unknown>): TotoCouponView {
  return {
    id: Number(row['id']),
    drawId: Number(row['draw_id']),
    currency: row['currency'] as string,
    picks: row['picks'] as string[],
    combinations: Number(row['combinations']),
    stakeMinor: Number(row['stake_minor']),
    state: row['state'] as TotoCouponView['state'],
    bestCorrect: row['best_correct'] === null ? null : Number(row['best_correct']),
    payoutMinor: Number(row['payout_minor']),
    createdAt: iso(row['created_at']),
  };
}

/** The player's toto coupons, newest first. */
export async function playerTotoCoupons(q: Queryable, playerId: number): Promise<TotoCouponView[]> {
  const rows = await q.query(
    `select ${COUPON_COLUMNS} from toto_coupons where player_id = $1 order by id desc limit 100`,
    [playerId],
  );
  return rows.map(couponView);
}

export interface TotoPurchase {
  readonly drawId: number;
  readonly picks: string[];
  /** The browser's id of this purchase: the same id again answers the same coupon. */
  readonly id: string;
}

/**
 * Buys a toto coupon: the picks judged by the domain, its cost (combinations x base stake of the
 * account's currency) taken from the player's active account through the ledger, in one
 * transaction. The same purchase id again answers the coupon bought, and takes nothing.
 */
export async function buyTotoCoupon(
  context: LotteryContext,
  playerId: number,
  purchase: TotoPurchase,
): Promise<TotoCouponView> {
  const problem = totoPicksProblem(purchase.picks);
  if (problem !== null)
    throw new ApiError(400, 'TOTO_PICKS_INVALID', `The picks cannot be played: ${problem}`, {
      problem,
    });
  const earlier = async (q: Queryable) => {
    const [row] = await q.query(
      `select ${COUPON_COLUMNS} from toto_coupons where player_id = $1 and client_id = $2`,
      [playerId, purchase.id],
    );
    return row === undefined ? null : couponView(row);
  };
  try {
    return await transactionWithRetry(context.database, async (tx) => {
      const now = context.clock();
      // The draw first, for share, then the account: settlement locks the draw, then accounts.
      const [draw] = await tx.query<{ status: string; sales_close_at: string }>(
        'select status, sales_close_at from toto_draws where id = $1 for share',
        [purchase.drawId],
      );
      const twin = await earlier(tx);
      if (twin !== null) return twin;
      if (draw === undefined) throw new ApiError(404, 'DRAW_NOT_FOUND', 'There is no such draw');
      if (draw.status !== 'open' || new Date(draw.sales_close_at) <= now)
        throw new ApiError(400, 'DRAW_CLOSED', 'This draw takes no more coupons');
      const account = await lockPayingAccount(tx, playerId, now);
      const combinations = totoCombinations(purchase.picks);
      const stake = combinations * lotteryStakeMinor(account.currency);
      await assertLotteryStakeAllowed(tx, playerId, {
        amountMinor: stake,
        currency: account.currency,
        now,
      });
      const [row] = await tx.query(
        `insert into toto_coupons (draw_id, player_id, account_id, currency, picks, combinations,
                                   stake_minor, client_id, state, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, 'open', $9) returning ${COUPON_COLUMNS}`,
        [
          purchase.drawId,
          playerId,
          account.id,
          account.currency,
          purchase.picks,
          combinations,
          stake,
          purchase.id,
          now,
        ],
      );
      const coupon = couponView(row!);
      await debit(tx, account.id, stake, 'toto-stake', `toto-coupon:${coupon.id}`);
      return coupon;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const twin = await earlier(context.database);
      if (twin !== null) return twin;
    }
    throw error;
  }
}

export interface TotoSettlement {
  readonly drawId: number;
  /** False when the draw was settled before: nothing was paid this time. */
  readonly settledNow: boolean;
  readonly coupons: number;
  readonly paidMinor: number;
}

/**
 * Settles a draw from its fifteen results: per currency, the stakes and the jackpot carried in
 * form the pool, split among the categories by the domain (splitTotoPool); each coupon is paid
 * what its combinations won, through the ledger, and the next draw opens. All in one transaction
 * under the draw's lock, whose status then says settled: a second call, in parallel or later, pays
 * nothing.
 */
export async function settleTotoDraw(
  context: LotteryContext,
  drawId: number,
  results: readonly TotoResult[],
): Promise<TotoSettlement> {
  if (results.length !== TOTO_MATCHES)
    throw new ApiError(400, 'TOTO_RESULTS_INVALID', `A draw needs ${TOTO_MATCHES} results`);
  return transactionWithRetry(context.database, async (tx) => {
    const now = context.clock();
    const [draw] = await tx.query<{ status: string; jackpot_in: Record<string, number> }>(
      'select status, jackpot_in from toto_draws where id = $1 for update',
      [drawId],
    );
    if (draw === undefined) throw new ApiError(404, 'DRAW_NOT_FOUND', 'There is no such draw');
    if (draw.status === 'settled') {
      const [paid] = await tx.query<{ coupons: string; paid: string }>(
        `select count(*) as coupons, coalesce(sum(payout_minor), 0) as paid
           from toto_coupons where draw_id = $1`,
        [drawId],
      );
      return {
        drawId,
        settledNow: false,
        coupons: Number(paid?.coupons ?? 0),
        paidMinor: Number(paid?.paid ?? 0),
      };
    }
    await tx.query(
      `update toto_draw_matches m set result = r.result
         from unnest($2::text[]) with ordinality as r(result, position)
        where m.draw_id = $1 and m.position = r.position`,
      [drawId, results],
    );
    const coupons = await tx.query<{
      id: string;
      account_id: string;
      currency: string;
      picks: string[];
      stake_minor: string;
    }>(
      `select id, account_id, currency, picks, stake_minor from toto_coupons
        where draw_id = $1 and state = 'open' order by account_id, id`,
      [drawId],
    );
    const currencies = new Set([
      ...coupons.map((one) => one.currency),
      ...Object.keys(draw.jackpot_in),
    ]);
    let paidMinor = 0;
    for (const currency of currencies) {
      const own = coupons.filter((one) => one.currency === currency);
      const winners = new Map<number, number>();
      let combinations = 0;
      for (const coupon of own) {
        combinationsByCorrect(coupon.picks, results).forEach((count, correct) => {
          combinations += count;
          winners.set(correct, (winners.get(correct) ?? 0) + count);
        });
      }
      const stakes = own.reduce((sum, one) => sum + Number(one.stake_minor), 0);
      const split = splitTotoPool(stakes, draw.jackpot_in[currency] ?? 0, winners);
      const winning = split.categories.reduce((sum, one) => sum + one.winners, 0);
      await tx.query(
        `insert into toto_draw_pools (draw_id, currency, stakes_minor, pool_minor, operator_minor,
                                      carried_minor, combinations, losing_combinations)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          drawId,
          currency,
          stakes,
          split.poolMinor,
          split.operatorMinor,
          split.carriedMinor,
          combinations,
          combinations - winning,
        ],
      );
      for (const category of split.categories)
        await tx.query(
          `insert into toto_draw_categories (draw_id, currency, correct, winners, fund_minor,
                                             per_combination_minor)
           values ($1, $2, $3, $4, $5, $6)`,
          [
            drawId,
            currency,
            category.correct,
            category.winners,
            category.fundMinor,
            category.perCombinationMinor,
          ],
        );
      for (const coupon of own) {
        const { payoutMinor, bestCorrect } = totoCouponPayout(coupon.picks, results, split);
        await tx.query(
          `update toto_coupons set state = $2, best_correct = $3, payout_minor = $4,
                  settled_at = $5 where id = $1`,
          [coupon.id, payoutMinor > 0 ? 'won' : 'lost', bestCorrect, payoutMinor, now],
        );
        if (payoutMinor > 0) {
          await credit(
            tx,
            Number(coupon.account_id),
            payoutMinor,
            'toto-payout',
            `toto-coupon:${coupon.id}`,
          );
          paidMinor += payoutMinor;
        }
      }
    }
    await tx.query(`update toto_draws set status = 'settled', settled_at = $2 where id = $1`, [
      drawId,
      now,
    ]);
    await openTotoDraw(tx, now);
    return { drawId, settledNow: true, coupons: coupons.length, paidMinor };
  });
}
