import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { readShippedDictionaries } from '../dictionary/read-shipped-dictionaries';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import type { BalanceVariant } from './account-commands';
import { accountsRoutes } from './accounts-routes';
import { demoProviderRoutes } from './demo-provider-routes';
import { hideBalanceRoutes } from './hide-balance-routes';
import { createPaymentChecks, type PaymentCheck, type PaymentChecks } from './payment-check';
import type { PaymentContext } from './payment-commands';
import { paymentRoutes } from './payment-routes';

/** Accounts and payments settings; the defaults when absent. */
export interface AccountsSettings {
  /** Which answer GET /web-api/user/balance gives (account-commands.ts); `accounts` by default. */
  readonly balanceVariant?: BalanceVariant;
  /** Checks before deposits and withdrawals (payment-check.ts); none refuses by default. */
  readonly paymentChecks?: readonly PaymentCheck[];
}

export interface AccountsPluginOptions {
  readonly database: Database;
  readonly clock: Clock;
  readonly settings?: AccountsSettings;
  readonly dictionariesDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The checks run before every deposit and withdrawal: a feature registered after accounts adds
     * its own (`app.paymentChecks.add(check)`), e.g. responsible-gambling deposit limits.
     */
    paymentChecks: PaymentChecks;
  }
}

/**
 * Accounts, balances and payments under /web-api, and the demo payment provider's pages
 * under /demo-pay. Other features move money through ledger.ts inside their own transactions.
 */
export const accountsPlugin = fp<AccountsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const checks = createPaymentChecks(options.settings?.paymentChecks);
    app.decorate('paymentChecks', checks);
    const context: PaymentContext = { database: options.database, clock: options.clock, checks };
    await app.register(
      async (webApi) => {
        // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
        webApi.setValidatorCompiler(typeboxValidatorCompiler);
        await webApi.register(accountsRoutes, {
          database: options.database,
          balanceVariant: options.settings?.balanceVariant ?? 'accounts',
        });
        await webApi.register(paymentRoutes, { context });
        await webApi.register(hideBalanceRoutes, { database: options.database });
      },
      { prefix: '/web-api' },
    );
    const texts = await readShippedDictionaries(options.dictionariesDir);
    await app.register(async (provider) => {
      provider.setValidatorCompiler(typeboxValidatorCompiler);
      await provider.register(demoProviderRoutes, { context, texts });
    });
  },
  { name: 'accounts', fastify: '5.x', dependencies: ['auth-services'] },
);
