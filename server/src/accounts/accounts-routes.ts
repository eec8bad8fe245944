import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../db/database';
import { ErrorBodySchema } from '../http/error-body';
import {
  ActiveAccountAnswerSchema,
  ActiveAccountQuerySchema,
  AddCurrencyAnswerSchema,
  AddCurrencyBodySchema,
  BalanceSchema,
  RemoveCurrencyAnswerSchema,
  RemoveCurrencyParamsSchema,
} from '@betshell/api-contract';
import {
  addCurrency,
  readBalance,
  removeCurrency,
  setActiveAccount,
  type BalanceVariant,
} from './account-commands';

export interface AccountsRoutesOptions {
  readonly database: Database;
  readonly balanceVariant: BalanceVariant;
}

const ERRORS = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

/**
 * spec/shell.md section 7 at the paths of decisions.md: the balance and accounts, the active
 * account, adding and removing a currency. Everything is the signed-in player's own.
 */
export const accountsRoutes: FastifyPluginCallbackTypebox<AccountsRoutesOptions> = (
  app,
  { database, balanceVariant },
  done,
) => {
  app.addHook('preHandler', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    '/user/balance',
    { schema: { response: { 200: BalanceSchema, 401: ErrorBodySchema, 404: ErrorBodySchema } } },
    (request) => readBalance(database, request.player!.userId, balanceVariant),
  );

  app.post(
    '/user/account/active',
    {
      schema: {
        querystring: ActiveAccountQuerySchema,
        response: {
          200: ActiveAccountAnswerSchema,
          ...ERRORS,
        },
      },
    },
    async (request) => {
      await setActiveAccount(database, request.player!.userId, request.query.id);
      request.log.info(
        { userId: request.player!.userId, accountId: request.query.id },
        'accounts: active account set',
      );
      return { success: true as const, id: request.query.id };
    },
  );

  app.post(
    '/office/currency',
    {
      schema: {
        body: AddCurrencyBodySchema,
        response: {
          200: AddCurrencyAnswerSchema,
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const account = await addCurrency(database, request.player!.userId, request.body.currency);
      return { success: true as const, message: `The ${account.iso} account is added`, account };
    },
  );

  app.delete(
    '/office/currency/:iso',
    {
      schema: {
        params: RemoveCurrencyParamsSchema,
        response: {
          200: RemoveCurrencyAnswerSchema,
          ...ERRORS,
        },
      },
    },
    async (request) => {
      await removeCurrency(database, request.player!.userId, request.params.iso);
      return {
        success: true as const,
        message: `The ${request.params.iso.toUpperCase()} account is removed`,
      };
    },
  );
  done();
};
