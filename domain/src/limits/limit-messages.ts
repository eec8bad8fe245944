/**
 * Section 8: what the limits service's statuses mean, as dictionary keys the player reads, and
 * the texts of approve and reject: the server's title when it sends one, else the spec's keys.
 */
export type LimitStatusResult = 'saved' | 'action-saved' | 'error' | 'unauthorized' | 'forbidden';

export function limitStatusResult(status: number): LimitStatusResult {
  if (status === 200) return 'saved';
  if (status === 204) return 'action-saved';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  return 'error';
}

export const LIMIT_STATUS_MESSAGE_KEY: Readonly<Record<LimitStatusResult, string>> = {
  saved: 'responsible_gaming_saved',
  'action-saved': 'responsible_gaming_action_saved',
  error: 'responsible_gaming_error',
  unauthorized: 'responsible_gaming_unauthorized',
  forbidden: 'responsible_gaming_forbidden',
};

export const CONFIRM_LIMIT_ERROR_KEY = 'responsible_gaming_confirm_limit_error';
export const CANCEL_LIMIT_ERROR_KEY = 'responsible_gaming_cancel_limit_error';
export const CONFIRM_LIMIT_SUCCESS_KEY = 'responsible_gaming_confirm_limit_success';
export const CANCEL_LIMIT_SUCCESS_KEY = 'responsible_gaming_cancel_limit_success';

/** Section 4: the session-limit notice: 'session limit ended' plus 'visit tomorrow'. */
export const SESSION_LIMIT_ENDED_KEY = 'responsible_gaming_session_limit_ended';
export const VISIT_TOMORROW_KEY = 'responsible_gaming_visit_tomorrow';

/** A message to show: a text the server sent as it is, or a dictionary key. */
export type LimitMessage = { readonly text: string } | { readonly key: string };

/** Approve (action 1) or reject/cancel: the server's title first, else the spec's text. */
export function limitActionMessage(
  kind: 'confirm' | 'cancel',
  outcome: 'success' | 'failure',
  title: string | undefined,
): LimitMessage {
  if (title !== undefined && title.trim() !== '') return { text: title };
  if (kind === 'confirm') {
    return { key: outcome === 'success' ? CONFIRM_LIMIT_SUCCESS_KEY : CONFIRM_LIMIT_ERROR_KEY };
  }
  return { key: outcome === 'success' ? CANCEL_LIMIT_SUCCESS_KEY : CANCEL_LIMIT_ERROR_KEY };
}

/** Why the server refuses a deposit, stake or login because of a limit: one key per reason. */
export const LIMIT_REFUSAL_KEY = {
  selfExcluded: 'responsible_gaming_refused_self_excluded',
  depositTimeout: 'responsible_gaming_refused_deposit_timeout',
  depositLimit: 'responsible_gaming_refused_deposit_limit',
  wageringLimit: 'responsible_gaming_refused_wagering_limit',
  lossLimit: 'responsible_gaming_refused_loss_limit',
  sessionLimit: 'responsible_gaming_refused_session_limit',
  currency: 'responsible_gaming_refused_currency',
} as const;

export type LimitRefusalKey = (typeof LIMIT_REFUSAL_KEY)[keyof typeof LIMIT_REFUSAL_KEY];
