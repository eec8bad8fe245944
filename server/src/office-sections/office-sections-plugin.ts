import type { DictionaryTexts, LanguageCode } from '@betshell/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/database';
import { typeboxValidatorCompiler } from '../http/typebox-validator-compiler';
import { ideaRoutes } from '../ideas/idea-routes';
import { createStopNewsletterLinks } from '../mailing/stop-newsletter-links';
import { stopNewsletterRoutes } from '../mailing/stop-newsletter-routes';
import { createSecureDataService, secureDataRoutes } from '../secure-data/secure-data-routes';
import { statementRoutes } from '../statements/statement-routes';

export interface OfficeSectionsPluginOptions {
  readonly database: Database;
  readonly clock: Clock;
  /** The shipped dictionaries: the statement files' words. */
  readonly texts: ReadonlyMap<LanguageCode, DictionaryTexts>;
}

/**
 * The calls of the office sections built last (docs/accounts-and-payments.md, docs/sign-in.md):
 * share-idea, the paycheck statement, the stop-newsletter link, the secure data. Under /web-api,
 * after the auth plugin's requirePlayer.
 */
export const officeSectionsPlugin: FastifyPluginAsync<OfficeSectionsPluginOptions> = async (
  app,
  { database, clock, texts },
) => {
  const links = await createStopNewsletterLinks(database);
  const secureData = await createSecureDataService(database);
  await app.register(
    async (webApi) => {
      // Bodies are checked as sent: an unknown field is a 400, never silently dropped.
      webApi.setValidatorCompiler(typeboxValidatorCompiler);
      await webApi.register(ideaRoutes, { database, clock });
      await webApi.register(statementRoutes, { database, texts });
      await webApi.register(stopNewsletterRoutes, { database, links });
      await webApi.register(secureDataRoutes, { service: secureData, clock });
    },
    { prefix: '/web-api' },
  );
};
