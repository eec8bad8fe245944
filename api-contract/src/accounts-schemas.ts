import { Type } from 'typebox';

/** spec/shell.md section 3, Account. */
export const AccountSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  iso: Type.String(),
  symbol: Type.String(),
  currencyId: Type.Integer(),
  money: Type.Integer(),
  points: Type.Integer(),
  label: Type.String(),
  labelWithSymbol: Type.String(),
  isActive: Type.Boolean(),
  isPointsTypeBalance: Type.Boolean(),
});

/** Both balance answers (account-commands.ts): the `accounts` variant has the optional fields. */
export const BalanceSchema = Type.Object({
  balance: Type.Integer(),
  bonus: Type.Integer(),
  currency: Type.String(),
  is_available_first_deposit_bonus: Type.Boolean(),
  isAccountFrozen: Type.Boolean(),
  all_accounts: Type.Optional(Type.Array(AccountSchema)),
  bonuses: Type.Optional(
    Type.Array(Type.Object({ idBonus: Type.Integer(), money: Type.Integer() })),
  ),
  conversion_status: Type.Optional(Type.Integer()),
});

/** limits-coupon-signin.md section 3, Payment history item, with the currency and kind (ours). */
export const PaymentHistorySchema = Type.Object({
  entities: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status_id: Type.Integer(),
      message: Type.String(),
      translate_message: Type.String(),
      skks_hash: Type.String(),
      timestamp: Type.Integer(),
      date_payment: Type.String(),
      status_title: Type.String(),
      summ: Type.Integer(),
      money_deposit_id: Type.Union([Type.Integer(), Type.Null()]),
      currency: Type.String(),
      kind: Type.String(),
    }),
  ),
  total_count: Type.Integer(),
});
