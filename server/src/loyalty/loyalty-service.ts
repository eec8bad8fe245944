import { LIMIT_TYPE } from '@betshell/domain/limits';
import {
  cashbackFor,
  cashbackWeekOf,
  FRIEND_REWARD_MINOR,
  friendRefusal,
  loyaltyLevelOf,
  pointsForStakes,
  type CashbackProgramme,
  type CashbackWeek,
  type FriendRefusal,
  type LoyaltyProduct,
} from '@betshell/domain/loyalty';
import type { Clock } from '../auth/clock';
import { credit } from '../accounts/ledger';
import type { Database, Queryable } from '../db/database';
import { exchangePoints, exchangePrice, spentPoints, type PointsExchange } from './points-exchange';

/** The ledger reasons of the stakes each product takes and gives back (refunds, not wins). */
const STAKE_REASONS: Readonly<Record<LoyaltyProduct, { stake: string; refund: string }>> = {
  sports: { stake: 'bet-stake', refund: 'bet-refund' },
  casino: { stake: 'casino-stake', refund: 'casino-refund' },
};

/** Every move of betting money: the week's net loss is the negated sum of these. */
const BETTING_REASONS = [
  'bet-stake',
  'bet-payout',
  'bet-refund',
  'casino-stake',
  'casino-win',
  'casino-refund',
];

/** Accounts of real money: main (0) and other currencies (9); the bonus account (4) is not. */
const REAL_ACCOUNT_TYPES = [0, 9];

export const CASHBACK_REASON = 'loyalty-cashback';
export const BRING_FRIEND_REASON = 'bring-friend-reward';

export interface LoyaltyStanding {
  readonly points: number;
  readonly stakesMinor: Readonly<Record<LoyaltyProduct, number>>;
  readonly levelId: number;
  readonly pointsToNext: number;
}

export interface CashbackEstimate {
  readonly accountId: number;
  readonly currency: string;
  readonly netLossMinor: number;
  readonly dueMinor: number;
}

export interface PaidCashback {
  readonly weekStart: string;
  readonly programme: CashbackProgramme;
  readonly amountMinor: number;
  readonly currency: string;
}

export interface FriendState {
  readonly friendId: number;
  readonly state: FriendRefusal | 'due' | 'paid';
}

export interface CashbackRun {
  readonly week: string;
  /** Payments this run made. */
  readonly paid: number;
  /** Payments found already made for the week (an earlier run, or another instance's). */
  readonly alreadyPaid: number;
  readonly failed: number;
}

const num = (value: unknown) => Number(value ?? 0);

/**
 * The loyalty programme on the database: points and levels from the stakes the ledger holds, the
 * weekly cashback, and the bring-a-friend reward. Each payment is a ledger credit made in the
 * transaction that writes its row, and the row is unique (player and week; friend), so it is
 * paid once however many times or on however many instances the payment runs.
 */
export function createLoyaltyService(database: Database, clock: Clock) {
  async function stakesOf(db: Queryable, playerId: number) {
    const rows = await db.query<{ reason: string; total: string }>(
      `select l.reason, sum(l.amount_minor) as total
         from ledger_entries l join accounts a on a.id = l.account_id
        where a.player_id = $1 and a.type = any($2::int[]) and l.reason = any($3::text[])
        group by l.reason`,
      [
        playerId,
        REAL_ACCOUNT_TYPES,
        Object.values(STAKE_REASONS).flatMap(({ stake, refund }) => [stake, refund]),
      ],
    );
    const sum = (reason: string) => num(rows.find((row) => row.reason === reason)?.total);
    const staked = (product: LoyaltyProduct) =>
      Math.max(0, -sum(STAKE_REASONS[product].stake) - sum(STAKE_REASONS[product].refund));
    return { sports: staked('sports'), casino: staked('casino') };
  }

  async function standing(db: Queryable, playerId: number): Promise<LoyaltyStanding> {
    const stakesMinor = await stakesOf(db, playerId);
    const points = pointsForStakes(stakesMinor);
    const { level, pointsToNext } = loyaltyLevelOf(points);
    return { points, stakesMinor, levelId: level.id, pointsToNext };
  }

  /** Self-excluded or in a time-out now: responsible gambling offers such a player nothing. */
  async function isExcluded(db: Queryable, playerId: number): Promise<boolean> {
    const rows = await db.query(
      `select 1 from player_limits
        where player_id = $1 and limit_type = any($2::int[]) and limit_state = 'ACTIVE'
          and (ends_at is null or ends_at > $3)`,
      [playerId, [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.depositTimeout], clock()],
    );
    return rows.length > 0;
  }

  /** Net losses of the week by real account: of every player, or of one. */
  async function netLosses(db: Queryable, week: CashbackWeek, playerId: number | null) {
    const rows = await db.query<{
      account_id: string;
      player_id: string;
      currency: string;
      net_loss: string;
    }>(
      `select a.id as account_id, a.player_id, a.currency, -sum(l.amount_minor) as net_loss
         from ledger_entries l join accounts a on a.id = l.account_id
        where a.type = any($1::int[]) and l.reason = any($2::text[])
          and l.created_at >= $3 and l.created_at < $4 and ($5::bigint is null or a.player_id = $5)
        group by a.id, a.player_id, a.currency
        order by a.id`,
      [REAL_ACCOUNT_TYPES, BETTING_REASONS, week.start, week.end, playerId],
    );
    return rows.map((row) => ({
      accountId: num(row.account_id),
      playerId: num(row.player_id),
      currency: row.currency,
      netLossMinor: num(row.net_loss),
    }));
  }

  /**
   * Pays one account's cashback for the week, or finds it paid. The row is claimed first: a
   * second payer of the same row (another instance) waits on it and then finds it taken.
   */
  async function payOne(
    loss: { accountId: number; playerId: number; netLossMinor: number },
    week: CashbackWeek,
  ): Promise<'paid' | 'already-paid' | 'nothing'> {
    return database.transaction(async (tx) => {
      if (await isExcluded(tx, loss.playerId)) return 'nothing';
      const { level } = loyaltyLevelOf((await standing(tx, loss.playerId)).points);
      const amount = cashbackFor(level, loss.netLossMinor);
      if (amount === 0 || level.cashback === null) return 'nothing';
      const now = clock();
      const [claimed] = await tx.query<{ id: string }>(
        `insert into loyalty_cashback_payments (player_id, account_id, week_start, programme,
           level_id, net_loss_minor, amount_minor, paid_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (player_id, week_start, account_id) do nothing
         returning id`,
        [
          loss.playerId,
          loss.accountId,
          week.key,
          level.cashback,
          level.id,
          loss.netLossMinor,
          amount,
          now,
        ],
      );
      if (claimed === undefined) return 'already-paid';
      // The reference is the payment's idempotency key (unique for this reason, see 0420).
      const moved = await credit(
        tx,
        loss.accountId,
        amount,
        CASHBACK_REASON,
        `cashback:${week.key}:${loss.accountId}`,
      );
      await tx.query('update loyalty_cashback_payments set ledger_entry_id = $2 where id = $1', [
        claimed.id,
        moved.entryId,
      ]);
      return 'paid';
    });
  }

  return {
    standing: (playerId: number) => standing(database, playerId),
    isExcluded: (playerId: number) => isExcluded(database, playerId),

    /** The points spent and left, and what they buy now at the level of `earnedPoints`. */
    async exchangeStanding(playerId: number, earnedPoints: number) {
      const spent = await spentPoints(database, playerId);
      const price = await exchangePrice(database, playerId, earnedPoints);
      return { spent, price };
    },

    /** Spends points on the bonus they buy, once per key (docs/loyalty.md). */
    exchange(playerId: number, idempotencyKey: string): Promise<PointsExchange> {
      return database.transaction((tx) =>
        exchangePoints(tx, {
          playerId,
          idempotencyKey,
          now: clock(),
          earnedPoints: async (db) => (await standing(db, playerId)).points,
        }),
      );
    },

    /** This week so far, by account: what the job would pay at the level held now. */
    async cashbackEstimate(playerId: number): Promise<CashbackEstimate[]> {
      const { level } = loyaltyLevelOf((await standing(database, playerId)).points);
      return (await netLosses(database, cashbackWeekOf(clock()), playerId)).map((loss) => ({
        accountId: loss.accountId,
        currency: loss.currency,
        netLossMinor: loss.netLossMinor,
        dueMinor: cashbackFor(level, loss.netLossMinor),
      }));
    },

    async paidCashback(playerId: number): Promise<PaidCashback[]> {
      const rows = await database.query<{
        week_start: string | Date;
        programme: CashbackProgramme;
        amount_minor: string;
        currency: string;
      }>(
        `select p.week_start, p.programme, p.amount_minor, a.currency
           from loyalty_cashback_payments p join accounts a on a.id = p.account_id
          where p.player_id = $1 order by p.week_start desc, p.id desc limit 20`,
        [playerId],
      );
      return rows.map((row) => ({
        weekStart:
          row.week_start instanceof Date
            ? row.week_start.toISOString().slice(0, 10)
            : String(row.week_start).slice(0, 10),
        programme: row.programme,
        amountMinor: num(row.amount_minor),
        currency: row.currency,
      }));
    },

    /**
     * The weekly job: pays every player's cashback for `week`. Safe to run again and on every
     * instance at once; each account's payment is its own transaction, so one that fails (a
     * frozen account) stops no other.
     */
    async payCashback(week: CashbackWeek, log?: (error: unknown) => void): Promise<CashbackRun> {
      const losses = (await netLosses(database, week, null)).filter(
        (loss) => loss.netLossMinor > 0,
      );
      let paid = 0;
      let alreadyPaid = 0;
      let failed = 0;
      for (const loss of losses) {
        try {
          const outcome = await payOne(loss, week);
          if (outcome === 'paid') paid += 1;
          if (outcome === 'already-paid') alreadyPaid += 1;
        } catch (error) {
          failed += 1;
          log?.(error);
        }
      }
      return { week: week.key, paid, alreadyPaid, failed };
    },

    /** Remembers the fingerprint visitor id a player was seen on. */
    async sawDevice(playerId: number, visitorId: string): Promise<void> {
      await database.query(
        `insert into player_devices (player_id, visitor_id, seen_at) values ($1, $2, $3)
         on conflict (player_id, visitor_id) do update set seen_at = excluded.seen_at`,
        [playerId, visitorId, clock()],
      );
    },

    /** The friends who came by the player's link, each with where their reward stands. */
    async friends(referrerId: number): Promise<FriendState[]> {
      return friendStates(database, referrerId);
    },

    /** Pays the reward of every friend who qualifies and is not paid yet; answers how many. */
    async claimFriendRewards(referrerId: number): Promise<{ paid: number; amountMinor: number }> {
      let paid = 0;
      for (const friend of await friendStates(database, referrerId)) {
        if (friend.state !== 'due') continue;
        const made = await database.transaction(async (tx) => {
          const [account] = await tx.query<{ id: string }>(
            'select id from accounts where player_id = $1 and type = 0',
            [referrerId],
          );
          if (account === undefined) return false;
          const [claimed] = await tx.query(
            `insert into bring_friend_rewards (friend_id, referrer_id, account_id, amount_minor, paid_at)
             values ($1, $2, $3, $4, $5) on conflict (friend_id) do nothing returning friend_id`,
            [friend.friendId, referrerId, account.id, FRIEND_REWARD_MINOR, clock()],
          );
          if (claimed === undefined) return false;
          const moved = await credit(
            tx,
            num(account.id),
            FRIEND_REWARD_MINOR,
            BRING_FRIEND_REASON,
            `friend:${friend.friendId}`,
          );
          await tx.query(
            'update bring_friend_rewards set ledger_entry_id = $2 where friend_id = $1',
            [friend.friendId, moved.entryId],
          );
          return true;
        });
        if (made) paid += 1;
      }
      return { paid, amountMinor: paid * FRIEND_REWARD_MINOR };
    },
  };

  async function friendStates(db: Queryable, referrerId: number): Promise<FriendState[]> {
    const rows = await db.query<{
      id: string;
      paid: boolean;
      deposited: string;
      shares_device: boolean;
      shares_address: boolean;
    }>(
      `select f.id,
         exists (select 1 from bring_friend_rewards r where r.friend_id = f.id) as paid,
         (select coalesce(sum(l.amount_minor), 0) from ledger_entries l
            join accounts a on a.id = l.account_id
           where a.player_id = f.id and l.reason = 'deposit') as deposited,
         exists (select 1 from player_devices d join player_devices mine
                   on mine.visitor_id = d.visitor_id and mine.player_id = $1
                  where d.player_id = f.id) as shares_device,
         exists (select 1 from sessions s join sessions mine
                   on mine.address = s.address and mine.player_id = $1
                  where s.player_id = f.id and s.address is not null) as shares_address
         from players f where f.bring_friend_referrer_id = $1 order by f.id`,
      [referrerId],
    );
    const states: FriendState[] = [];
    for (const row of rows) {
      const friendId = num(row.id);
      if (row.paid) {
        states.push({ friendId, state: 'paid' });
        continue;
      }
      const stakes = await stakesOf(db, friendId);
      const refusal = friendRefusal({
        depositedMinor: num(row.deposited),
        wageredMinor: stakes.sports + stakes.casino,
        sharesDevice: row.shares_device,
        sharesAddress: row.shares_address,
      });
      states.push({ friendId, state: refusal ?? 'due' });
    }
    return states;
  }
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
