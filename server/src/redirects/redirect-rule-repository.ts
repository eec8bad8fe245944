import type { RedirectRule } from '@betshell/domain';
import type { Queryable } from '../db/database';

export interface StoredRedirectRule extends RedirectRule {
  /** ISO 8601 instant. */
  readonly createdAt: string;
}

export interface RedirectRuleRepository {
  /** Every rule, by path. */
  list(): Promise<StoredRedirectRule[]>;
  /**
   * The rules a chain from `path` can pass through (the rule for `path`, the rule for its target's
   * path, ...), not the whole table. Terminates on a cycle.
   */
  chainFrom(path: string): Promise<StoredRedirectRule[]>;
  find(from: string): Promise<StoredRedirectRule | null>;
  /**
   * Takes the table's write lock until the transaction ends: writers wait for each other, readers
   * of the redirect service do not wait. Call it inside a transaction only.
   */
  lockForWrite(): Promise<void>;
  /** Stores the rule for its path, replacing the one there was. */
  save(rule: RedirectRule): Promise<StoredRedirectRule>;
  /** Answers the rule removed, or null when no rule starts at `from`. */
  remove(from: string): Promise<StoredRedirectRule | null>;
}

interface RedirectRuleRow {
  from_path: string;
  to_path: string;
  code: number;
  reason: string;
  created_at: Date | string;
}

const COLUMNS = 'from_path, to_path, code, reason, created_at';

export function createRedirectRuleRepository(db: Queryable): RedirectRuleRepository {
  return {
    async list() {
      const rows = await db.query<RedirectRuleRow>(
        `select ${COLUMNS} from redirect_rules order by from_path`,
      );
      return rows.map(redirectRuleOf);
    },

    async chainFrom(path) {
      // A target may carry a query (`/ru/new?tab=1`); the chain goes on from its path. `union`
      // drops rows already found, so a cycle edited in by hand ends the recursion.
      const rows = await db.query<RedirectRuleRow>(
        `with recursive chain as (
           select ${COLUMNS} from redirect_rules where from_path = $1
           union
           select r.from_path, r.to_path, r.code, r.reason, r.created_at
             from redirect_rules r
             join chain c on r.from_path = split_part(c.to_path, '?', 1)
         )
         select ${COLUMNS} from chain`,
        [path],
      );
      return rows.map(redirectRuleOf);
    },

    async find(from) {
      const [row] = await db.query<RedirectRuleRow>(
        `select ${COLUMNS} from redirect_rules where from_path = $1`,
        [from],
      );
      return row === undefined ? null : redirectRuleOf(row);
    },

    async lockForWrite() {
      // share row exclusive conflicts with itself and with every write, not with plain selects.
      await db.query('lock table redirect_rules in share row exclusive mode');
    },

    async save(rule) {
      const [row] = await db.query<RedirectRuleRow>(
        `insert into redirect_rules (from_path, to_path, code, reason) values ($1, $2, $3, $4)
         on conflict (from_path) do update
           set to_path = excluded.to_path, code = excluded.code, reason = excluded.reason,
               created_at = now()
         returning ${COLUMNS}`,
        [rule.from, rule.to, rule.code, rule.reason],
      );
      if (row === undefined) throw new Error('insert into redirect_rules answered no row');
      return redirectRuleOf(row);
    },

    async remove(from) {
      const [row] = await db.query<RedirectRuleRow>(
        `delete from redirect_rules where from_path = $1 returning ${COLUMNS}`,
        [from],
      );
      return row === undefined ? null : redirectRuleOf(row);
    },
  };
}

function redirectRuleOf(row: RedirectRuleRow): StoredRedirectRule {
  return {
    from: row.from_path,
    to: row.to_path,
    code: row.code,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
