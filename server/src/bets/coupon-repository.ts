import type { ActiveBonusTerms } from '../bonuses/bonus-engine';
import type {
  CouponTypeId,
  MarketKind,
  MarketOutcome,
  MarketResult,
} from '@betshell/domain/betting';
import type { LedgerReason } from '../accounts/ledger';
import type { Queryable } from '../db/database';
import { settleSql, type LimitRow } from '../limits/limit-repository';
import { paidSinceSql, stakedSinceSql } from '../limits/stake-usage';
import { sharedEventLocksSql } from '../line/line-event-locks';
import { lineNameSql, type LineLanguage } from '../line/line-name-sql';

/** A coupon's state as stored (0120_coupons.sql, 0320_coupon_cash_outs.sql). */
export const COUPON_STATES = [
  'open',
  'vip-pending',
  'won',
  'lost',
  'void',
  'refused',
  'cashed-out',
] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export interface StoredSelection {
  readonly position: number;
  readonly marketId: number;
  readonly eventId: number;
  readonly coefMilli: number;
  readonly blockId: number;
  readonly isBanker: boolean;
  readonly amountMinor: number | null;
}

export interface StoredCoupon {
  readonly id: number;
  readonly playerId: number;
  readonly clientId: string;
  readonly accountId: number;
  readonly currency: string;
  readonly typeId: CouponTypeId;
  readonly systemValue: number | null;
  readonly amountMinor: number;
  readonly amountByBlockId: Readonly<Record<number, number>>;
  readonly coefMilli: number | null;
  readonly bonusCoefMilli: number | null;
  readonly potentialWinMinor: number;
  readonly changeCoefAction: number;
  readonly state: CouponState;
  readonly payoutMinor: number;
  readonly createdAt: Date;
  readonly settledAt: Date | null;
  /** Which bet the client's id was placed for (0185_coupon_bet_keys.sql); null before it. */
  readonly betKey: string | null;
  /** The part of the stake cashed out, and what those cash-outs paid (0320_coupon_cash_outs.sql). */
  readonly cashedOutStakeMinor: number;
  readonly cashedOutMinor: number;
}

export type NewCoupon = Omit<
  StoredCoupon,
  'id' | 'state' | 'payoutMinor' | 'settledAt' | 'cashedOutStakeMinor' | 'cashedOutMinor'
> & {
  readonly state: 'open' | 'vip-pending';
  readonly selections: readonly Omit<StoredSelection, 'position'>[];
};

/** A selection with what the line says of its market and game now, in one language. */
export interface SelectionView {
  readonly marketId: number;
  readonly gameId: number;
  readonly sportId: number;
  readonly sportName: string;
  readonly champName: string;
  readonly home: string;
  readonly away: string;
  readonly startsAt: string;
  readonly kind: MarketKind;
  readonly outcome: MarketOutcome;
  readonly param: number;
  readonly coef: number;
  readonly blockId: number;
  readonly isBanker: boolean;
  readonly amount: number | null;
  readonly result: MarketResult | null;
  readonly score: { readonly home: number; readonly away: number } | null;
}

const COUPON_COLUMNS = `id, player_id, client_id, account_id, currency, type_id, system_value, amount_minor,
  amount_by_block_id, coef_milli, bonus_coef_milli, potential_win_minor, change_coef_action, state,
  payout_minor, created_at, settled_at, bet_key, cashed_out_stake_minor, cashed_out_minor`;

const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

function couponOf(row: Record<string, unknown>): StoredCoupon {
  const byBlock = (row['amount_by_block_id'] ?? {}) as Record<string, unknown>;
  return {
    id: num(row['id']),
    playerId: num(row['player_id']),
    clientId: String(row['client_id']),
    accountId: num(row['account_id']),
    currency: String(row['currency']),
    typeId: num(row['type_id']) as CouponTypeId,
    systemValue: numOrNull(row['system_value']),
    amountMinor: num(row['amount_minor']),
    amountByBlockId: Object.fromEntries(
      Object.entries(byBlock).map(([block, amount]) => [Number(block), Number(amount)]),
    ),
    coefMilli: numOrNull(row['coef_milli']),
    bonusCoefMilli: numOrNull(row['bonus_coef_milli']),
    potentialWinMinor: num(row['potential_win_minor']),
    changeCoefAction: num(row['change_coef_action']),
    state: row['state'] as CouponState,
    payoutMinor: num(row['payout_minor']),
    createdAt: new Date(row['created_at'] as string | Date),
    settledAt: row['settled_at'] === null ? null : new Date(row['settled_at'] as string | Date),
    betKey: typeof row['bet_key'] === 'string' ? row['bet_key'] : null,
    cashedOutStakeMinor: num(row['cashed_out_stake_minor'] ?? 0),
    cashedOutMinor: num(row['cashed_out_minor'] ?? 0),
  };
}

export interface HistoryFilter {
  readonly playerId: number;
  readonly from: Date | null;
  readonly to: Date | null;
  readonly states: readonly CouponState[] | null;
  readonly pageNumber: number;
  readonly pageSize: number;
}

/** Reads and writes coupons; through `tx` inside a transaction. */
export const couponRepository = {
  async byClientId(db: Queryable, playerId: number, clientId: string) {
    const [row] = await db.query(
      `select ${COUPON_COLUMNS} from coupons where player_id = $1 and client_id = $2`,
      [playerId, clientId],
    );
    return row === undefined ? null : couponOf(row);
  },

  /** One coupon; a player's own only when `playerId` is given. Locked with `lock`. */
  async byId(db: Queryable, id: number, playerId: number | null = null, lock = false) {
    const [row] = await db.query(
      `select ${COUPON_COLUMNS} from coupons where id = $1 and ($2::bigint is null or player_id = $2)
        ${lock ? 'for update' : ''}`,
      [id, playerId],
    );
    return row === undefined ? null : couponOf(row);
  },

  /** The selections of coupons with the result their market has now (null while open). */
  async selectionsWithResults(
    db: Queryable,
    couponIds: readonly number[],
  ): Promise<Map<number, (StoredSelection & { result: MarketResult | null })[]>> {
    const rows = await db.query(
      `select s.coupon_id, s.position, s.market_id, s.event_id, s.coef_milli, s.block_id, s.is_banker,
              s.amount_minor, m.result
         from coupon_selections s join line_markets m on m.id = s.market_id
        where s.coupon_id = any($1::bigint[]) order by s.coupon_id, s.position`,
      [couponIds],
    );
    const byCoupon = new Map<number, (StoredSelection & { result: MarketResult | null })[]>();
    for (const row of rows) {
      const couponId = num(row['coupon_id']);
      byCoupon.set(couponId, [
        ...(byCoupon.get(couponId) ?? []),
        {
          position: num(row['position']),
          marketId: num(row['market_id']),
          eventId: num(row['event_id']),
          coefMilli: num(row['coef_milli']),
          blockId: num(row['block_id']),
          isBanker: row['is_banker'] === true,
          amountMinor: numOrNull(row['amount_minor']),
          result: (row['result'] ?? null) as MarketResult | null,
        },
      ]);
    }
    return byCoupon;
  },

  /** The selections as a player reads them: names of the game in `language`, the market's result. */
  async selectionViews(
    db: Queryable,
    couponIds: readonly number[],
    language: LineLanguage,
  ): Promise<Map<number, SelectionView[]>> {
    const rows = await db.query(
      `select s.coupon_id, s.market_id, s.event_id, s.coef_milli, s.block_id, s.is_banker, s.amount_minor,
              m.kind, m.outcome, m.param_tenths, m.result, e.sport_id, e.starts_at, e.state,
              e.home_score, e.away_score, ${lineNameSql('sp', 'name', language)} as sport_name,
              ${lineNameSql('c', 'name', language)} as champ_name,
              ${lineNameSql('e', 'home', language)} as home, ${lineNameSql('e', 'away', language)} as away
         from coupon_selections s
         join line_markets m on m.id = s.market_id
         join line_events e on e.id = s.event_id
         join line_sports sp on sp.id = e.sport_id
         join line_champs c on c.id = e.champ_id
        where s.coupon_id = any($1::bigint[]) order by s.coupon_id, s.position`,
      [couponIds],
    );
    const byCoupon = new Map<number, SelectionView[]>();
    for (const row of rows) {
      const couponId = num(row['coupon_id']);
      const view: SelectionView = {
        marketId: num(row['market_id']),
        gameId: num(row['event_id']),
        sportId: num(row['sport_id']),
        sportName: String(row['sport_name']),
        champName: String(row['champ_name']),
        home: String(row['home']),
        away: String(row['away']),
        startsAt: new Date(row['starts_at'] as string | Date).toISOString(),
        kind: num(row['kind']) as MarketKind,
        outcome: row['outcome'] as MarketOutcome,
        param: num(row['param_tenths']) / 10,
        coef: num(row['coef_milli']) / 1000,
        blockId: num(row['block_id']),
        isBanker: row['is_banker'] === true,
        amount: numOrNull(row['amount_minor']),
        result: (row['result'] ?? null) as MarketResult | null,
        score:
          row['state'] === 'line'
            ? null
            : { home: num(row['home_score']), away: num(row['away_score']) },
      };
      byCoupon.set(couponId, [...(byCoupon.get(couponId) ?? []), view]);
    }
    return byCoupon;
  },

  /** Open coupons with a selection in the event, ordered by account so credits lock in one order. */
  async openOfEvent(tx: Queryable, eventId: number): Promise<StoredCoupon[]> {
    const rows = await tx.query(
      `select ${COUPON_COLUMNS} from coupons c
        where state = 'open'
          and exists (select 1 from coupon_selections s where s.coupon_id = c.id and s.event_id = $1)
        order by account_id, id for update`,
      [eventId],
    );
    return rows.map(couponOf);
  },

  /** Moves a coupon out of `from`; false when another transaction already did. */
  async transition(
    tx: Queryable,
    id: number,
    from: CouponState,
    to: CouponState,
    payoutMinor: number,
    at: Date | null,
  ): Promise<boolean> {
    const rows = await tx.query(
      `update coupons set state = $3, payout_minor = $4, settled_at = $5
        where id = $1 and state = $2 returning id`,
      [id, from, to, payoutMinor, at],
    );
    return rows.length === 1;
  },

  async history(db: Queryable, filter: HistoryFilter) {
    const where = `player_id = $1 and ($2::timestamptz is null or created_at >= $2)
      and ($3::timestamptz is null or created_at < $3) and ($4::text[] is null or state = any($4::text[]))`;
    const params = [filter.playerId, filter.from, filter.to, filter.states];
    const [count] = await db.query<{ n: string | number }>(
      `select count(*) as n from coupons where ${where}`,
      params,
    );
    const rows = await db.query(
      `select ${COUPON_COLUMNS} from coupons where ${where}
        order by created_at desc, id desc limit $5 offset $6`,
      [...params, filter.pageSize, (filter.pageNumber - 1) * filter.pageSize],
    );
    return { coupons: rows.map(couponOf), totalCount: Number(count?.n ?? 0) };
  },

  async vipPending(db: Queryable): Promise<StoredCoupon[]> {
    const rows = await db.query(
      `select ${COUPON_COLUMNS} from coupons where state = 'vip-pending' order by id`,
    );
    return rows.map(couponOf);
  },
};

/** A market of a coupon as the line has it once placement holds its event's lock. */
export interface PlacementMarketRow {
  readonly id: number;
  readonly event_id: number;
  readonly sport_id: number;
  readonly kind: number;
  readonly coef_milli: number;
  readonly blocked: boolean;
  readonly result: string | null;
  readonly suspended: boolean;
  readonly state: string;
  readonly starts_at: string;
}

/** What placement's first statement reads, once its locks are held. */
export interface PlacementLocked {
  /** The coupon's account, open and the player's own, or null. */
  readonly account: {
    readonly id: number;
    readonly type: number;
    readonly currency: string;
    readonly frozen: boolean;
  } | null;
  /** A coupon the player placed with this coupon id before the statement began. */
  readonly earlier: StoredCoupon | null;
}

/** What placement's second statement reads, after the locks, to judge the coupon and its stake. */
export interface PlacementUsage {
  /** The coupon's markets as the line has them once their events' locks are held. */
  readonly markets: readonly PlacementMarketRow[];
  /** The coupon a parallel twin placed with this coupon id while this one waited for the locks. */
  readonly twin: StoredCoupon | null;
  /** The player's limits active at the time (the ones time has closed are settled meanwhile). */
  readonly limits: readonly {
    readonly limit: LimitRow;
    readonly staked: number | null;
    readonly paid: number | null;
  }[];
  /** Only with an active session limit: the time zone and the seconds used around today. */
  readonly session: {
    readonly time_zone: string;
    readonly usage: readonly { day: string; used_seconds: number }[];
  } | null;
  /** The player's bonus being wagered, read with the locks held (bonus-engine.ts), or null. */
  readonly activeBonus: ActiveBonusTerms | null;
}

/** A placed coupon's rows, written with its stake in one statement. */
export type CouponWithStake = NewCoupon & { readonly stakeReason: LedgerReason };

/**
 * The statements of a placement (coupon-placement.ts placeIn), three in its transaction whatever
 * the coupon's size or the player's limits, in two round trips on PostgreSQL: BEGIN, `lock` and
 * `usage` are sent together, and `insertWithStake` carries the COMMIT. A statement reads with the
 * snapshot of its start, and PostgreSQL runs a connection's statements one after the other, so
 * what must be read after a lock is taken (another placement of the player may have committed
 * while this one waited) is read by the next statement, sent at once but started only once the
 * locks are held.
 */
export const placementStatements = {
  /**
   * Takes the placement's locks in their order (docs/sportsbook-and-coupon.md, Locks) and reads
   * the account they guard: 1. the coupon's events, by id, shared (line-event-locks.ts); 2. the
   * player's row, for no key update; 3. the account, for update. One statement orders them by
   * dependency: the player's row is locked only once the count of locked events is known, and the
   * account once the player's id is, so each lock waits for the one before it, as separate
   * statements did. The markets are read by the next statement: this one's snapshot was taken
   * before it waited for the events, and event locks, unlike row locks, do not read the row anew.
   */
  async lock(
    tx: Queryable,
    playerId: number,
    accountId: number,
    clientId: string,
    marketIds: readonly number[],
  ): Promise<PlacementLocked> {
    const [row] = await tx.query<{
      account: PlacementLocked['account'];
      earlier: Record<string, unknown> | null;
      locked_player: number | string | null;
    }>(
      `with locked_events as (
         ${sharedEventLocksSql('select m.event_id from line_markets m where m.id = any($1::int[])')}
       ),
       locked_player as (
         select p.id from players p
          where p.id = $2 and (select le.locked from locked_events le) >= 0
          for no key update
       ),
       locked_account as (
         select a.id, a.type, a.currency, a.frozen from accounts a
          where a.id = $3 and a.player_id = (select lp.id from locked_player lp) and not a.closed
          for update
       )
       select
         (select lp.id from locked_player lp) as locked_player,
         (select row_to_json(a) from locked_account a) as account,
         (select row_to_json(c) from (select ${COUPON_COLUMNS} from coupons
            where player_id = $2 and client_id = $4) c) as earlier`,
      [marketIds, playerId, accountId, clientId],
      { name: 'placement-lock' },
    );
    return {
      account: row!.account,
      earlier: row!.earlier === null ? null : couponOf(row!.earlier),
    };
  },

  /**
   * With the locks held (the statement after `lock`, sent with it): the coupon's markets and their
   * events, a twin's coupon, the player's active limits with what each one's window counts in the
   * currency of the account (stakedSinceSql, and for loss limits paidSinceSql: sports, casino, toto
   * and lotto together; nothing when the account takes no bet, which placement refuses anyway),
   * and the session limit's usage. It also settles the limits time has closed
   * (`limitRepository.settle`); being one statement, its reading does not see that write, so it
   * leaves them out by the same rule. Settling is the same whenever it runs, so a placement refused
   * after its transaction committed (placeIn) leaves nothing wrong behind.
   */
  async usage(
    tx: Queryable,
    playerId: number,
    clientId: string,
    accountId: number,
    now: Date,
    windows: readonly { limitType: number; since: Date }[],
    marketIds: readonly number[],
  ): Promise<PlacementUsage> {
    const [row] = await tx.query<{
      markets: PlacementMarketRow[];
      twin: Record<string, unknown> | null;
      limits: PlacementUsage['limits'];
      session: PlacementUsage['session'];
      active_bonus: ActiveBonusTerms | null;
    }>(
      `with settled as (${settleSql('$1', '$2')} returning id),
       active as (
         select * from player_limits
          where player_id = $1 and limit_state = 'ACTIVE' and (ends_at is null or ends_at > $2)
       ),
       windows as (select * from unnest($4::int[], $5::timestamptz[]) as w(limit_type, since)),
       account as (
         select a.currency from accounts a
          where a.id = $6 and a.player_id = $1 and not a.closed and not a.frozen
       )
       select
         (select coalesce(json_agg(json_build_object('id', m.id, 'event_id', m.event_id,
                   'sport_id', e.sport_id, 'kind', m.kind, 'coef_milli', m.coef_milli,
                   'blocked', m.blocked, 'result', m.result, 'suspended', e.suspended,
                   'state', e.state, 'starts_at', e.starts_at)), '[]'::json)
            from line_markets m join line_events e on e.id = m.event_id
           where m.id = any($7::int[])) as markets,
         (select row_to_json(c) from (select ${COUPON_COLUMNS} from coupons
            where player_id = $1 and client_id = $3) c) as twin,
         (select coalesce(json_agg(json_build_object('limit', row_to_json(l),
            'staked', case when w.since is not null then
               ${stakedSinceSql('$1', '(select currency from account)', 'w.since')} end,
            'paid', case when w.since is not null and l.limit_type >= 10 then
               ${paidSinceSql('$1', '(select currency from account)', 'w.since')} end) order by l.limit_type, l.id), '[]'::json)
            from active l left join windows w on w.limit_type = l.limit_type) as limits,
         case when exists (select 1 from active where limit_type = 31) then
           (select json_build_object('time_zone', coalesce(p.time_zone, 'UTC'), 'usage',
              (select coalesce(json_agg(json_build_object('day', u.day, 'used_seconds',
                 u.used_seconds)), '[]'::json)
                 from session_limit_usage u
                where u.player_id = $1
                  and u.day between ($2::timestamptz at time zone 'UTC')::date - 1
                                and ($2::timestamptz at time zone 'UTC')::date + 1))
              from (select 1) as one
              left join player_limit_profiles p on p.player_id = $1)
         end as session,
         (select row_to_json(b) from (select terms, currency from player_bonuses
            where player_id = $1 and status = 'active' limit 1) b) as active_bonus`,
      [
        playerId,
        now,
        clientId,
        windows.map((one) => one.limitType),
        windows.map((one) => one.since),
        accountId,
        marketIds,
      ],
      { name: 'placement-usage' },
    );
    return {
      markets: row!.markets,
      twin: row!.twin === null ? null : couponOf(row!.twin),
      limits: row!.limits.map((one) => ({
        limit: one.limit,
        staked: numOrNull(one.staked),
        paid: numOrNull(one.paid),
      })),
      session: row!.session,
      activeBonus: row!.active_bonus,
    };
  },

  /**
   * Writes the coupon, its selections, its stake's ledger row and the account's new balance in one
   * statement: the ledger's debit (ledger.ts `move`, the same conditions: an open account that is
   * not frozen and holds the stake), the coupon only when the debit happened, its selections, and
   * the ledger row naming the coupon. Answers the coupon's id, or null when the account holds less
   * than the stake (then nothing was written). With `thenCommit` the transaction's COMMIT goes with
   * it (QueryOptions.thenCommit), when nothing else is to be written.
   */
  async insertWithStake(
    tx: Queryable,
    coupon: CouponWithStake,
    { thenCommit = false }: { readonly thenCommit?: boolean } = {},
  ): Promise<number | null> {
    const [row] = await tx.query<{ id: string | number }>(
      `with moved as (
         update accounts set balance_minor = balance_minor - $7::bigint
          where id = $3 and not frozen and not closed and balance_minor - $7::bigint >= 0
          returning id, balance_minor
       ),
       coupon as (
         insert into coupons (player_id, client_id, account_id, currency, type_id, system_value,
           amount_minor, amount_by_block_id, coef_milli, bonus_coef_milli, potential_win_minor,
           change_coef_action, state, created_at, bet_key)
         select $1, $2, moved.id, $4, $5, $6, $7::bigint, $8::jsonb, $9, $10, $11, $12, $13, $14, $15
           from moved
         returning id
       ),
       selections as (
         insert into coupon_selections (coupon_id, position, market_id, event_id, coef_milli,
           block_id, is_banker, amount_minor)
         select coupon.id, s.position, s.market_id, s.event_id, s.coef_milli, s.block_id,
                s.is_banker, s.amount_minor
           from coupon,
                unnest($16::int[], $17::int[], $18::int[], $19::int[], $20::int[],
                       $21::boolean[], $22::bigint[])
                  as s(position, market_id, event_id, coef_milli, block_id, is_banker, amount_minor)
       ),
       entry as (
         insert into ledger_entries (account_id, amount_minor, balance_after_minor, reason,
           reference)
         select moved.id, -$7::bigint, moved.balance_minor, $23, 'coupon:' || coupon.id
           from moved, coupon
       )
       select id from coupon`,
      [
        coupon.playerId,
        coupon.clientId,
        coupon.accountId,
        coupon.currency,
        coupon.typeId,
        coupon.systemValue,
        coupon.amountMinor,
        JSON.stringify(coupon.amountByBlockId),
        coupon.coefMilli,
        coupon.bonusCoefMilli,
        coupon.potentialWinMinor,
        coupon.changeCoefAction,
        coupon.state,
        coupon.createdAt,
        coupon.betKey,
        coupon.selections.map((_, index) => index),
        coupon.selections.map((one) => one.marketId),
        coupon.selections.map((one) => one.eventId),
        coupon.selections.map((one) => one.coefMilli),
        coupon.selections.map((one) => one.blockId),
        coupon.selections.map((one) => one.isBanker),
        coupon.selections.map((one) => one.amountMinor),
        coupon.stakeReason,
      ],
      { name: 'placement-write', thenCommit },
    );
    return row === undefined ? null : Number(row.id);
  },
};
