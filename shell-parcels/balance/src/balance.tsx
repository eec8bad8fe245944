import {
  ACCOUNT_TYPE,
  accountLabel,
  type Account,
  type AccountsStore,
  formatAccountAmount,
} from '@betshell/domain/accounts';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface BalanceProps {
  readonly accounts: AccountsStore;
  /** user_hide_balance; null until the user config has answered. */
  readonly hidden: boolean;
  readonly onHiddenChange: (hidden: boolean) => void;
  /** The recharge page of the current language. */
  readonly depositHref: string;
  readonly navigate: (url: string) => void;
}

/**
 * The header's balance (spec/shell.md sections 3 and 7): the active account's money (or points),
 * hidden when the player chose so, and a switcher listing every account; choosing a money account
 * makes it active. Bonus accounts are listed but cannot be active (the server refuses them).
 */
export const Balance = observer(function Balance({
  accounts,
  hidden,
  onHiddenChange,
  depositHref,
  navigate,
}: BalanceProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // A click anywhere else closes the switcher, as a menu does.
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  const active = accounts.activeAccount;
  if (active === null && accounts.isUpdateBalanceProcess) {
    return (
      <div className="bs-balance" aria-busy="true">
        <span className="bs-balance__loading">{t('money_balance_loading')}</span>
      </div>
    );
  }
  if (active === null) {
    // The balance could not be had (the store logged why): the player may ask again.
    return (
      <div className="bs-balance">
        <button type="button" className="bs-balance__retry" onClick={() => void accounts.refresh()}>
          {t('money_balance_retry')}
        </button>
      </div>
    );
  }

  const choose = async (account: Account) => {
    setFailure(null);
    if (account.isActive) return setOpen(false);
    const result = await accounts.setActiveAccount(account.id);
    if (result.success) setOpen(false);
    else setFailure(t('money_balance_switch_failed', { message: result.message }));
  };

  return (
    <div className="bs-balance" ref={root}>
      <button
        type="button"
        className="bs-balance__current"
        aria-haspopup="true"
        aria-expanded={open}
        // Named by the balance it shows, as a voice control user reads it; what it opens is its
        // description.
        title={t('money_balance_accounts')}
        onClick={() => setOpen(!open)}
      >
        <span className="bs-balance__label">{accountLabel(t, active)}</span>{' '}
        <span className="bs-balance__amount" data-testid="header-balance">
          {hidden ? '••••' : formatAccountAmount(active, i18n.language, t)}
        </span>
      </button>
      <button
        type="button"
        className="bs-balance__hide"
        aria-pressed={hidden}
        aria-label={hidden ? t('money_balance_show') : t('money_balance_hide')}
        title={hidden ? t('money_balance_show') : t('money_balance_hide')}
        onClick={() => onHiddenChange(!hidden)}
      >
        {hidden ? '◎' : '◉'}
      </button>
      <a
        className="bs-balance__deposit"
        href={depositHref}
        onClick={(event) => {
          event.preventDefault();
          navigate(depositHref);
        }}
      >
        {/* On a phone, where the header is one row, the sign stands for the word (still its name). */}
        <span className="bs-balance__deposit-icon" aria-hidden="true">
          +
        </span>
        <span className="bs-balance__deposit-text">{t('money_balance_deposit')}</span>
      </a>
      {open && (
        <div className="bs-balance__switcher">
          <ul aria-label={t('money_balance_accounts')}>
            {accounts.allAccounts.map((account) => {
              const bonus = account.type === ACCOUNT_TYPE.bonus;
              return (
                <li key={account.id}>
                  <button
                    type="button"
                    aria-current={account.isActive ? 'true' : undefined}
                    disabled={bonus || accounts.isChangeInProgress}
                    onClick={() => void choose(account)}
                  >
                    <span>
                      {accountLabel(t, account)}
                      {account.isActive && ` · ${t('money_balance_active')}`}
                    </span>
                    <span>{hidden ? '••••' : formatAccountAmount(account, i18n.language, t)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {failure !== null && <p role="alert">{failure}</p>}
        </div>
      )}
    </div>
  );
});
