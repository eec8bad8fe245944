import { SITE_CONFIG_FIELD_SCHEMAS } from '@betshell/api-contract';
import {
  isMaintenanceNoticeDue,
  isMaintenanceOn,
  NO_SITE_CONFIG,
  type MaintenanceConfig,
} from '@betshell/domain';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import { isSiteConfigFieldValue } from '../site-config/site-config-field-problems';
import type { SiteConfigRepository } from '../site-config/site-config-repository';
import { switchMaintenance } from './switch-maintenance';

export interface MaintenanceOpsRoutesOptions {
  readonly database: Database;
  readonly repository: SiteConfigRepository;
}

const MaintenanceSchema = SITE_CONFIG_FIELD_SCHEMAS.maintenance;
const instant = () => Type.Optional(Type.String({ format: 'date-time' }));

/**
 * `on`: the site is in maintenance for a visitor without the cookie (isMaintenanceOn);
 * `noticeDue`: browsers show the maintenance notice now (isMaintenanceNoticeDue).
 */
const stateFields = { on: Type.Boolean(), noticeDue: Type.Boolean() };

const stateOf = (maintenance: MaintenanceConfig) => ({
  on: isMaintenanceOn(maintenance, undefined),
  noticeDue: isMaintenanceNoticeDue(maintenance, Date.now()),
});

/** GET /maintenance (the state) and POST /maintenance (switch it; see switch-maintenance.ts). */
export const maintenanceOpsRoutes: FastifyPluginCallbackTypebox<MaintenanceOpsRoutesOptions> = (
  app,
  { database, repository },
  done,
) => {
  app.get(
    '/maintenance',
    {
      schema: {
        response: {
          200: Type.Object({ maintenance: MaintenanceSchema, ...stateFields }),
          503: ErrorBodySchema,
        },
      },
    },
    async () => {
      const stored = await repository.readValue('maintenance');
      if (!stored.existed || !isSiteConfigFieldValue('maintenance', stored.value)) {
        throw new ApiError(503, 'NO_SITE_CONFIG', NO_SITE_CONFIG, { invalidKeys: ['maintenance'] });
      }
      return { maintenance: stored.value, ...stateOf(stored.value) };
    },
  );

  app.post(
    '/maintenance',
    {
      schema: {
        body: Type.Object(
          {
            on: Type.Boolean(),
            startedAt: instant(),
            endedAt: instant(),
            notifyFrom: instant(),
            notifyUntil: instant(),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            previous: MaintenanceSchema,
            maintenance: MaintenanceSchema,
            ...stateFields,
          }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { previous, maintenance } = await switchMaintenance(database, request.body);
      const state = stateOf(maintenance);
      request.log.info(
        { previous, maintenance, ...state },
        `ops: maintenance switched ${request.body.on ? 'on' : 'off'}`,
      );
      return { previous, maintenance, ...state };
    },
  );
  done();
};
