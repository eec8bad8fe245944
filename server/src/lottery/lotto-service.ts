import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  drawLottoNumbers,
  lotteryStakeMinor,
  lottoNumbersProblem,
  lottoPrize,
  type LotteryRules,
} from '@betshell/domain/lottery';
import { credit, debit } from '../accounts/ledger';
import type { Queryable } from '../db/database';
import { transactionWithRetry } from '../db/transaction-with-retry';
import { ApiError } from '../http/api-error';
import { assertLotteryStakeAllowed, isUniqueViolation, lockPayingAccount } from './lottery-account';
import type { LotteryContext } from './toto-service';

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export interface LotteryView extends LotteryRules {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  /** A ticket's price in base stakes (lotteryStakeMinor of the domain, per currency). */
  readonly priceUnits: number;
  /** The draw on sale. */
  readonly openDraw: LottoDrawView | null;
}

export interface LottoDrawView {
  readonly id: number;
  readonly lotteryId: number;
  readonly status: 'open' | 'drawn';
  /** SHA-256 of the server seed, published when the draw opened. */
  readonly seedHash: string;
  /** The seed, revealed once drawn; null before. */
  readonly serverSeed: string | null;
  readonly salesCloseAt: string;
  readonly numbers: number[] | null;
  readonly drawnAt: string | null;
}

export interface LottoTicketView {
  readonly id: number;
  readonly drawId: number;
  readonly lotteryId: number;
  readonly currency: string;
  readonly numbers: number[];
  readonly priceMinor: number;
  readonly state: 'open' | 'won' | 'lost';
  readonly matches: number | null;
  readonly payoutMinor: number;
  readonly createdAt: string;
}

const iso = (value: unknown) => new Date(value as string).toISOString();

interface LotteryRow {
  id: number;
  slug: string;
  name: string;
  pick_count: number;
  max_number: number;
  price_units: number;
  prize_multipliers: Record<string, number>;
  draw_every_hours: number;
}

const lotteryRules = (row: LotteryRow): LotteryRules => ({
  pickCount: row.pick_count,
  maxNumber: row.max_number,
  prizeMultipliers: row.prize_multipliers,
});

const DRAW_COLUMNS = `id, lottery_id, status, seed_hash, server_seed, sales_close_at, numbers, drawn_at`;

function drawView(row: Record<string, unknown>): LottoDrawView {
  const drawn = row['status'] === 'drawn';
  return {
    id: Number(row['id']),
    lotteryId: Number(row['lottery_id']),
    status: row['status'] as LottoDrawView['status'],
    seedHash: row['seed_hash'] as string,
    // The seed stays secret until the draw: with it anyone could compute the numbers.
    serverSeed: drawn ? (row['server_seed'] as string) : null,
    salesCloseAt: iso(row['sales_close_at']),
    numbers: (row['numbers'] as number[] | null) ?? null,
    drawnAt: row['drawn_at'] === null ? null : iso(row['drawn_at']),
  };
}

/**
 * Opens a draw for every lottery with none on sale: a fresh 32-byte seed from the system's
 * cryptographic generator, of which only the SHA-256 is published until the draw.
 */
export async function openLottoDraws(q: Queryable, now: Date): Promise<void> {
  const missing = await q.query<{ id: number; draw_every_hours: number }>(
    `select l.id, l.draw_every_hours from lotteries l
      where not exists (select 1 from lotto_draws d where d.lottery_id = l.id and d.status = 'open')`,
  );
  for (const lottery of missing) {
    const seed = randomBytes(32).toString('hex');
    await q.query(
      `insert into lotto_draws (lottery_id, status, seed_hash, server_seed, sales_close_at, created_at)
       values ($1, 'open', $2, $3, $4, $5) on conflict do nothing`,
      [
        lottery.id,
        sha256Hex(seed),
        seed,
        new Date(now.getTime() + lottery.draw_every_hours * 3600_000),
        now,
      ],
    );
  }
}

/** The catalogue, each lottery with its draw on sale. */
export async function lotteryCatalogue(q: Queryable): Promise<LotteryView[]> {
  const rows = await q.query<LotteryRow>('select * from lotteries order by position');
  const open = await q.query(`select ${DRAW_COLUMNS} from lotto_draws where status = 'open'`);
  return rows.map((row) => {
    const draw = open.find((one) => Number(one['lottery_id']) === row.id);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      priceUnits: row.price_units,
      ...lotteryRules(row),
      openDraw: draw === undefined ? null : drawView(draw),
    };
  });
}

/** A lottery's drawn draws, newest first. */
export async function lottoResults(q: Queryable, lotteryId: number): Promise<LottoDrawView[]> {
  const rows = await q.query(
    `select ${DRAW_COLUMNS} from lotto_draws where lottery_id = $1 and status = 'drawn'
      order by id desc limit 30`,
    [lotteryId],
  );
  return rows.map(drawView);
}

/** One draw, or 404. */
export async function lottoDraw(q: Queryable, id: number): Promise<LottoDrawView> {
  const [row] = await q.query(`select ${DRAW_COLUMNS} from lotto_draws where id = $1`, [id]);
  if (row === undefined) throw new ApiError(404, 'DRAW_NOT_FOUND', 'There is no such draw');
  return drawView(row);
}

const TICKET_COLUMNS = `t.id, t.draw_id, d.lottery_id, t.currency, t.numbers, t.price_minor, t.state,
  t.matches, t.payout_minor, t.created_at`;

function ticketView(row: Record<string, unknown>): LottoTicketView {
  return {
    id: Number(row['id']),
    drawId: Number(row['draw_id']),
    lotteryId: Number(row['lottery_id']),
    currency: row['currency'] as string,
    numbers: row['numbers'] as number[],
    priceMinor: Number(row['price_minor']),
    state: row['state'] as LottoTicketView['state'],
    matches: row['matches'] === null ? null : Number(row['matches']),
    payoutMinor: Number(row['payout_minor']),
    createdAt: iso(row['created_at']),
  };
}

/** The player's tickets, newest first. */
export async function playerLottoTickets(
  q: Queryable,
  playerId: number,
): Promise<LottoTicketView[]> {
  const rows = await q.query(
    `select ${TICKET_COLUMNS} from lotto_tickets t join lotto_draws d on d.id = t.draw_id
      where t.player_id = $1 order by t.id desc limit 100`,
    [playerId],
  );
  return rows.map(ticketView);
}

export interface LottoPurchase {
  readonly drawId: number;
  /** The numbers chosen; absent: the server draws them (a random ticket). */
  readonly numbers?: readonly number[];
  readonly id: string;
}

/** Different random numbers of 1..max, ascending, from the system's cryptographic generator. */
function randomNumbers(rules: Pick<LotteryRules, 'pickCount' | 'maxNumber'>): number[] {
  const chosen = new Set<number>();
  while (chosen.size < rules.pickCount) chosen.add(randomInt(1, rules.maxNumber + 1));
  return [...chosen].sort((a, b) => a - b);
}

/**
 * Buys a ticket of a draw on sale, with the numbers chosen or random ones, its price taken from
 * the player's active account through the ledger in the same transaction. The same purchase id
 * again answers the ticket bought.
 */
export async function buyLottoTicket(
  context: LotteryContext,
  playerId: number,
  purchase: LottoPurchase,
): Promise<LottoTicketView> {
  const earlier = async (q: Queryable) => {
    const [row] = await q.query(
      `select ${TICKET_COLUMNS} from lotto_tickets t join lotto_draws d on d.id = t.draw_id
        where t.player_id = $1 and t.client_id = $2`,
      [playerId, purchase.id],
    );
    return row === undefined ? null : ticketView(row);
  };
  try {
    return await transactionWithRetry(context.database, async (tx) => {
      const now = context.clock();
      const [draw] = await tx.query<LotteryRow & { status: string; sales_close_at: string }>(
        `select l.*, d.status, d.sales_close_at from lotto_draws d
           join lotteries l on l.id = d.lottery_id where d.id = $1 for share of d`,
        [purchase.drawId],
      );
      const twin = await earlier(tx);
      if (twin !== null) return twin;
      if (draw === undefined) throw new ApiError(404, 'DRAW_NOT_FOUND', 'There is no such draw');
      if (draw.status !== 'open' || new Date(draw.sales_close_at) <= now)
        throw new ApiError(400, 'DRAW_CLOSED', 'This draw takes no more tickets');
      const rules = lotteryRules(draw);
      const numbers = purchase.numbers === undefined ? randomNumbers(rules) : [...purchase.numbers];
      const problem = lottoNumbersProblem(numbers, rules);
      if (problem !== null)
        throw new ApiError(
          400,
          'LOTTO_NUMBERS_INVALID',
          `The numbers cannot be played: ${problem}`,
          {
            problem,
          },
        );
      const account = await lockPayingAccount(tx, playerId, now);
      const price = lotteryStakeMinor(account.currency, draw.price_units);
      await assertLotteryStakeAllowed(tx, playerId, {
        amountMinor: price,
        currency: account.currency,
        now,
      });
      const [inserted] = await tx.query<{ id: string }>(
        `insert into lotto_tickets (draw_id, player_id, account_id, currency, numbers, price_minor,
                                    client_id, state, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, 'open', $8) returning id`,
        [
          purchase.drawId,
          playerId,
          account.id,
          account.currency,
          numbers.sort((a, b) => a - b),
          price,
          purchase.id,
          now,
        ],
      );
      const id = Number(inserted!.id);
      await debit(tx, account.id, price, 'lotto-stake', `lotto-ticket:${id}`);
      return (await earlier(tx))!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const twin = await earlier(context.database);
      if (twin !== null) return twin;
    }
    throw error;
  }
}

export interface LottoDrawing {
  readonly draw: LottoDrawView;
  /** False when the draw was drawn before: nothing was paid this time. */
  readonly drawnNow: boolean;
  readonly tickets: number;
  readonly paidMinor: number;
}

/**
 * Runs a draw: its numbers from its committed seed (drawLottoNumbers of the domain, so anyone can
 * recompute them), every ticket settled by the prize table and paid through the ledger, the seed
 * revealed and the lottery's next draw opened, in one transaction under the draw's lock. A second
 * call, in parallel or later, pays nothing.
 */
export async function runLottoDraw(context: LotteryContext, drawId: number): Promise<LottoDrawing> {
  return transactionWithRetry(context.database, async (tx) => {
    const now = context.clock();
    const [draw] = await tx.query<LotteryRow & { status: string; server_seed: string }>(
      `select l.*, d.status, d.server_seed from lotto_draws d
         join lotteries l on l.id = d.lottery_id where d.id = $1 for update of d`,
      [drawId],
    );
    if (draw === undefined) throw new ApiError(404, 'DRAW_NOT_FOUND', 'There is no such draw');
    if (draw.status === 'drawn') {
      const [paid] = await tx.query<{ tickets: string; paid: string }>(
        `select count(*) as tickets, coalesce(sum(payout_minor), 0) as paid
           from lotto_tickets where draw_id = $1`,
        [drawId],
      );
      return {
        draw: await lottoDraw(tx, drawId),
        drawnNow: false,
        tickets: Number(paid?.tickets ?? 0),
        paidMinor: Number(paid?.paid ?? 0),
      };
    }
    const rules = lotteryRules(draw);
    const numbers = await drawLottoNumbers(draw.server_seed, drawId, rules, sha256Hex);
    await tx.query(
      `update lotto_draws set status = 'drawn', numbers = $2, drawn_at = $3 where id = $1`,
      [drawId, numbers, now],
    );
    const tickets = await tx.query<{
      id: string;
      account_id: string;
      numbers: number[];
      price_minor: string;
    }>(
      `select id, account_id, numbers, price_minor from lotto_tickets
        where draw_id = $1 and state = 'open' order by account_id, id`,
      [drawId],
    );
    let paidMinor = 0;
    for (const ticket of tickets) {
      const prize = lottoPrize(ticket.numbers, numbers, Number(ticket.price_minor), rules);
      await tx.query(
        `update lotto_tickets set state = $2, matches = $3, payout_minor = $4, settled_at = $5
          where id = $1`,
        [ticket.id, prize.payoutMinor > 0 ? 'won' : 'lost', prize.matches, prize.payoutMinor, now],
      );
      if (prize.payoutMinor > 0) {
        await credit(
          tx,
          Number(ticket.account_id),
          prize.payoutMinor,
          'lotto-payout',
          `lotto-ticket:${ticket.id}`,
        );
        paidMinor += prize.payoutMinor;
      }
    }
    await openLottoDraws(tx, now);
    return {
      draw: await lottoDraw(tx, drawId),
      drawnNow: true,
      tickets: tickets.length,
      paidMinor,
    };
  });
}
