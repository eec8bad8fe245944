import { AD_BAIT_PATH } from '@betshell/domain/chrome';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { fileAnswerSchema } from '../http/file-answer-schema';

/**
 * The ad blocker's bait (domain/src/chrome/ad-blocker-verdict.ts): a script at an address ad
 * blockers refuse. It does nothing; what matters is whether the browser was let through to it.
 * Registered under /web-api, so the path here is AD_BAIT_PATH without that prefix.
 */
export const adBaitRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    AD_BAIT_PATH.replace(/^\/web-api/, ''),
    {
      schema: {
        response: {
          200: fileAnswerSchema('application/javascript', 'A script that does nothing'),
        },
      },
    },
    (_request, reply) =>
      reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('/* betshell: ad blocker bait, does nothing */\n'),
  );
  done();
};
