import {
  CHANGE_COEF_ACTIONS,
  isChangeCoefAction,
  stakeStep,
  type CouponContext,
  type CouponStore,
  type PlainCouponSetting,
} from '@betshell/domain/betting';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StakeInput } from './coupon-stake';

const SWITCHES: readonly { readonly name: PlainCouponSetting; readonly key: string }[] = [
  { name: 'isBalanceShown', key: 'coupon_setting_balance_shown' },
  { name: 'isPossibleWinShown', key: 'coupon_setting_possible_win_shown' },
  { name: 'isSelectAccountShown', key: 'coupon_setting_select_account_shown' },
  { name: 'isCouponFixed', key: 'coupon_setting_coupon_fixed' },
];

/**
 * Coupon settings (section 3) with the interplay of section 4: one-click asks before it clears
 * the coupon and is offered only to a signed-in player; drop-on-score-change turns one-click off;
 * exact coef off turns drop-on-score-change off.
 */
export const CouponSettingsForm = observer(function CouponSettingsForm(props: {
  readonly store: CouponStore;
  readonly context: CouponContext;
  /** In the phone's sheet: without the switch that keeps a side coupon in view (CouponSlipProps). */
  readonly inSheet?: boolean;
}) {
  const { store, context } = props;
  const switches =
    props.inSheet === true ? SWITCHES.filter(({ name }) => name !== 'isCouponFixed') : SWITCHES;
  const { settings } = store;
  const { t } = useTranslation();
  return (
    <details className="bs-coupon__settings">
      <summary>{t('coupon_settings')}</summary>
      <label className="bs-coupon__field">
        <span>{t('coupon_setting_change_coef')}</span>
        <select
          value={settings.changeCoefAction}
          onChange={(event) => {
            const action = Number(event.target.value);
            if (isChangeCoefAction(action)) store.setChangeCoefAction(action);
          }}
        >
          <option value={CHANGE_COEF_ACTIONS.askOnAnyChange}>{t('coupon_change_coef_ask')}</option>
          <option value={CHANGE_COEF_ACTIONS.acceptAny}>{t('coupon_change_coef_any')}</option>
          <option value={CHANGE_COEF_ACTIONS.acceptHigher}>{t('coupon_change_coef_higher')}</option>
        </select>
      </label>
      <label className="bs-coupon__inline">
        <input
          type="checkbox"
          checked={settings.isAutoMax}
          onChange={(event) => store.setAutoMax(event.target.checked)}
        />
        {t('coupon_setting_auto_max')}
      </label>
      <label className="bs-coupon__inline">
        <input
          type="checkbox"
          checked={settings.exactCoef}
          onChange={(event) => store.setExactCoef(event.target.checked)}
        />
        {t('coupon_setting_exact_coef')}
      </label>
      <label className="bs-coupon__inline">
        <input
          type="checkbox"
          checked={settings.isDropOnScoreChange}
          disabled={!settings.exactCoef}
          onChange={(event) => store.setDropOnScoreChange(event.target.checked)}
        />
        {t('coupon_setting_drop_on_score_change')}
      </label>
      {store.isOneClickOffered && (
        <fieldset className="bs-coupon__one-click">
          <label className="bs-coupon__inline">
            <input
              type="checkbox"
              checked={settings.isActiveOneClick}
              onChange={(event) => store.setOneClick(event.target.checked)}
            />
            {t('coupon_one_click')}
          </label>
          <StakeInput
            label={t('coupon_one_click_amount')}
            amount={settings.oneClickAmount}
            currency={context.currency}
            onChange={(amount) => store.setOneClickAmount(amount, false)}
          />
          <StakeInput
            label={t('coupon_one_click_bonus_amount')}
            amount={settings.bonusAccountOneClickAmount}
            currency={context.currency}
            onChange={(amount) => store.setOneClickAmount(amount, true)}
          />
        </fieldset>
      )}
      {switches.map(({ name, key }) => (
        <label key={name} className="bs-coupon__inline">
          <input
            type="checkbox"
            checked={settings[name]}
            onChange={(event) => store.setSetting(name, event.target.checked)}
          />
          {t(key)}
        </label>
      ))}
      <label className="bs-coupon__inline">
        <input
          type="checkbox"
          checked={settings.isManualAmountStep}
          onChange={(event) => store.setSetting('isManualAmountStep', event.target.checked)}
        />
        {t('coupon_setting_manual_step')}
      </label>
      {settings.isManualAmountStep && (
        <StakeInput
          label={t('coupon_setting_step', { currency: context.currency })}
          amount={stakeStep(context.currency, settings)}
          currency={context.currency}
          onChange={(amount) => store.setAmountStep(context.currency, amount)}
        />
      )}
    </details>
  );
});
