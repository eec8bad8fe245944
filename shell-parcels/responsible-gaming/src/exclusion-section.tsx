import { formatTime, type TimeDisplay } from '@betshell/domain';
import {
  LIMIT_TYPE,
  availableValuesOf,
  isExclusionActive,
  isLimitFieldDisabled,
  showsSelfExclusionWarning,
  type LimitsStore,
} from '@betshell/domain/limits';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, Form, SubmitButton } from '@betshell/ui';
import { formatLimitValue } from './limit-value-format';

export interface ExclusionSectionProps {
  readonly limits: LimitsStore;
  readonly type: typeof LIMIT_TYPE.selfExclusion | typeof LIMIT_TYPE.depositTimeout;
  readonly nowSeconds: number;
  /** The player's time zone and clock (the settings store), for the date an exclusion ends. */
  readonly settings: { readonly timeDisplay: TimeDisplay };
  /** Called once a self-exclusion is in force: the server has ended the player's sessions. */
  readonly onExcluded?: () => void;
}

/**
 * Self-exclusion (30) with its reasons, or the deposit time-out (33): both start at once and cannot
 * be lifted early, so the field is disabled once active and a warning shows once a length is chosen
 * (section 5).
 */
export const ExclusionSection = observer(function ExclusionSection({
  limits,
  type,
  nowSeconds,
  settings,
  onExcluded,
}: ExclusionSectionProps) {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<number | null>(null);
  const [reason, setReason] = useState<number | null>(null);
  const active = limits.limitOf(type, 'ACTIVE');
  const inForce = isExclusionActive(active, nowSeconds);
  const activeEndsAt = inForce ? (active?.endsAt ?? null) : null;
  const disabled =
    limits.busy ||
    isLimitFieldDisabled(
      { limitType: type, activeEndsAt, hasPending: false, lockedByFlag: false },
      nowSeconds,
    );
  const values =
    limits.available.find((available) => available.type === type)?.availableValues ??
    availableValuesOf(type);
  const selfExclusion = type === LIMIT_TYPE.selfExclusion;
  const name = selfExclusion ? 'self_exclusion' : 'timeout';

  const submit = async (): Promise<void> => {
    if (days === null) return;
    await limits.save([
      {
        limitType: type,
        limitValue: days,
        ...(selfExclusion && reason !== null ? { selfExcludeReasonId: reason } : {}),
      },
    ]);
    setDays(null);
    if (isExclusionActive(limits.limitOf(type, 'ACTIVE'), nowSeconds)) onExcluded?.();
  };

  return (
    <section className="bs-responsible-gaming__section" data-family={name}>
      <h2>{t(`responsible_gaming_${name}_title`)}</h2>
      <p>{t(`responsible_gaming_${name}_about`)}</p>
      {inForce && activeEndsAt !== null && (
        <p className="bs-responsible-gaming__current">
          {t(`responsible_gaming_${name}_until`, {
            date: formatTime(activeEndsAt * 1000, settings.timeDisplay, 'dateTime'),
          })}
        </p>
      )}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FieldFrame label={t('responsible_gaming_length')}>
          <select
            value={days ?? ''}
            disabled={disabled}
            onChange={(event) =>
              setDays(event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <option value="">{t('responsible_gaming_choose')}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {formatLimitValue(t, 'days', value, null, i18n.language)}
              </option>
            ))}
          </select>
        </FieldFrame>
        {selfExclusion && (
          <FieldFrame label={t('responsible_gaming_self_exclusion_reason')}>
            <select
              value={reason ?? ''}
              disabled={disabled}
              onChange={(event) =>
                setReason(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{t('responsible_gaming_choose')}</option>
              {limits.reasons.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.selfExcludeReason}
                </option>
              ))}
            </select>
          </FieldFrame>
        )}
        {showsSelfExclusionWarning(days, activeEndsAt, nowSeconds) && (
          <p role="alert" className="bs-responsible-gaming__warning">
            {t(`responsible_gaming_${name}_warning`)}
          </p>
        )}
        <SubmitButton tone="brand" disabled={disabled || days === null}>
          {t(`responsible_gaming_${name}_start`)}
        </SubmitButton>
      </Form>
    </section>
  );
});
