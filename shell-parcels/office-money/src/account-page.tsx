import {
  ACCOUNT_TYPE,
  accountLabel,
  accountLabelWithSymbol,
  currencyRemovalRefusal,
  type Account,
  type AccountsStore,
  formatAccountAmount,
} from '@betshell/domain/accounts';
import { SITE_CURRENCIES } from '@betshell/domain/auth';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, FieldFrame, Form, SubmitButton } from '@betshell/ui';

const TYPE_KEY: Readonly<Record<number, string>> = {
  [ACCOUNT_TYPE.main]: 'money_type_main',
  [ACCOUNT_TYPE.bonus]: 'money_type_bonus',
  [ACCOUNT_TYPE.currency]: 'money_type_currency',
};

/**
 * Office account (spec/shell.md sections 3, 4 and 7): every account with its money, the active
 * one marked and any money account made active; a currency account added (then the accounts are
 * asked every 1000 ms until it is there) or removed while empty; the conversion status.
 */
export const AccountPage = observer(function AccountPage({
  accounts,
}: {
  readonly accounts: AccountsStore;
}) {
  const { t, i18n } = useTranslation();
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const held = new Set(accounts.accounts.map((account) => account.iso));
  const addable = SITE_CURRENCIES.filter((currency) => !held.has(currency));
  const [chosen, setChosen] = useState<string>('');
  const toAdd = addable.includes(chosen as (typeof addable)[number]) ? chosen : (addable[0] ?? '');
  const busy =
    accounts.isAddInProgress || accounts.isDeleteInProgress || accounts.isChangeInProgress;
  // The currency this page added: "being opened" until the polled accounts show it.
  const [added, setAdded] = useState<string | null>(null);
  const adding = added !== null && !accounts.hasCurrency(added);

  const report = (success: boolean, done: string, message: string) =>
    setNotice(
      success
        ? { text: done, failed: false }
        : { text: t('money_command_failed', { message }), failed: true },
    );

  const makeActive = async (account: Account) => {
    setAdded(null);
    const result = await accounts.setActiveAccount(account.id);
    report(
      result.success,
      t('money_active_changed', { currency: accountLabel(t, account) }),
      result.message,
    );
  };
  const remove = async (account: Account) => {
    setAdded(null);
    const result = await accounts.removeCurrency(account.iso);
    report(result.success, t('money_removed_currency', { currency: account.iso }), result.message);
  };
  const add = async () => {
    setNotice(null);
    const result = await accounts.addCurrency(toAdd);
    if (result.success) setAdded(toAdd);
    else report(false, '', result.message);
  };

  return (
    <>
      {accounts.isAccountFrozen && (
        <p className="bs-office-money__warning" role="alert">
          {t('money_account_frozen')}
        </p>
      )}
      <ResponsiveTable
        className="bs-office-money__table"
        caption={t('money_accounts_table')}
        rows={accounts.allAccounts}
        rowKey={(account) => account.id}
        rowProps={(account) => ({ 'data-account': account.iso, 'data-active': account.isActive })}
        columns={[
          {
            key: 'currency',
            header: t('money_col_currency'),
            rowHeader: true,
            cell: (account) => accountLabelWithSymbol(t, account),
          },
          {
            key: 'type',
            header: t('money_col_type'),
            cell: (account) => t(TYPE_KEY[account.type] ?? 'money_type_main'),
          },
          {
            key: 'balance',
            header: t('money_col_balance'),
            numeric: true,
            cell: (account) => formatAccountAmount(account, i18n.language, t),
          },
          {
            key: 'actions',
            header: t('money_col_actions'),
            cell: (account) => {
              const removal = currencyRemovalRefusal(account);
              return (
                <span className="bs-office-money__actions">
                  {account.isActive ? (
                    <strong>{t('money_active_account')}</strong>
                  ) : (
                    account.type !== ACCOUNT_TYPE.bonus && (
                      <button
                        type="button"
                        disabled={busy || accounts.isAccountFrozen}
                        onClick={() => void makeActive(account)}
                        aria-label={`${t('money_make_active')}: ${accountLabel(t, account)}`}
                      >
                        {t('money_make_active')}
                      </button>
                    )
                  )}
                  {account.type === ACCOUNT_TYPE.currency && (
                    <button
                      type="button"
                      disabled={busy || removal !== null}
                      title={
                        removal === 'holds-money'
                          ? t('money_remove_refused_holds_money')
                          : undefined
                      }
                      onClick={() => void remove(account)}
                      aria-label={`${t('money_remove_currency')}: ${accountLabel(t, account)}`}
                    >
                      {t('money_remove_currency')}
                    </button>
                  )}
                </span>
              );
            },
          },
        ]}
      />
      {accounts.conversionStatus !== null && (
        <p className="bs-office-money__note">
          {t(`money_conversion_${accounts.conversionStatus}`)}
        </p>
      )}
      <Form
        className="bs-office-money__form"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        {addable.length === 0 ? (
          <p>{t('money_add_currency_none_left')}</p>
        ) : (
          <>
            <FieldFrame label={t('money_add_currency_label')}>
              <select value={toAdd} onChange={(event) => setChosen(event.target.value)}>
                {addable.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </FieldFrame>
            <SubmitButton pending={busy || adding} disabled={accounts.isAccountFrozen}>
              {t('money_add_currency')}
            </SubmitButton>
          </>
        )}
      </Form>
      {added !== null && notice === null && (
        <p role="status" aria-busy={adding}>
          {t(adding ? 'money_add_currency_waiting' : 'money_add_currency_done', {
            currency: added,
          })}
        </p>
      )}
      {notice !== null && (
        <p
          role={notice.failed ? 'alert' : 'status'}
          className={notice.failed ? 'bs-office-money__error' : undefined}
        >
          {notice.text}
        </p>
      )}
    </>
  );
});
