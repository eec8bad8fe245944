import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { fileAnswerSchema } from '../http/file-answer-schema';
import { drawPolicyLogo } from './draw-policy-logo';

/**
 * GET /web-api/policy/logo.agif (limits-coupon-signin.md section 7). The footer shows it only in the
 * countries of POLICY_LOGO_COUNTRY_IDS; the image itself is public, like any logo, so one cached
 * copy serves every visitor.
 */
export const policyLogoRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const logo = drawPolicyLogo();
  app.get(
    '/policy/logo.agif',
    { schema: { response: { 200: fileAnswerSchema('image/gif', 'The logo, an animated GIF') } } },
    (_request, reply) =>
      reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'public, max-age=86400')
        .send(logo),
  );
  done();
};
