import { Field } from '@betshell/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseStake, stakeText } from './coupon-money';

/**
 * A stake typed in major units of the currency, a field of the UI kit. What the player types stays
 * as typed until it reads as an amount; the store gets minor units, and a change from outside
 * (steps, quick amounts, auto-max) shows at once.
 */
export function StakeInput(props: {
  readonly label: string;
  readonly amount: number;
  readonly currency: string;
  readonly onChange: (amount: number) => void;
  readonly disabled?: boolean;
}) {
  const { label, amount, currency, onChange } = props;
  const { t } = useTranslation();
  const [text, setText] = useState(stakeText(amount, currency));
  const invalid = parseStake(text, currency) === null;
  const [shown, setShown] = useState({ amount, currency });
  if (shown.amount !== amount || shown.currency !== currency) {
    // A change from outside shows at once; the player's own text stays while it means this
    // amount ("15" is 15.00).
    setShown({ amount, currency });
    if (parseStake(text, currency) !== amount) setText(stakeText(amount, currency));
  }
  return (
    <div className="bs-coupon__stake-input">
      <Field
        label={label}
        inputMode="decimal"
        value={text}
        disabled={props.disabled}
        error={invalid ? t('coupon_stake_not_amount') : null}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseStake(event.target.value, currency);
          if (parsed !== null) onChange(parsed);
        }}
      />
    </div>
  );
}
