import {
  LIMIT_TYPE,
  SESSION_LIMIT_NOT_SET,
  availableValuesOf,
  isLimitFieldDisabled,
  measureOf,
  valuesLoweringNow,
  type LimitType,
  type LimitsStore,
} from '@betshell/domain/limits';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, Form, SubmitButton } from '@betshell/ui';
import { LimitValueSelect } from './limit-value-select';
import { formatCountdown, formatLimitValue } from './limit-value-format';
import { LowerLimitNow } from './lower-limit-now';
import { PendingChange } from './pending-change';

export interface LimitRowProps {
  readonly limits: LimitsStore;
  readonly type: LimitType;
  readonly nowSeconds: number;
}

/** The values a field offers: the server's, else section 9's; "none" first where -1 removes one. */
function offeredValues(limits: LimitsStore, type: LimitType): readonly number[] {
  const values =
    limits.available.find((available) => available.type === type)?.availableValues ??
    availableValuesOf(type);
  const removable = type === LIMIT_TYPE.session || type === LIMIT_TYPE.realityCheck;
  return removable ? [SESSION_LIMIT_NOT_SET, ...values] : values;
}

/**
 * One limit a player sets and changes (wagering, loss, deposit, session, reality check): its
 * current and pending values, a choice of the values on offer, disabled while a change is pending
 * (section 5) with a control of its own that still lowers the limit at once, and the session
 * limit's time left today.
 */
export const LimitRow = observer(function LimitRow({ limits, type, nowSeconds }: LimitRowProps) {
  const { t, i18n } = useTranslation();
  const currentId = useId();
  const balanceId = useId();
  const active = limits.limitOf(type, 'ACTIVE');
  const pending = limits.limitOf(type, 'PENDING');
  const measure = measureOf(type);
  const currency = active?.currency ?? pending?.currency ?? null;
  const format = (value: number) => formatLimitValue(t, measure, value, currency, i18n.language);
  const values = offeredValues(limits, type);
  const [chosen, setChosen] = useState<number | null>(null);
  const locked = isLimitFieldDisabled(
    {
      limitType: type,
      activeEndsAt: null,
      hasPending: pending !== undefined,
      lockedByFlag: false,
    },
    nowSeconds,
  );
  const disabled = limits.busy || locked;
  // Section 5 disables the field while a raise is pending; a lower value is still the player's.
  const lowerValues =
    pending !== undefined && locked ? valuesLoweringNow(active?.limitValue ?? null, values) : [];
  const balance =
    type === LIMIT_TYPE.session
      ? limits.sessionBalance >= 0
        ? limits.sessionBalance
        : (active?.limitBalance ?? -1)
      : -1;

  return (
    <div className="bs-responsible-gaming__limit" data-limit-type={type}>
      <Form
        className="bs-responsible-gaming__change"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen === null) return;
          void limits.save([{ limitType: type, limitValue: chosen }]).then(() => setChosen(null));
        }}
      >
        <FieldFrame label={t(`responsible_gaming_type_${type}`)}>
          <LimitValueSelect
            describedBy={balance >= 0 ? `${currentId} ${balanceId}` : currentId}
            values={values}
            chosen={chosen}
            disabled={disabled}
            format={format}
            onChoose={setChosen}
          />
        </FieldFrame>
        <SubmitButton tone="brand" disabled={disabled || chosen === null}>
          {t('responsible_gaming_save')}
        </SubmitButton>
      </Form>
      <p id={currentId} className="bs-responsible-gaming__current">
        {t('responsible_gaming_current', {
          value:
            active === undefined ? t('responsible_gaming_no_limit') : format(active.limitValue),
        })}
      </p>
      {balance >= 0 && (
        <p id={balanceId} className="bs-responsible-gaming__balance">
          {t('responsible_gaming_session_left', { time: formatCountdown(t, balance) })}
        </p>
      )}
      {lowerValues.length > 0 && (
        <LowerLimitNow limits={limits} type={type} values={lowerValues} format={format} />
      )}
      {pending !== undefined && (
        <PendingChange
          limits={limits}
          pending={pending}
          value={format(pending.limitValue)}
          nowSeconds={nowSeconds}
        />
      )}
    </div>
  );
});
