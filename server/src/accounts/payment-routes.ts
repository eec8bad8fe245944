import { isSiteLanguage } from '@betshell/domain';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import {
  PaymentAnswerSchema as PaymentAnswer,
  PaymentHistoryQuerySchema as HistoryQuery,
  PaymentHistorySchema,
  PaymentRequestSchema as PaymentBody,
} from '@betshell/api-contract';
import {
  paymentHistory,
  playerPayment,
  requestWithdrawal,
  startDeposit,
  type PaymentContext,
  type PaymentRow,
} from './payment-commands';

export interface PaymentRoutesOptions {
  readonly context: PaymentContext;
  /** False when no payment provider is on: a deposit could never be paid, so it is not started. */
  readonly depositsOpen: boolean;
}

const ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  503: ErrorBodySchema,
};

const answerOf = (payment: PaymentRow, replayed: boolean) => ({
  id: payment.id,
  status_id: payment.statusId,
  amountMinor: payment.amountMinor,
  accountId: payment.accountId,
  currency: payment.currency,
  replayed,
});

/**
 * Deposits, withdrawal requests and the payment history (decisions.md paths). A deposit answers
 * the demo provider's page to go to and is credited only by the provider's signed callback
 * (payment-callback-routes.ts); a withdrawal takes the money at once and waits for an operator.
 */
export const paymentRoutes: FastifyPluginCallbackTypebox<PaymentRoutesOptions> = (
  app,
  { context, depositsOpen },
  done,
) => {
  app.addHook('preHandler', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/payments/deposit',
    { schema: { body: PaymentBody, response: { 200: PaymentAnswer, ...ERRORS } } },
    async (request) => {
      if (!depositsOpen) {
        throw new ApiError(503, 'PAYMENT_PROVIDER_OFF', 'No payment provider takes deposits here');
      }
      const { payment, replayed } = await startDeposit(
        context,
        request.player!.userId,
        request.body,
      );
      const lng =
        request.body.lng !== undefined && isSiteLanguage(request.body.lng)
          ? request.body.lng
          : 'ru';
      request.log.info(
        { userId: request.player!.userId, paymentId: payment.id, replayed },
        'payments: deposit started',
      );
      return {
        ...answerOf(payment, replayed),
        redirectUrl: `/demo-pay/${payment.providerToken!}?lng=${lng}`,
      };
    },
  );

  /** One payment of the player: the result page polls it until the provider's callback settled it. */
  app.get(
    '/payments/:paymentId',
    {
      schema: {
        params: Type.Object({ paymentId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) }),
        response: {
          200: PaymentAnswer,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const payment = await playerPayment(
        context.database,
        request.player!.userId,
        request.params.paymentId,
      );
      if (payment === null) {
        throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'You have no such payment');
      }
      return answerOf(payment, false);
    },
  );

  app.post(
    '/payments/withdraw',
    { schema: { body: PaymentBody, response: { 200: PaymentAnswer, ...ERRORS } } },
    async (request) => {
      const { payment, replayed } = await requestWithdrawal(
        context,
        request.player!.userId,
        request.body,
      );
      request.log.info(
        { userId: request.player!.userId, paymentId: payment.id, replayed },
        'payments: withdrawal requested',
      );
      return answerOf(payment, replayed);
    },
  );

  app.get(
    '/payments/history',
    {
      schema: {
        querystring: HistoryQuery,
        response: { 200: PaymentHistorySchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    (request) =>
      paymentHistory(context.database, request.player!.userId, {
        pageNumber: request.query.pageNumber ?? 1,
        includeArchive: request.query.isIncludeArchive ?? false,
        now: context.clock(),
      }),
  );

  /** The withdrawal requests still waiting for an operator (office payment/requests). */
  app.get(
    '/payments/requests',
    {
      schema: {
        querystring: HistoryQuery,
        response: { 200: PaymentHistorySchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    (request) =>
      paymentHistory(context.database, request.player!.userId, {
        pageNumber: request.query.pageNumber ?? 1,
        includeArchive: true,
        now: context.clock(),
        onlyPendingWithdrawals: true,
      }),
  );
  done();
};
