import { PAYMENT_STATUS } from '@betshell/domain/accounts';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBodySchema } from '../http/error-body';
import { ApiError } from '../http/api-error';
import { accountRepository } from './account-repository';
import { settlePayment, type PaymentContext } from './payment-commands';
import { ledgerMismatches } from './ledger';

export interface PaymentOpsRoutesOptions {
  readonly context: PaymentContext;
}

const PaymentSchema = Type.Object({
  id: Type.Integer(),
  playerId: Type.Integer(),
  accountId: Type.Integer(),
  kind: Type.String(),
  amountMinor: Type.Integer(),
  currency: Type.String(),
  statusId: Type.Integer(),
  createdAt: Type.String(),
});

/**
 * The operator side of payments: list payments (the pending ones by default), approve or
 * decline one, freeze or unfreeze an account, and check the ledger invariant.
 */
export const paymentOpsRoutes: FastifyPluginCallbackTypebox<PaymentOpsRoutesOptions> = (
  app,
  { context },
  done,
) => {
  const { database } = context;

  app.get(
    '/payments',
    {
      schema: {
        querystring: Type.Object({
          status: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
          playerId: Type.Optional(Type.Integer({ minimum: 1 })),
        }),
        response: {
          200: Type.Object({ payments: Type.Array(PaymentSchema) }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const rows = await database.query<Record<string, unknown>>(
        `select id, player_id, account_id, kind, amount_minor, currency, status_id, created_at from payments
          where status_id = $1 and ($2::bigint is null or player_id = $2) order by id limit 200`,
        [request.query.status ?? PAYMENT_STATUS.pending, request.query.playerId ?? null],
      );
      return {
        payments: rows.map((row) => ({
          id: Number(row['id']),
          playerId: Number(row['player_id']),
          accountId: Number(row['account_id']),
          kind: String(row['kind']),
          amountMinor: Number(row['amount_minor']),
          currency: String(row['currency']),
          statusId: Number(row['status_id']),
          createdAt: (row['created_at'] as Date).toISOString(),
        })),
      };
    },
  );

  app.post(
    '/payments/:id/:settlement',
    {
      schema: {
        params: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          settlement: Type.Union([Type.Literal('approve'), Type.Literal('decline')]),
        }),
        response: {
          200: Type.Object({
            id: Type.Integer(),
            statusId: Type.Integer(),
            message: Type.String(),
          }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const payment = await settlePayment(context, request.params.id, request.params.settlement);
      request.log.info(
        { paymentId: payment.id, settlement: request.params.settlement },
        'payments: settled by an operator',
      );
      return { id: payment.id, statusId: payment.statusId, message: payment.message };
    },
  );

  app.post(
    '/accounts/:id/:state',
    {
      schema: {
        params: Type.Object({
          id: Type.Integer({ minimum: 1 }),
          state: Type.Union([Type.Literal('freeze'), Type.Literal('unfreeze')]),
        }),
        response: {
          200: Type.Object({ id: Type.Integer(), frozen: Type.Boolean() }),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const frozen = request.params.state === 'freeze';
      if (!(await accountRepository.setFrozen(database, request.params.id, frozen))) {
        throw new ApiError(404, 'ACCOUNT_NOT_FOUND', `There is no account ${request.params.id}`);
      }
      return { id: request.params.id, frozen };
    },
  );

  app.get(
    '/ledger/check',
    {
      schema: {
        response: {
          200: Type.Object({
            mismatches: Type.Array(
              Type.Object({
                accountId: Type.Integer(),
                balanceMinor: Type.Integer(),
                ledgerMinor: Type.Integer(),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ mismatches: await ledgerMismatches(database) }),
  );
  done();
};
