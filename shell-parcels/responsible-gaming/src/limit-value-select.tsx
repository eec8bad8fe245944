import { useTranslation } from 'react-i18next';

export interface LimitValueSelectProps {
  /** The ids of what the player reads with the choice: the limit in force, the time left. */
  readonly describedBy?: string;
  /** The values on offer, in the order shown. */
  readonly values: readonly number[];
  readonly chosen: number | null;
  readonly disabled: boolean;
  readonly format: (value: number) => string;
  readonly onChoose: (value: number | null) => void;
}

/** The list of a limit's values to choose from, with "choose" as its empty first entry. */
export function LimitValueSelect({
  describedBy,
  values,
  chosen,
  disabled,
  format,
  onChoose,
}: LimitValueSelectProps) {
  const { t } = useTranslation();
  return (
    <select
      aria-describedby={describedBy}
      value={chosen ?? ''}
      disabled={disabled}
      onChange={(event) => onChoose(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">{t('responsible_gaming_choose')}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {format(value)}
        </option>
      ))}
    </select>
  );
}
