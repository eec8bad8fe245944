import {
  accountLabel,
  parseMajorAmount,
  type Account,
  formatMoney,
} from '@betshell/domain/accounts';
import { isSiteCurrency } from '@betshell/domain/auth';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldFrame, Form, SubmitButton } from '@betshell/ui';

export interface AmountFormProps {
  /** The money accounts the payment may use; the active one is chosen first. */
  readonly accounts: readonly Account[];
  readonly submitLabel: string;
  readonly busy: boolean;
  /** Whether to show what the chosen account holds (a withdrawal's ceiling). */
  readonly showAvailable?: boolean;
  readonly onSubmit: (amountMinor: number, account: Account) => void;
  /** Called when the amount or account changes: a new payment attempt begins. */
  readonly onEdit?: () => void;
  readonly children?: ReactNode;
}

/** An amount in the chosen account's currency (parsed to minor units by the domain's rule). */
export function AmountForm({
  accounts,
  submitLabel,
  busy,
  showAvailable = false,
  onSubmit,
  onEdit,
  children,
}: AmountFormProps) {
  const { t, i18n } = useTranslation();
  const [accountId, setAccountId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const account =
    accounts.find((candidate) => candidate.id === accountId) ??
    accounts.find((candidate) => candidate.isActive) ??
    accounts[0];
  if (account === undefined) return null;

  return (
    <Form
      className="bs-office-money__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const amount = isSiteCurrency(account.iso) ? parseMajorAmount(text, account.iso) : null;
        setInvalid(amount === null || amount <= 0);
        if (amount !== null && amount > 0) onSubmit(amount, account);
      }}
    >
      {accounts.length > 1 && (
        <>
          <FieldFrame label={t('money_account_label')}>
            <select
              value={account.id}
              onChange={(event) => {
                setAccountId(Number(event.target.value));
                onEdit?.();
              }}
            >
              {accounts.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {accountLabel(t, candidate)}
                </option>
              ))}
            </select>
          </FieldFrame>
        </>
      )}
      <Field
        label={t('money_amount_label', { currency: account.iso })}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        error={invalid ? t('money_amount_invalid') : null}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
          onEdit?.();
        }}
      />
      {showAvailable && (
        <p className="bs-office-money__note">
          {t('money_available', { amount: formatMoney(account.money, account.iso, i18n.language) })}
        </p>
      )}
      {children}
      <SubmitButton pending={busy}>{submitLabel}</SubmitButton>
    </Form>
  );
}
