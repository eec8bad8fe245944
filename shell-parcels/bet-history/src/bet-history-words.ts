import type { BetState, SelectionResult } from '@betshell/domain/betting';

export const STATE_KEYS: Readonly<Record<BetState, string>> = {
  open: 'bet_history_state_open',
  won: 'bet_history_state_won',
  lost: 'bet_history_state_lost',
  void: 'bet_history_state_void',
  'vip-pending': 'bet_history_state_vip_pending',
  refused: 'bet_history_state_refused',
  'cashed-out': 'bet_history_state_cashed_out',
};

/** A selection's result in words; open while the market has none. */
export function resultKey(result: SelectionResult): string {
  if (result === 'win') return 'bet_history_result_won';
  if (result === 'lose') return 'bet_history_result_lost';
  if (result === 'void') return 'bet_history_result_void';
  if (result === 'half-win') return 'bet_history_result_half_won';
  if (result === 'half-lose') return 'bet_history_result_half_lost';
  return 'bet_history_result_open';
}

export const TYPE_KEYS: Readonly<Record<number, string>> = {
  0: 'bet_history_type_single',
  1: 'bet_history_type_express',
  2: 'bet_history_type_system',
  4: 'bet_history_type_blocks',
  10: 'bet_history_type_multiple_singles',
};

/** A coupon's type as words; a system with its size ("System 2/3"). */
export function typeWords(
  t: (key: string, params?: Record<string, unknown>) => string,
  typeId: number,
  systemValue: number | null,
  selections: number,
): string {
  const type = t(TYPE_KEYS[typeId] ?? 'bet_history_type_single');
  return systemValue === null ? type : `${type} ${systemValue}/${selections}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A failed call in words: not found, the platform's own failure (network, ...), else general. */
export function failureKey(error: unknown, notFoundKey: string): string {
  if (isRecord(error) && error['code'] === 404) return notFoundKey;
  if (isRecord(error) && typeof error['messageKey'] === 'string') return error['messageKey'];
  return 'bet_history_load_failed';
}
