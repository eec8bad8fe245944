import { ACCOUNT_TYPE, IDEMPOTENCY_KEY_PATTERN, PAYMENT_STATUS } from '@betshell/domain/accounts';
import { Type } from 'typebox';

/** spec/shell.md section 3, Account. */
export const AccountSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(Object.values(ACCOUNT_TYPE)),
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

const PaymentStatusSchema = Type.Enum(Object.values(PAYMENT_STATUS));

/** POST /web-api/user/account/active?id= */
export const ActiveAccountQuerySchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ActiveAccountAnswerSchema = Type.Object({
  success: Type.Literal(true),
  id: Type.Integer(),
});

/** POST /web-api/office/currency: opens an account in one more currency. */
export const AddCurrencyBodySchema = Type.Object(
  { currency: Type.String({ minLength: 3, maxLength: 3 }) },
  { additionalProperties: false },
);
export const AddCurrencyAnswerSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  account: AccountSchema,
});

/** DELETE /web-api/office/currency/{iso} */
export const RemoveCurrencyParamsSchema = Type.Object({
  iso: Type.String({ minLength: 3, maxLength: 3 }),
});
export const RemoveCurrencyAnswerSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});

/** limits-coupon-signin.md section 3, Payment history item, with the currency and kind (ours). */
export const PaymentHistorySchema = Type.Object({
  entities: Type.Array(
    Type.Object({
      id: Type.Integer(),
      status_id: PaymentStatusSchema,
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

/** GET /web-api/payments/history and /requests: a page from 1, the archive on request. */
export const PaymentHistoryQuerySchema = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  isIncludeArchive: Type.Optional(Type.Boolean()),
});

/** What a deposit or withdrawal request sends. */
export const PaymentRequestSchema = Type.Object(
  {
    amountMinor: Type.Integer(),
    accountId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** One per attempt: a retried click is the same payment, never a second one. */
    idempotencyKey: Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN }),
    lng: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
    /**
     * A withdrawal while a bonus is being wagered gives it up: the player confirmed that (without
     * it such a withdrawal answers 409 BONUS_FORFEIT_CONFIRM).
     */
    forfeitBonus: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** What the server answers a deposit or withdrawal, or one payment; a deposit names the provider's page. */
export const PaymentAnswerSchema = Type.Object({
  id: Type.Integer(),
  status_id: PaymentStatusSchema,
  amountMinor: Type.Integer(),
  accountId: Type.Integer(),
  currency: Type.String(),
  replayed: Type.Boolean(),
  redirectUrl: Type.Optional(Type.String()),
});

/** PUT /web-api/user/hide-balance. */
export const HideBalanceBodySchema = Type.Object(
  { hide: Type.Boolean() },
  { additionalProperties: false },
);
export const HideBalanceAnswerSchema = Type.Object({
  success: Type.Literal(true),
  hide: Type.Boolean(),
});
