import type { Queryable } from '../db/database';

/**
 * What the wagering and loss limits count, in one place for every product that takes a stake
 * (sports coupons, casino bets, toto coupons, lotto tickets), as SQL expressions over the player's
 * id, the limit's currency and the window's start (each an SQL expression, such as `$1`).
 *
 * Staked: sports coupons placed since (not refused), casino bets not rolled back, toto coupons and
 * lotto tickets bought since. Paid: what sports coupons settled since paid, casino wins, and what
 * toto coupons and lotto tickets settled since won: a lottery's loss counts once its draw is done.
 */
export function stakedSinceSql(player: string, currency: string, since: string): string {
  return `((select coalesce(sum(c.amount_minor), 0) from coupons c
             where c.player_id = ${player} and c.currency = ${currency}
               and c.created_at >= ${since} and c.state <> 'refused')
         + (select coalesce(sum(t.amount_minor), 0) from casino_wallet_transactions t
             where t.player_id = ${player} and t.currency = ${currency}
               and t.created_at >= ${since} and t.kind = 'bet' and not t.rolled_back)
         + (select coalesce(sum(tc.stake_minor), 0) from toto_coupons tc
             where tc.player_id = ${player} and tc.currency = ${currency}
               and tc.created_at >= ${since})
         + (select coalesce(sum(lt.price_minor), 0) from lotto_tickets lt
             where lt.player_id = ${player} and lt.currency = ${currency}
               and lt.created_at >= ${since}))`;
}

export function paidSinceSql(player: string, currency: string, since: string): string {
  return `((select coalesce(sum(c.payout_minor), 0) from coupons c
             where c.player_id = ${player} and c.currency = ${currency}
               and c.settled_at >= ${since} and c.state <> 'refused')
         + (select coalesce(sum(t.amount_minor), 0) from casino_wallet_transactions t
             where t.player_id = ${player} and t.currency = ${currency}
               and t.created_at >= ${since} and t.kind = 'win')
         + (select coalesce(sum(tc.payout_minor), 0) from toto_coupons tc
             where tc.player_id = ${player} and tc.currency = ${currency}
               and tc.settled_at >= ${since})
         + (select coalesce(sum(lt.payout_minor), 0) from lotto_tickets lt
             where lt.player_id = ${player} and lt.currency = ${currency}
               and lt.settled_at >= ${since}))`;
}

/** A stake limit's window and what it counts. */
export interface WindowUsage {
  readonly limitType: number;
  readonly staked: number;
  readonly paid: number;
}

/** What each window counts for the player in `currency`, every product together. */
export async function stakeUsageByWindow(
  q: Queryable,
  playerId: number,
  currency: string,
  windows: readonly { limitType: number; since: Date }[],
): Promise<WindowUsage[]> {
  const rows = await q.query<Record<string, unknown>>(
    `select w.limit_type, ${stakedSinceSql('$1', '$2', 'w.since')} as staked,
            ${paidSinceSql('$1', '$2', 'w.since')} as paid
       from unnest($3::int[], $4::timestamptz[]) as w(limit_type, since)`,
    [playerId, currency, windows.map((one) => one.limitType), windows.map((one) => one.since)],
  );
  return rows.map((row) => ({
    limitType: Number(row['limit_type']),
    staked: Number(row['staked']),
    paid: Number(row['paid']),
  }));
}

/**
 * How much of a refused stake limit is left in its window, for the player's message: a wagering
 * limit (1 to 3) less the stakes, a loss limit less the net loss (never less than nothing).
 */
export function stakeLimitLeft(
  limitType: number,
  limitValue: number,
  usage: { staked: number; paid: number } | undefined,
): number {
  if (usage === undefined) return 0;
  const used = limitType <= 3 ? usage.staked : Math.max(0, usage.staked - usage.paid);
  return Math.max(0, limitValue - used);
}
