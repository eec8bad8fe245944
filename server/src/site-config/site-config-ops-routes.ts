import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { siteConfigFieldProblems } from './site-config-field-problems';
import type { SiteConfigRepository } from './site-config-repository';
import { isSiteConfigKey, SITE_CONFIG_KEYS } from './site-config-keys';
import { setSiteConfigValue } from './set-site-config-value';

export interface SiteConfigOpsRoutesOptions {
  readonly database: Database;
  readonly repository: SiteConfigRepository;
}

/**
 * GET /config: every key as stored, right or wrong, with the keys that keep the site from getting
 * a configuration (the bff-api answers 503 until they are fixed). PUT /config/:key { value }.
 */
export const siteConfigOpsRoutes: FastifyPluginCallbackTypebox<SiteConfigOpsRoutesOptions> = (
  app,
  { database, repository },
  done,
) => {
  app.get(
    '/config',
    {
      schema: {
        response: {
          200: Type.Object({
            config: Type.Record(Type.String(), Type.Unknown()),
            missingKeys: Type.Immutable(Type.Array(Type.String())),
            invalidKeys: Type.Immutable(Type.Array(Type.String())),
          }),
        },
      },
    },
    async () => {
      const { values, missingKeys, invalidKeys } = await repository.inspect();
      return { config: values, missingKeys, invalidKeys };
    },
  );

  app.put(
    '/config/:key',
    {
      schema: {
        params: Type.Object({ key: Type.String() }),
        body: Type.Object({ value: Type.Unknown() }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            key: Type.String(),
            previous: Type.Optional(Type.Unknown()),
            value: Type.Unknown(),
          }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { key } = request.params;
      const { value } = request.body;
      if (!isSiteConfigKey(key)) {
        throw new ApiError(
          400,
          'UNKNOWN_CONFIG_KEY',
          `${JSON.stringify(key)} is not a key of the site config; the keys are ${SITE_CONFIG_KEYS.join(', ')}`,
        );
      }
      const problems = siteConfigFieldProblems(key, value);
      if (problems.length > 0) {
        throw new ApiError(
          400,
          'INVALID_CONFIG_VALUE',
          `${JSON.stringify(value)} is not a value for ${key}: ${problems.join('; ')}`,
          { problems },
        );
      }
      const previous = await setSiteConfigValue(database, key, value);
      request.log.info(
        { key, ...(previous.existed ? { previous: previous.value } : {}), value },
        'ops: site config changed',
      );
      return previous.existed ? { key, previous: previous.value, value } : { key, value };
    },
  );
  done();
};
