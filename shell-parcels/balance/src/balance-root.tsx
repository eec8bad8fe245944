import {
  checkTeamCash,
  type AccountsStore,
  type PaymentsApi,
  type TeamCashHost,
} from '@betshell/domain/accounts';
import type { OfficeSecurityStore } from '@betshell/domain/office-security';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Balance } from './balance';
import { TeamCashPopup } from './team-cash-popup';

export interface BalanceRootProps {
  readonly accounts: AccountsStore;
  readonly payments: Pick<PaymentsApi, 'history'>;
  /**
   * The page's one office security store: its user config owns `user_hide_balance`, so hiding the
   * balance here hides it in the office menu at once, and the other way round.
   */
  readonly security: Pick<OfficeSecurityStore, 'balanceHidden' | 'setHideBalance' | 'refresh'>;
  /** Calls back on each coupon placed (bus `coupon` `placed`); answers the unsubscribe. */
  readonly onCouponPlaced: (listener: () => void) => () => void;
  /** Calls back when the player comes back to this tab or a payment came back; answers the unsubscribe. */
  readonly onReturn: (listener: () => void) => () => void;
  readonly teamCash: Omit<TeamCashHost, 'history'>;
  /** The page's settings: the deposit link follows a language switch. */
  readonly settings: { readonly language: string };
  readonly navigate: (url: string) => void;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The balance with what keeps it current: a coupon placed refreshes it (the stake left the
 * account); coming back to the tab, or a payment result page in another tab, refreshes it (ours: a
 * deposit paid in the provider's window shows even after the store's 5 polls are over). The hide
 * choice is the shared office security store's (the user config's, saved to the server); the team
 * cash rule is checked at mount and whenever the balance grows.
 */
export const BalanceRoot = observer(function BalanceRoot({
  accounts,
  payments,
  security,
  onCouponPlaced,
  onReturn,
  teamCash,
  settings,
  navigate,
  log,
}: BalanceRootProps) {
  // While the config is asked again (the security page loads it anew) the flag is unknown for a
  // moment: the balance keeps what it last knew rather than showing a hidden amount.
  const lastKnown = useRef(false);
  const hidden = security.balanceHidden ?? lastKnown.current;
  lastKnown.current = hidden;
  const [teamCashCount, setTeamCashCount] = useState<number | null>(null);

  // The store logs a config that does not come.
  useEffect(() => {
    if (security.balanceHidden === null) void security.refresh();
  }, [security]);

  useEffect(() => onCouponPlaced(() => void accounts.refresh()), [accounts, onCouponPlaced]);
  useEffect(() => onReturn(() => void accounts.refresh()), [accounts, onReturn]);

  useEffect(() => {
    let live = true;
    const check = () =>
      checkTeamCash({ ...teamCash, history: (page) => payments.history(page, true) }).then(
        (result) => {
          if (live && result.decision !== 'none') setTeamCashCount(result.completedPayments);
        },
        (error: unknown) => log('team cash check failed', error),
      );
    void check();
    const dispose = reaction(
      () => accounts.balance,
      (now, before) => {
        if (now !== null && before !== null && now > before) void check();
      },
    );
    return () => {
      live = false;
      dispose();
    };
  }, [accounts, payments, teamCash, log]);

  return (
    <>
      <Balance
        accounts={accounts}
        hidden={hidden}
        onHiddenChange={(value) => void security.setHideBalance(value)}
        depositHref={`/${settings.language}/office/recharge`}
        navigate={navigate}
      />
      {teamCashCount !== null && (
        <TeamCashPopup completedPayments={teamCashCount} onClose={() => setTeamCashCount(null)} />
      )}
    </>
  );
});
