import type { AccountsStore } from '@betshell/domain/accounts';
import {
  COUPON_TYPES,
  COUPON_TYPE_IDS,
  formatOddsMultiplier,
  quickStakes,
  type BetHistoryCoupon,
  type CouponContext,
  type CouponStore,
  type OpenBetsStore,
} from '@betshell/domain/betting';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CouponBets } from './coupon-bets';
import type { CouponAccountChoice } from './coupon-context';
import { couponAccountOf } from './coupon-context';
import { problemWords } from './coupon-failure-words';
import { CouponLineOdds } from './coupon-line-odds';
import { CouponOutcome } from './coupon-outcome';
import { CouponSettingsForm } from './coupon-settings-form';
import { StakeInput } from './coupon-stake';
import { LoadCouponForm } from './load-coupon-form';
import { OpenBets } from './open-bets';
import { formatMoney } from '@betshell/domain/accounts';
import { Odds, Tabs } from '@betshell/ui';

export interface CouponSlipProps {
  readonly store: CouponStore;
  readonly context: () => CouponContext;
  readonly accounts: AccountsStore;
  readonly choice: CouponAccountChoice;
  readonly loadCoupon: (couponId: number) => Promise<BetHistoryCoupon>;
  /** The signed-in player's open coupons and their cash-out; absent, the slip shows none. */
  readonly openBets?: OpenBetsStore;
  readonly onClear: () => void;
  readonly askLogin: () => void;
  readonly printHref: (couponId: number) => string;
  /** The deposit page (office recharge) under the page's language, offered when money is short. */
  readonly depositHref: string;
  readonly navigate: (href: string) => void;
  /**
   * In the phone's sheet, which is over the page anyway: "keep the coupon in view while scrolling"
   * does nothing there, so the settings leave it out.
   */
  readonly inSheet?: boolean;
}

const TYPE_KEYS: Readonly<Record<number, string>> = {
  0: 'coupon_type_single',
  1: 'coupon_type_express',
  2: 'coupon_type_system',
  4: 'coupon_type_blocks',
  10: 'coupon_type_multiple_singles',
};

/**
 * What the coupon holds and does (limits-coupon-signin.md sections 3 to 5): the selections and
 * their type, the system, bankers and the bonus bet, the stake with its steps and quick amounts,
 * the account, the settings, and placing with its outcome. The column beside the page shows it on a
 * wide screen, the sheet on a phone.
 */
export const CouponSlip = observer(function CouponSlip(props: CouponSlipProps) {
  const { store, accounts, choice } = props;
  const { t, i18n } = useTranslation();
  const context = props.context();
  const { coupon, totals, settings } = store;
  const money = (minor: number) =>
    formatMoney(minor, context.currency, i18n.language, { unit: 'code' });
  const count = coupon.bets.length;
  const problems = store.problems.filter((problem) => problem.code !== 'no-bets');
  const oneStake =
    coupon.typeId !== COUPON_TYPES.multipleSingles && coupon.typeId !== COUPON_TYPES.blocks;
  const account = couponAccountOf(accounts, choice);
  return (
    <>
      <CouponOutcome
        store={store}
        money={money}
        printHref={props.printHref}
        coefViewId={context.coefViewId}
        depositHref={props.depositHref}
        navigate={props.navigate}
      />
      {store.isOneClickActive && <p className="bs-coupon__note">{t('coupon_one_click_on')}</p>}
      {count === 0 ? (
        <>
          <p className="bs-coupon__empty">{t('coupon_empty')}</p>
          <LoadCouponForm store={store} loadCoupon={props.loadCoupon} />
        </>
      ) : (
        <>
          <Tabs
            className="bs-coupon__types"
            tabs={COUPON_TYPE_IDS.map((typeId) => ({
              id: typeId,
              label: t(TYPE_KEYS[typeId] ?? ''),
            }))}
            selected={coupon.typeId}
            onSelect={(typeId) => store.setType(typeId)}
          />
          <CouponBets store={store} coefViewId={context.coefViewId} currency={context.currency} />
          {store.hasBonusBet && totals.bonusBetCoef !== null && (
            <div className="bs-coupon__bonus-bet">
              <span>{t('coupon_bonus_bet')}</span>
              {/* A multiplier of the total odds, not a price: ×1.03 in every odds format. */}
              <strong className="bs-coupon__bonus-coef">
                {formatOddsMultiplier(totals.bonusBetCoef)}
              </strong>
              <button
                type="button"
                aria-label={t('coupon_bonus_bet_remove')}
                onClick={() => store.deleteBonusBet()}
              >
                ×
              </button>
            </div>
          )}
          {coupon.typeId === COUPON_TYPES.system && (
            <label className="bs-coupon__field">
              <span>{t('coupon_system')}</span>
              <select
                value={coupon.systemValue}
                onChange={(event) => store.setSystemValue(Number(event.target.value))}
              >
                {store.systemOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t('coupon_system_option', {
                      value: option.value,
                      of: option.value + option.offset,
                      n: count,
                      lines: option.combo,
                    })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {coupon.typeId === COUPON_TYPES.blocks && (
            <BlockStakes store={store} currency={context.currency} />
          )}
          {oneStake && (
            <div className="bs-coupon__stake">
              <div className="bs-coupon__stake-row">
                <button
                  type="button"
                  aria-label={t('coupon_stake_down')}
                  onClick={() => store.stepAmount('down')}
                >
                  −
                </button>
                <StakeInput
                  label={t('coupon_stake')}
                  amount={coupon.amount}
                  currency={context.currency}
                  onChange={(amount) => store.setAmount(amount)}
                />
                <button
                  type="button"
                  aria-label={t('coupon_stake_up')}
                  onClick={() => store.stepAmount('up')}
                >
                  +
                </button>
              </div>
              <div className="bs-coupon__quick">
                {quickStakes(context.currency, settings).map((amount) => (
                  <button key={amount} type="button" onClick={() => store.setAmount(amount)}>
                    {money(amount)}
                  </button>
                ))}
                {store.autoMaxStake !== null && (
                  <button type="button" onClick={() => store.setAmount(store.autoMaxStake ?? 0)}>
                    {t('coupon_stake_max')}
                  </button>
                )}
              </div>
            </div>
          )}
          {settings.isSelectAccountShown && accounts.allAccounts.length > 1 && (
            <label className="bs-coupon__field">
              <span>{t('coupon_account')}</span>
              <select
                value={account?.id ?? ''}
                onChange={(event) => choice.choose(Number(event.target.value))}
              >
                {accounts.allAccounts.map((one) => (
                  <option key={one.id} value={one.id}>
                    {t(one.type === 4 ? 'coupon_account_bonus' : 'coupon_account_money', {
                      currency: one.iso,
                      amount: formatMoney(one.money, one.iso, i18n.language, { unit: 'code' }),
                    })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {context.isBonusAccount && (
            <p className="bs-coupon__note">{t('coupon_bonus_account_rules')}</p>
          )}
          {store.isVipBetAvailable && (
            <label className="bs-coupon__inline">
              <input
                type="checkbox"
                checked={store.isActiveVipBet}
                onChange={(event) => store.setVipBet(event.target.checked)}
              />
              {t('coupon_vip_bet')}
            </label>
          )}
          <dl className="bs-coupon__totals">
            {totals.coef !== null && (
              <>
                <dt>{t('coupon_total_coef')}</dt>
                <dd>
                  <Odds coef={totals.coef} view={context.coefViewId} />
                </dd>
              </>
            )}
            <dt>{t('coupon_total_stake')}</dt>
            <dd>{money(totals.stake)}</dd>
            {settings.isPossibleWinShown && (
              <>
                <dt>{t('coupon_possible_win')}</dt>
                <dd>{money(totals.potentialWin)}</dd>
              </>
            )}
            {settings.isBalanceShown &&
              context.balance !== null &&
              context.balance !== undefined && (
                <>
                  <dt>{t('coupon_balance')}</dt>
                  <dd>{money(context.balance)}</dd>
                </>
              )}
          </dl>
          <CouponLineOdds store={store} coefViewId={context.coefViewId} />
          {problems.length > 0 && (
            <ul className="bs-coupon__problems">
              {problems.map((problem) => {
                const words = problemWords(problem, money);
                return <li key={problem.code}>{t(words.key, words.params)}</li>;
              })}
            </ul>
          )}
          {context.loggedIn ? (
            <button
              type="button"
              className="bs-coupon__place"
              disabled={store.placing || problems.length > 0}
              onClick={() => void store.place()}
            >
              {store.placing
                ? t('coupon_placing')
                : store.isActiveVipBet
                  ? t('coupon_place_vip')
                  : t('coupon_place')}
            </button>
          ) : (
            <button type="button" className="bs-coupon__place" onClick={props.askLogin}>
              {t('coupon_sign_in_to_bet')}
            </button>
          )}
        </>
      )}
      {context.loggedIn && props.openBets !== undefined && (
        <OpenBets store={props.openBets} coefViewId={context.coefViewId} />
      )}
      <CouponSettingsForm store={store} context={context} inSheet={props.inSheet === true} />
    </>
  );
});

/** Blocks (type 4): one stake per block. */
const BlockStakes = observer(function BlockStakes(props: {
  readonly store: CouponStore;
  readonly currency: string;
}) {
  const { store, currency } = props;
  const { t } = useTranslation();
  const blocks = [...new Set(store.coupon.bets.map((one) => one.blockId))].sort((a, b) => a - b);
  return (
    <div className="bs-coupon__blocks">
      {blocks.map((blockId) => (
        <StakeInput
          key={blockId}
          label={t('coupon_block_stake', { block: blockId })}
          amount={store.coupon.amountByBlockId[blockId] ?? store.coupon.amount}
          currency={currency}
          onChange={(amount) => store.setBlockAmount(blockId, amount)}
        />
      ))}
    </div>
  );
});
