import { PAYMENT_OUTCOMES } from '@betshell/domain/accounts';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import {
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_TIMESTAMP_HEADER,
  CALLBACK_WINDOW_SECONDS,
  callbackSignatureProblem,
} from './callback-signature';
import { settleDepositByCallback, type PaymentContext } from './payment-commands';

export interface PaymentCallbackRoutesOptions {
  readonly context: PaymentContext;
  /** The secret the provider signs its callbacks with. */
  readonly secret: string;
  /** The provider's name in the path: /payment-callbacks/<provider>. */
  readonly provider: string;
}

/** The raw body the signature covers, kept by the content-type parser below. */
const RAW_BODY = Symbol('raw callback body');
type WithRawBody = { [RAW_BODY]?: string };

const CallbackBody = Type.Object(
  {
    eventId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    transactionId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
    paymentId: Type.Integer({ minimum: 1 }),
    outcome: Type.Union(PAYMENT_OUTCOMES.map((outcome) => Type.Literal(outcome))),
    amountMinor: Type.Integer({ minimum: 1 }),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  },
  { additionalProperties: false },
);

const CallbackAnswer = Type.Object({
  paymentId: Type.Integer(),
  status_id: Type.Integer(),
  replayed: Type.Boolean(),
});

const REFUSALS = {
  missing: ['CALLBACK_UNSIGNED', 'The callback carries no timestamp and signature'],
  'timestamp-out-of-window': [
    'CALLBACK_TIMESTAMP_OUT_OF_WINDOW',
    `The callback's timestamp is more than ${CALLBACK_WINDOW_SECONDS} s from the server's time`,
  ],
  'bad-signature': ['CALLBACK_SIGNATURE_INVALID', 'The callback signature does not match'],
} as const;

/**
 * The payment provider's server-to-server callback, the one way a deposit is credited (besides an
 * operator's approval): signed with the shared secret over its timestamp and exact body
 * (callback-signature.ts), within the timestamp window, each signed message accepted once, each
 * provider transaction settling its deposit once. Nothing a player's browser sends reaches it
 * with a valid signature. A refusal answers 401 or 409 in the error shape of decisions.md, so
 * the provider retries or alerts.
 */
export const paymentCallbackRoutes: FastifyPluginCallbackTypebox<PaymentCallbackRoutesOptions> = (
  app,
  { context, secret, provider },
  done,
) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 4096 },
    (request, body, parsed) => {
      (request as WithRawBody)[RAW_BODY] = String(body);
      try {
        parsed(null, JSON.parse(String(body)));
      } catch {
        parsed(new ApiError(400, 'BAD_REQUEST', 'The body is not JSON'), undefined);
      }
    },
  );

  app.post(
    `/payment-callbacks/${provider}`,
    {
      schema: {
        body: CallbackBody,
        response: {
          200: CallbackAnswer,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
      // The signature is checked before the body is: an unsigned sender learns nothing of it.
      preValidation: (request, _reply, done) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const problem = callbackSignatureProblem(
          secret,
          {
            timestamp: header(CALLBACK_TIMESTAMP_HEADER),
            signature: header(CALLBACK_SIGNATURE_HEADER),
          },
          (request as WithRawBody)[RAW_BODY] ?? '',
          context.clock(),
        );
        if (problem !== null) {
          request.log.warn({ provider, problem }, 'payments: callback refused');
          const [code, message] = REFUSALS[problem];
          done(new ApiError(401, code, message));
          return;
        }
        done();
      },
    },
    async (request) => {
      const { payment, replayed } = await settleDepositByCallback(
        context,
        { ...request.body, signature: String(request.headers[CALLBACK_SIGNATURE_HEADER]) },
        CALLBACK_WINDOW_SECONDS * 1000,
      );
      request.log.info(
        {
          provider,
          paymentId: payment.id,
          outcome: request.body.outcome,
          status: payment.statusId,
          replayed,
        },
        'payments: provider callback',
      );
      return { paymentId: payment.id, status_id: payment.statusId, replayed };
    },
  );
  done();
};
