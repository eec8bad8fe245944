import type { LimitType, LimitsStore } from '@betshell/domain/limits';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, Form, SubmitButton } from '@betshell/ui';
import { LimitValueSelect } from './limit-value-select';

export interface LowerLimitNowProps {
  readonly limits: LimitsStore;
  readonly type: LimitType;
  /** The values on offer below the limit in force (valuesLoweringNow of the domain). */
  readonly values: readonly number[];
  readonly format: (value: number) => string;
}

/**
 * A limit's own control for lowering it while a raise is pending. Section 5 disables the limit's
 * field then, and it stays disabled; but a player who wants less must get less at once, and the
 * server lowers the limit and ends the pending raise, so this control offers only lower values.
 */
export const LowerLimitNow = observer(function LowerLimitNow({
  limits,
  type,
  values,
  format,
}: LowerLimitNowProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Form
      className="bs-responsible-gaming__change bs-responsible-gaming__lower-now"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen === null) return;
        void limits.save([{ limitType: type, limitValue: chosen }]).then(() => setChosen(null));
      }}
    >
      <FieldFrame label={t('responsible_gaming_lower_now_label')}>
        <LimitValueSelect
          values={values}
          chosen={chosen}
          disabled={limits.busy}
          format={format}
          onChoose={setChosen}
        />
      </FieldFrame>
      <SubmitButton tone="brand" disabled={limits.busy || chosen === null}>
        {t('responsible_gaming_lower_now')}
      </SubmitButton>
    </Form>
  );
});
