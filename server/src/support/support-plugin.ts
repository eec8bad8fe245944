import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import type { UploadStore } from '../uploads/upload-store';
import { createSupportRepository } from './support-repository';
import { supportRoutes } from './support-routes';

export interface SupportPluginOptions {
  readonly database: Database;
  readonly uploads: UploadStore;
  readonly clock: Clock;
  /** Contact forms one address may send an hour; 5 when absent. */
  readonly contactsPerAddressPerHour?: number;
}

/** Support requests under /web-api/support (docs/support.md), after the auth plugin. */
export const supportPlugin: FastifyPluginAsync<SupportPluginOptions> = async (app, options) => {
  await app.register(
    async (webApi) => {
      // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(supportRoutes, {
        repository: createSupportRepository(options.database),
        uploads: options.uploads,
        clock: options.clock,
        contactsPerAddressPerHour: options.contactsPerAddressPerHour ?? 5,
      });
    },
    { prefix: '/web-api' },
  );
};
