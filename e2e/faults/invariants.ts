import { MONEY_INVARIANTS } from '../../server/src/test-support/money-invariants';
import { queryDatabase } from '../support/throwaway-database';

/** A query that lists what breaks the rule: an empty answer means it holds. */
export interface Invariant {
  readonly rule: string;
  readonly violations: string;
}

/**
 * What must hold after any fault, however a request was cut short: the sessions' rules, and the
 * money's, which the server's own race tests check as well (server/src/test-support).
 */
export const INVARIANTS: readonly Invariant[] = [
  {
    rule: 'every session belongs to a player',
    violations:
      'select s.id from sessions s left join players p on p.id = s.player_id where p.id is null',
  },
  {
    rule: 'a session that ended says why',
    violations: 'select id from sessions where (ended_at is null) <> (end_reason is null)',
  },
  ...MONEY_INVARIANTS,
];

/** The broken rules, each with up to five of its violations. */
export async function brokenInvariants(databaseUrl: string): Promise<string[]> {
  const broken: string[] = [];
  for (const invariant of INVARIANTS) {
    const rows = await queryDatabase<Record<string, unknown>>(databaseUrl, invariant.violations);
    if (rows.length > 0) broken.push(`${invariant.rule}: ${JSON.stringify(rows.slice(0, 5))}`);
  }
  return broken;
}

/** Registrations the server answered with success must be whole: the player and a live session. */
export async function missingRegistrations(
  databaseUrl: string,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await queryDatabase<{ id: string }>(
    databaseUrl,
    `select p.id from players p join sessions s on s.player_id = p.id
      where p.id in (${userIds.map((id) => Number(id)).join(',')})`,
  );
  const whole = new Set(rows.map((row) => Number(row.id)));
  return userIds.filter((id) => !whole.has(id));
}
