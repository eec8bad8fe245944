import type { FastifyPluginAsync } from 'fastify';
import { adBaitRoutes } from './ad-bait-routes';
import { appVersionRoutes } from './app-version-routes';
import { policyLogoRoutes } from './policy-logo-routes';
import { socialIconRoutes } from './social-icon-routes';
import { visitorCountryRoutes } from './visitor-country-routes';

/**
 * What the shell's chrome parcels ask of the platform API, under /web-api: the site's
 * version, the visitor's country and the policy logo, the social icons and the ad blocker's bait.
 */
export const chromePlugin: FastifyPluginAsync = async (app) => {
  await app.register(appVersionRoutes);
  await app.register(visitorCountryRoutes);
  await app.register(policyLogoRoutes);
  await app.register(socialIconRoutes);
  await app.register(adBaitRoutes);
};
