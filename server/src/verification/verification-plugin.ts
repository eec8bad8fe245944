import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import type { UploadStore } from '../uploads/upload-store';
import { verificationRoutes } from './verification-routes';
import { withdrawalVerificationCheck } from './withdrawal-verification-check';

export interface VerificationPluginOptions {
  readonly database: Database;
  readonly clock: Clock;
  /** The safe upload store identity documents are kept in. */
  readonly uploads: UploadStore;
}

/**
 * The player's verification under /web-api, after the auth plugin's requirePlayer, and the
 * wallet's check that holds large withdrawals back until it is approved (after the accounts
 * plugin, whose paymentChecks it adds to).
 */
export const verificationPlugin: FastifyPluginAsync<VerificationPluginOptions> = async (
  app,
  options,
) => {
  app.paymentChecks.add(withdrawalVerificationCheck());
  await app.register(
    async (webApi) => {
      // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(verificationRoutes, {
        context: { database: options.database, clock: options.clock },
        uploads: options.uploads,
      });
    },
    { prefix: '/web-api' },
  );
};
