import type { BlockRule as DomainBlockRule } from '@betshell/domain';
import type { Queryable } from '../db/database';

/** One row of block_rules: the domain's rule (who it blocks and why) and when it was added. */
export interface BlockRule extends DomainBlockRule {
  /** ISO 8601 instant. */
  readonly createdAt: string;
}

export type NewBlockRule = Omit<BlockRule, 'id' | 'createdAt'>;

export interface BlockRuleRepository {
  /** Every rule, oldest first (chooseBlockRule orders them for matching). */
  list(): Promise<BlockRule[]>;
  add(rule: NewBlockRule): Promise<BlockRule>;
  /** Answers the rule removed, or null when there was none with that id. */
  remove(id: number): Promise<BlockRule | null>;
}

interface BlockRuleRow {
  id: number;
  reason: number;
  template_type_id: number;
  country: string | null;
  user_agent_pattern: string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, reason, template_type_id, country, user_agent_pattern, created_at';

export function createBlockRuleRepository(db: Queryable): BlockRuleRepository {
  return {
    async list() {
      const rows = await db.query<BlockRuleRow>(`select ${COLUMNS} from block_rules order by id`);
      return rows.map(blockRuleOf);
    },

    async add(rule) {
      const [row] = await db.query<BlockRuleRow>(
        `insert into block_rules (reason, template_type_id, country, user_agent_pattern)
         values ($1, $2, $3, $4)
         returning ${COLUMNS}`,
        [rule.reason, rule.templateTypeId, rule.country, rule.userAgentPattern],
      );
      if (row === undefined) throw new Error('insert into block_rules answered no row');
      return blockRuleOf(row);
    },

    async remove(id) {
      const [row] = await db.query<BlockRuleRow>(
        `delete from block_rules where id = $1 returning ${COLUMNS}`,
        [id],
      );
      return row === undefined ? null : blockRuleOf(row);
    },
  };
}

function blockRuleOf(row: BlockRuleRow): BlockRule {
  return {
    id: row.id,
    reason: row.reason,
    templateTypeId: row.template_type_id,
    country: row.country,
    userAgentPattern: row.user_agent_pattern,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
