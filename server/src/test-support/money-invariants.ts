import type { Queryable } from '../db/database';

/** A rule of the money, as a query that lists what breaks it: an empty answer means it holds. */
export interface MoneyInvariant {
  readonly rule: string;
  readonly violations: string;
}

/**
 * What must hold of the ledger, the payments, the coupons and the casino's wallet whatever ran in
 * parallel or was cut short: every balance is the sum of its ledger, every coupon took its stake
 * once, and was paid what its state says, once; every wallet call's money is one ledger entry. The server's tests check them after races (coupon-settlement.test.ts),
 * and the fault suite after killing the server mid-load (e2e/faults/invariants.ts).
 */
export const MONEY_INVARIANTS: readonly MoneyInvariant[] = [
  {
    rule: "every account's balance is the sum of its ledger entries",
    violations: `select a.id, a.balance_minor from accounts a
      where a.balance_minor <> (select coalesce(sum(l.amount_minor), 0) from ledger_entries l where l.account_id = a.id)`,
  },
  {
    rule: 'every ledger entry leaves the balance it says, in the order it was written',
    violations: `select id from (select l.id, l.balance_after_minor,
        sum(l.amount_minor) over (partition by l.account_id order by l.id) as running
        from ledger_entries l) entries where balance_after_minor <> running`,
  },
  {
    rule: 'every player has exactly one main account',
    violations: `select p.id from players p
      where (select count(*) from accounts a where a.player_id = p.id and a.type = 0) <> 1`,
  },
  {
    rule: 'a completed deposit or a withdrawal request has its ledger entry',
    violations: `select p.id from payments p
      where ((p.kind = 'deposit' and p.status_id = 2) or p.kind = 'withdrawal')
        and not exists (select 1 from ledger_entries l where l.reference = 'payment:' || p.id)`,
  },
  {
    rule: 'every coupon took its stake in one ledger entry, and every stake entry has its coupon',
    violations: `select c.id, null as entry from coupons c
        where (select count(*) from ledger_entries l where l.reason = 'bet-stake'
                 and l.reference = 'coupon:' || c.id and l.amount_minor = -c.amount_minor) <> 1
      union all
      select null, l.id from ledger_entries l where l.reason = 'bet-stake'
        and not exists (select 1 from coupons c where 'coupon:' || c.id = l.reference)`,
  },
  {
    rule: 'a coupon paid what its state says, once: payout or refund for won and void, the stake back for refused, nothing before',
    violations: `select c.id, c.state from coupons c
      where coalesce((select sum(l.amount_minor) from ledger_entries l
                       where l.reference = 'coupon:' || c.id and l.reason in ('bet-payout', 'bet-refund')), 0)
            <> case c.state when 'refused' then c.amount_minor
                            when 'won' then c.payout_minor - c.cashed_out_minor
                            when 'void' then c.payout_minor - c.cashed_out_minor else 0 end
         or (select count(*) from ledger_entries l
              where l.reference = 'coupon:' || c.id and l.reason in ('bet-payout', 'bet-refund')) > 1`,
  },
  {
    rule: "every casino wallet call that moved money has its ledger entry, of its amount and the call's sign",
    violations: `select t.id from casino_wallet_transactions t
      left join ledger_entries l on l.id = t.ledger_entry_id
      where t.amount_minor > 0 and (l.id is null
         or l.amount_minor <> case t.kind when 'bet' then -t.amount_minor else t.amount_minor end)`,
  },
  {
    rule: 'every casino ledger entry is the money of one wallet call',
    violations: `select l.id from ledger_entries l
      where l.reason in ('casino-stake', 'casino-win', 'casino-refund')
        and (select count(*) from casino_wallet_transactions t where t.ledger_entry_id = l.id) <> 1`,
  },
  {
    rule: 'a casino bet marked as given back has its one rollback, and a rollback of a known bet marks it',
    violations: `select b.id from casino_wallet_transactions b
      where b.kind = 'bet' and b.rolled_back <> exists (select 1 from casino_wallet_transactions r
        where r.kind = 'rollback' and r.provider = b.provider
          and r.rolled_back_transaction_id = b.transaction_id)`,
  },
  {
    rule: 'every toto coupon and lotto ticket took its price once, and was paid what it won, once',
    violations: `select 'toto-coupon:' || c.id as ticket from toto_coupons c
        where (select coalesce(sum(l.amount_minor), 0) from ledger_entries l
                where l.reference = 'toto-coupon:' || c.id and l.reason = 'toto-stake') <> -c.stake_minor
           or (select coalesce(sum(l.amount_minor), 0) from ledger_entries l
                where l.reference = 'toto-coupon:' || c.id and l.reason = 'toto-payout') <> c.payout_minor
           or (select count(*) from ledger_entries l where l.reference = 'toto-coupon:' || c.id) > 2
      union all
      select 'lotto-ticket:' || t.id from lotto_tickets t
        where (select coalesce(sum(l.amount_minor), 0) from ledger_entries l
                where l.reference = 'lotto-ticket:' || t.id and l.reason = 'lotto-stake') <> -t.price_minor
           or (select coalesce(sum(l.amount_minor), 0) from ledger_entries l
                where l.reference = 'lotto-ticket:' || t.id and l.reason = 'lotto-payout') <> t.payout_minor
           or (select count(*) from ledger_entries l where l.reference = 'lotto-ticket:' || t.id) > 2`,
  },
  {
    rule: 'every cash-out paid its value in one ledger entry, and a coupon cashed out as a whole paid nothing else',
    violations: `select c.id, c.state from coupons c
      where c.cashed_out_minor <> (select coalesce(sum(k.value_minor), 0) from coupon_cash_outs k
                                    where k.coupon_id = c.id)
         or c.cashed_out_stake_minor <> (select coalesce(sum(k.stake_minor), 0)
                                          from coupon_cash_outs k where k.coupon_id = c.id)
         or (c.state = 'cashed-out' and c.payout_minor <> c.cashed_out_minor)
         or exists (select 1 from coupon_cash_outs k
              where k.coupon_id = c.id
                and (select count(*) from ledger_entries l where l.reason = 'bet-cash-out'
                       and l.reference = 'coupon:' || c.id || ':cash-out:' || k.id
                       and l.amount_minor = k.value_minor) <> 1)
         or (select count(*) from ledger_entries l where l.reason = 'bet-cash-out'
              and l.reference like 'coupon:' || c.id || ':cash-out:%')
            <> (select count(*) from coupon_cash_outs k where k.coupon_id = c.id)`,
  },
];

/** The broken rules, each with up to five of its violations; empty when the money is whole. */
export async function brokenMoneyInvariants(db: Queryable): Promise<string[]> {
  const broken: string[] = [];
  for (const invariant of MONEY_INVARIANTS) {
    const rows = await db.query(invariant.violations);
    if (rows.length > 0) broken.push(`${invariant.rule}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  return broken;
}
