import {
  NO_SITE_CONFIG,
  SITE_CONFIG_CACHE_SECONDS,
  SITE_CONFIG_GROUP_NAMES,
  SITE_CONFIG_GROUPS,
  isSiteConfigGroup,
  siteConfigGroups,
  type SiteConfig,
  type SiteConfigGroup,
} from '@betshell/domain';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { type SerializedBody, sendSerializedOnce } from '../http/send-serialized-once';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { GEO_COUNTRY_HEADER } from '../http/geo-country-header';
import {
  LanguageCodeSchema,
  SITE_CONFIG_FIELD_SCHEMAS,
  SiteConfigSchema,
} from '@betshell/api-contract';
import type { SiteConfigReading, SiteConfigRepository } from './site-config-repository';

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

// The spec sends a geo country header with the config calls; no config rule uses it yet.
const GeoCountryHeadersSchema = Type.Object({ [GEO_COUNTRY_HEADER]: Type.Optional(Type.String()) });

/** `{ general?: { siteName, ... }, languages?: { ... }, ... }`: each group with its own fields. */
const SiteConfigGroupsSchema = Type.Object(
  Object.fromEntries(
    SITE_CONFIG_GROUP_NAMES.map((group) => [
      group,
      Type.Optional(
        Type.Object(
          Object.fromEntries(
            SITE_CONFIG_GROUPS[group].map((key) => [key, SITE_CONFIG_FIELD_SCHEMAS[key]]),
          ),
          { additionalProperties: false },
        ),
      ),
    ]),
  ),
  { additionalProperties: false },
);

/** The bff-api service: the site configuration the shell loads before anything else. */
export const siteConfigRoutes: FastifyPluginCallbackTypebox<SiteConfigRoutesOptions> = (
  app,
  { repository },
  done,
) => {
  /** The answer of all.json per kept reading of the config (site-config-repository.ts). */
  const serializedConfigs = new WeakMap<SiteConfig, SerializedBody>();

  /** Both calls answer from the same reading, with the same cache lifetime and the same 503. */
  function usableConfig(
    reading: SiteConfigReading,
    log: FastifyBaseLogger,
    reply: FastifyReply,
  ): SiteConfig {
    if (reading.status === 'unusable') {
      log.warn(
        { missingKeys: reading.missingKeys, invalidKeys: reading.invalidKeys },
        'the site_config table cannot make a site configuration',
      );
      throw new ApiError(503, 'NO_SITE_CONFIG', NO_SITE_CONFIG);
    }
    void reply.header('cache-control', SITE_CONFIG_CACHE_CONTROL);
    return reading.config;
  }

  async function servedConfig(log: FastifyBaseLogger, reply: FastifyReply): Promise<SiteConfig> {
    return usableConfig(await repository.read(), log, reply);
  }

  // The body does not depend on the language asked (lang is checked, not applied), so each kept
  // reading is serialized once, with this route's response schema, and sent as text.
  const sendConfig = (reading: SiteConfigReading, log: FastifyBaseLogger, reply: FastifyReply) =>
    sendSerializedOnce(reply, usableConfig(reading, log, reply), serializedConfigs, keptConfig);
  /** The configuration the route would answer now, while its reading is kept (kept-answers.ts). */
  const keptConfig = (): SiteConfig | undefined => {
    const kept = repository.keptReading();
    return kept?.status === 'complete' ? kept.config : undefined;
  };

  app.get(
    '/config/all.json',
    {
      schema: {
        querystring: Type.Object({ lang: LanguageCodeSchema }),
        headers: GeoCountryHeadersSchema,
        response: { 200: SiteConfigSchema, 400: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    (request, reply) => {
      // Text with a JSON type is sent as it is (the typed reply only knows the object form).
      const untyped: FastifyReply = reply;
      // A synchronous answer while the reading is kept (nearly every request): no promise and
      // no await per request; else the same answer once the reading is loaded.
      const kept = repository.keptReading();
      if (kept !== undefined) {
        sendConfig(kept, request.log, untyped);
        return;
      }
      return repository.read().then((reading) => {
        sendConfig(reading, request.log, untyped);
      });
    },
  );

  app.get(
    '/config/group/get',
    {
      schema: {
        querystring: Type.Object({
          groups: Type.String({
            description: `Comma-separated group names: ${SITE_CONFIG_GROUP_NAMES.join(', ')}`,
          }),
          lang: LanguageCodeSchema,
        }),
        headers: GeoCountryHeadersSchema,
        response: { 200: SiteConfigGroupsSchema, 400: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const groups = requestedGroups(request.query.groups);
      return siteConfigGroups(await servedConfig(request.log, reply), groups);
    },
  );
  done();
};

/** `general, routes` -> ['general', 'routes'], or a 400 that names each unknown group. */
function requestedGroups(text: string): SiteConfigGroup[] {
  const names = [...new Set(text.split(',').map((name) => name.trim()))].filter(
    (name) => name !== '',
  );
  if (names.length === 0) {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      `groups must name at least one of ${SITE_CONFIG_GROUP_NAMES.join(', ')}`,
    );
  }
  const unknown = names.filter((name) => !isSiteConfigGroup(name));
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      'UNKNOWN_CONFIG_GROUP',
      `Unknown config group ${unknown.map((name) => JSON.stringify(name)).join(', ')}; the groups are ${SITE_CONFIG_GROUP_NAMES.join(', ')}`,
      { unknownGroups: unknown, knownGroups: SITE_CONFIG_GROUP_NAMES },
    );
  }
  return names.filter(isSiteConfigGroup);
}
