import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { readShippedDictionaries } from '../dictionary/read-shipped-dictionaries';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import type { BalanceVariant } from './account-commands';
import { accountsRoutes } from './accounts-routes';
import { randomBytes } from 'node:crypto';
import { demoPayRoutes } from '../demo-pay/demo-pay-routes';
import type { DemoPaySettings } from '../demo-pay/demo-pay-callback';
import { paymentCallbackRoutes } from './payment-callback-routes';
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
  /**
   * The demo payment provider (demo-pay/): null switches it off, and deposits answer 503 for want
   * of a provider. Absent, it is on with a secret made at start (server-env.ts turns it off in
   * production unless asked for).
   */
  readonly demoPay?: DemoPaySettings | null;
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
 * Accounts, balances and payments under /web-api, the payment provider's signed callback under
 * /payment-callbacks, and, when it is on, the demo payment provider's pages under /demo-pay. Other
 * features move money through ledger.ts inside their own transactions.
 */
export const accountsPlugin = fp<AccountsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const checks = createPaymentChecks(options.settings?.paymentChecks);
    app.decorate('paymentChecks', checks);
    const context: PaymentContext = { database: options.database, clock: options.clock, checks };
    const demoPay =
      options.settings?.demoPay === undefined
        ? { secret: randomBytes(32).toString('base64url') }
        : options.settings.demoPay;
    await app.register(
      async (webApi) => {
        // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
        webApi.setValidatorCompiler(typeboxValidatorCompiler);
        await webApi.register(accountsRoutes, {
          database: options.database,
          balanceVariant: options.settings?.balanceVariant ?? 'accounts',
        });
        await webApi.register(paymentRoutes, { context, depositsOpen: demoPay !== null });
        await webApi.register(hideBalanceRoutes, { database: options.database });
      },
      { prefix: '/web-api' },
    );
    if (demoPay === null) return;
    await app.register(async (callbacks) => {
      callbacks.setValidatorCompiler(typeboxValidatorCompiler);
      await callbacks.register(paymentCallbackRoutes, {
        context,
        secret: demoPay.secret,
        provider: 'demo-pay',
      });
    });
    const texts = await readShippedDictionaries(options.dictionariesDir);
    await app.register(async (provider) => {
      provider.setValidatorCompiler(typeboxValidatorCompiler);
      await provider.register(demoPayRoutes, { context, settings: demoPay, texts });
    });
  },
  { name: 'accounts', fastify: '5.x', dependencies: ['auth-services'] },
);
