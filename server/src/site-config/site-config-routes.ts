import { NO_SITE_CONFIG, SITE_CONFIG_CACHE_SECONDS } from '@betshell/domain';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { LanguageCodeSchema } from '../language/language-code-schema';
import type { SiteConfigRepository } from './site-config-repository';
import { SiteConfigSchema } from './site-config-schema';

/**
 * spec/shell.md section 9 caches the config 600 to 900 s: fresh for the lower bound, then served
 * stale while it revalidates until the upper bound.
 */
export const SITE_CONFIG_CACHE_CONTROL = `public, max-age=${SITE_CONFIG_CACHE_SECONDS.min}, stale-while-revalidate=${
  SITE_CONFIG_CACHE_SECONDS.max - SITE_CONFIG_CACHE_SECONDS.min
}`;

export interface SiteConfigRoutesOptions {
  readonly repository: SiteConfigRepository;
}

/** The bff-api service: the site configuration the shell loads before anything else. */
export const siteConfigRoutes: FastifyPluginCallbackTypebox<SiteConfigRoutesOptions> = (
  app,
  { repository },
  done,
) => {
  app.get(
    '/config/all.json',
    {
      schema: {
        querystring: Type.Object({ lang: LanguageCodeSchema }),
        // The spec sends a geo country header with this call; no rule uses it yet.
        headers: Type.Object({ 'x-geo-country': Type.Optional(Type.String()) }),
        response: { 200: SiteConfigSchema, 400: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const reading = await repository.read();
      if (reading.status === 'unusable') {
        request.log.warn(
          { missingKeys: reading.missingKeys, invalidKeys: reading.invalidKeys },
          'the site_config table cannot make a site configuration',
        );
        throw new ApiError(503, 'NO_SITE_CONFIG', NO_SITE_CONFIG);
      }
      void reply.header('cache-control', SITE_CONFIG_CACHE_CONTROL);
      return reading.config;
    },
  );
  done();
};
