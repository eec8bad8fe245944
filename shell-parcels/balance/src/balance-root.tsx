import {
  checkTeamCash,
  type AccountsStore,
  type PaymentsApi,
  type TeamCashHost,
} from '@betshell/domain/accounts';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Balance } from './balance';
import { TeamCashPopup } from './team-cash-popup';

export interface BalanceRootProps {
  readonly accounts: AccountsStore;
  readonly payments: Pick<PaymentsApi, 'history' | 'setHideBalance'>;
  /** user_hide_balance of the player's user config. */
  readonly loadHidden: () => Promise<boolean>;
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
 * deposit paid in the provider's window shows even after the store's 5 polls are over). The hide choice is read from the user config
 * and saved to the server; the team cash rule is checked at mount and whenever the balance grows.
 */
export const BalanceRoot = observer(function BalanceRoot({
  accounts,
  payments,
  loadHidden,
  onCouponPlaced,
  onReturn,
  teamCash,
  settings,
  navigate,
  log,
}: BalanceRootProps) {
  const [hidden, setHidden] = useState(false);
  // The player's own click wins over the user config: on a slow page the config may answer after
  // the player hid the balance, with the choice as it stood before, and would show it again.
  const chosen = useRef(false);
  const [teamCashCount, setTeamCashCount] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    loadHidden().then(
      (value) => live && !chosen.current && setHidden(value),
      (error: unknown) => log('fail load user config', error),
    );
    return () => {
      live = false;
    };
  }, [loadHidden, log]);

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

  const changeHidden = (value: boolean) => {
    chosen.current = true;
    setHidden(value);
    payments.setHideBalance(value).catch((error: unknown) => {
      log('fail save hide balance', error);
      setHidden(!value);
    });
  };

  return (
    <>
      <Balance
        accounts={accounts}
        hidden={hidden}
        onHiddenChange={changeHidden}
        depositHref={`/${settings.language}/office/recharge`}
        navigate={navigate}
      />
      {teamCashCount !== null && (
        <TeamCashPopup completedPayments={teamCashCount} onClose={() => setTeamCashCount(null)} />
      )}
    </>
  );
});
