import { PAYMENT_HISTORY_PAGE_SIZE } from './payments';
import type { PaymentHistoryAnswer } from './payments-http-api';
import {
  TEAM_CASH_ACTIVATED_COOKIE,
  TEAM_CASH_COOKIE_LIFETIME_MS,
  TEAM_CASH_SHOWN_COOKIE,
  completedPaymentCount,
  teamCashDecision,
  teamCashNeedsSecondPage,
  type TeamCashDecision,
} from './team-cash';

/** What the team cash check reads and writes: the history and two cookies. */
export interface TeamCashHost {
  readonly authorised: boolean;
  history(pageNumber: number): Promise<PaymentHistoryAnswer>;
  cookie(name: string): string | undefined;
  setCookie(name: string, value: string, maxAgeSeconds: number): void;
}

export interface TeamCashCheck {
  readonly decision: TeamCashDecision;
  readonly completedPayments: number;
}

/**
 * spec/shell.md sections 4 and 9, the team cash popup: reads the first page of the payment
 * history, and the second when the first holds fewer than 5 completed payments and there is more,
 * then decides. A decision to show writes the shown cookie, and at 4 payments the activated one,
 * both living TEAM_CASH_COOKIE_LIFETIME_MS. Nothing is read once the player is activated.
 */
export async function checkTeamCash(host: TeamCashHost): Promise<TeamCashCheck> {
  const activated = host.cookie(TEAM_CASH_ACTIVATED_COOKIE) === '1';
  if (!host.authorised || activated) return { decision: 'none', completedPayments: 0 };
  const first = await host.history(1);
  let completedPayments = completedPaymentCount(first.entities);
  if (teamCashNeedsSecondPage(completedPayments, first.total_count, PAYMENT_HISTORY_PAGE_SIZE)) {
    completedPayments += completedPaymentCount((await host.history(2)).entities);
  }
  const decision = teamCashDecision({
    authorised: host.authorised,
    completedPayments,
    shown: host.cookie(TEAM_CASH_SHOWN_COOKIE) === '1',
    activated,
  });
  const maxAgeSeconds = TEAM_CASH_COOKIE_LIFETIME_MS / 1000;
  if (decision !== 'none') host.setCookie(TEAM_CASH_SHOWN_COOKIE, '1', maxAgeSeconds);
  if (decision === 'show-and-activate') {
    host.setCookie(TEAM_CASH_ACTIVATED_COOKIE, '1', maxAgeSeconds);
  }
  return { decision, completedPayments };
}
