import {
  WALLET_ERROR,
  WALLET_SIGNATURE_HEADER,
  WALLET_SIGNATURE_WINDOW_SECONDS,
  WALLET_TIMESTAMP_HEADER,
  PROVIDER_GAMES,
} from '@betshell/domain/server';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { casinoWalletRepository } from './casino-wallet-repository';
import {
  authenticateLaunch,
  walletBalance,
  walletBet,
  walletRollback,
  walletWin,
  type WalletContext,
} from './casino-wallet-service';
import { walletSignatureProblem } from './wallet-signature';

export interface CasinoWalletRoutesOptions {
  readonly context: WalletContext;
  /** The secret the provider signs its calls with. */
  readonly secret: string;
}

const RAW_BODY = Symbol('raw wallet call body');
type WithRawBody = { [RAW_BODY]?: string };

const Id = Type.String({ pattern: '^[A-Za-z0-9_:.-]{1,100}$' });
const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' });
const RequestId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });
const Amount = (minimum: number) => Type.Integer({ minimum, maximum: Number.MAX_SAFE_INTEGER });

const MoneyBody = (minimum: number) =>
  Type.Object(
    {
      requestId: RequestId,
      sessionToken: Token,
      transactionId: Id,
      roundId: Id,
      amountMinor: Amount(minimum),
    },
    { additionalProperties: false },
  );

const TransactionAnswer = Type.Object({
  balanceMinor: Type.Integer(),
  currency: Type.String(),
  transactionId: Type.String(),
  walletTransactionId: Type.Integer(),
  repeated: Type.Boolean(),
});

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};

const REFUSALS = {
  missing: [WALLET_ERROR.unsigned, 'The call carries no timestamp and signature'],
  stale: [
    WALLET_ERROR.stale,
    `The call's timestamp is more than ${WALLET_SIGNATURE_WINDOW_SECONDS} s from the server's time`,
  ],
  'bad-signature': [WALLET_ERROR.badSignature, 'The signature does not match the body'],
} as const;

/**
 * The seamless wallet (domain wallet-protocol.ts, docs/casino.md): a game provider's server calls
 * it to authenticate a launch and to move the player's money, signed with the shared secret over
 * the timestamp and the exact body. A call is checked before its body is read: unsigned, stale or
 * wrongly signed answers 401, and so does the same signed message a second time.
 */
export const casinoWalletRoutes: FastifyPluginCallbackTypebox<CasinoWalletRoutesOptions> = (
  app,
  { context, secret },
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

  const checkSignature = async (request: FastifyRequest) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const signature = header(WALLET_SIGNATURE_HEADER);
    const now = context.clock();
    const problem = walletSignatureProblem(
      secret,
      { timestamp: header(WALLET_TIMESTAMP_HEADER), signature },
      (request as WithRawBody)[RAW_BODY] ?? '',
      now,
    );
    if (problem !== null) {
      request.log.warn({ provider: context.provider, problem }, 'casino wallet: call refused');
      const [code, message] = REFUSALS[problem];
      throw new ApiError(401, code, message);
    }
    const forgetBefore = new Date(now.getTime() - 2 * WALLET_SIGNATURE_WINDOW_SECONDS * 1000);
    if (
      !(await casinoWalletRepository.keepReceipt(context.database, signature!, now, forgetBefore))
    ) {
      request.log.warn({ provider: context.provider }, 'casino wallet: replayed call refused');
      throw new ApiError(401, WALLET_ERROR.replayed, 'This signed call was already received');
    }
  };

  app.post(
    '/authenticate',
    {
      preValidation: checkSignature,
      schema: {
        body: Type.Object(
          { requestId: RequestId, launchToken: Token },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            sessionToken: Type.String(),
            playerId: Type.Integer(),
            gameId: Type.Integer(),
            providerGame: Type.String({ enum: [...PROVIDER_GAMES] }),
            currency: Type.String(),
            balanceMinor: Type.Integer(),
          }),
          ...errors,
        },
      },
    },
    (request) => authenticateLaunch(context, request.body),
  );

  app.post(
    '/balance',
    {
      preValidation: checkSignature,
      schema: {
        body: Type.Object(
          { requestId: RequestId, sessionToken: Token },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ balanceMinor: Type.Integer(), currency: Type.String() }),
          ...errors,
        },
      },
    },
    (request) => walletBalance(context, request.body),
  );

  app.post(
    '/bet',
    {
      preValidation: checkSignature,
      schema: { body: MoneyBody(1), response: { 200: TransactionAnswer, ...errors } },
    },
    (request) => walletBet(context, request.body),
  );

  app.post(
    '/win',
    {
      preValidation: checkSignature,
      schema: { body: MoneyBody(0), response: { 200: TransactionAnswer, ...errors } },
    },
    (request) => walletWin(context, request.body),
  );

  app.post(
    '/rollback',
    {
      preValidation: checkSignature,
      schema: {
        body: Type.Object(
          {
            requestId: RequestId,
            sessionToken: Token,
            transactionId: Id,
            roundId: Id,
            rolledBackTransactionId: Id,
          },
          { additionalProperties: false },
        ),
        response: { 200: TransactionAnswer, ...errors },
      },
    },
    (request) => walletRollback(context, request.body),
  );
  done();
};
