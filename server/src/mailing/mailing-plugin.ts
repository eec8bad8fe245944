import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { mailingRoutes } from './mailing-routes';

export interface MailingPluginOptions {
  readonly database: Database;
}

/** The player's mailing flags under /web-api, after the auth plugin's requirePlayer. */
export const mailingPlugin: FastifyPluginAsync<MailingPluginOptions> = async (app, options) => {
  await app.register(
    async (webApi) => {
      // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(mailingRoutes, { database: options.database });
    },
    { prefix: '/web-api' },
  );
};
