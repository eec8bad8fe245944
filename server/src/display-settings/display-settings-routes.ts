import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { DisplaySettingsChangeSchema, DisplaySettingsSchema } from '@betshell/api-contract';
import type { Database } from '../db/database';
import { ErrorBodySchema } from '../http/error-body';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import {
  createDisplaySettingsRepository,
  type DisplaySettingsRepository,
} from './display-settings-repository';

interface DisplaySettingsRoutesOptions {
  readonly settings: DisplaySettingsRepository;
}

const ANSWERS = { 200: DisplaySettingsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema };

/**
 * GET and PUT /web-api/user/settings (ours: the spec keeps global settings in cookies only): the
 * signed-in player's display settings, which the browser writes as the player changes them and
 * reads at sign-in (docs/display-settings.md). PUT names the settings to change (at
 * least one, each a value the schema allows, else 400) and answers them all.
 */
const displaySettingsRoutes: FastifyPluginCallbackTypebox<DisplaySettingsRoutesOptions> = (
  app,
  { settings },
  done,
) => {
  app.addHook('preHandler', app.requirePlayer);
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get('/user/settings', { schema: { response: ANSWERS } }, (request) =>
    settings.read(request.player!.userId),
  );

  app.put(
    '/user/settings',
    { schema: { body: DisplaySettingsChangeSchema, response: ANSWERS } },
    (request) => settings.save(request.player!.userId, request.body),
  );
  done();
};

export interface DisplaySettingsPluginOptions {
  readonly database: Database;
}

/** The display settings' routes under /web-api, after the auth plugin's requirePlayer. */
export const displaySettingsPlugin: FastifyPluginAsync<DisplaySettingsPluginOptions> = async (
  app,
  options,
) => {
  await app.register(
    async (webApi) => {
      // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(displaySettingsRoutes, {
        settings: createDisplaySettingsRepository(options.database),
      });
    },
    { prefix: '/web-api' },
  );
};
