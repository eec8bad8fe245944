import {
  REMOTE_VIEW_API_VERSION,
  REMOTE_VIEW_JSON_RENDER_MODE,
  SITE_LANGUAGES,
  isSiteLanguage,
} from '@betshell/domain';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { RemoteViewAnswerSchema } from '@betshell/api-contract';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import {
  PROMOTIONS_APP,
  promotionViewAnswer,
  type PromotionViewContext,
} from './promotion-view-answer';

export type PromotionViewsRoutesOptions = PromotionViewContext;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A segment of a page's address: what the routes' parameters allow, nothing else. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;

/**
 * GET /views/promotions/{lng}/{path}: the pages of the bonus section and the casino's bonus pages
 * (promotion-view-answer.ts), in the JSON render mode the shell mounts, or as a plain HTML page
 * without its headers, like the information pages' views (information-pages/views-routes.ts).
 * Every page is computed when asked, so a tournament's leaderboard is as fresh as its last round.
 */
export const promotionViewsRoutes: FastifyPluginCallbackTypebox<PromotionViewsRoutesOptions> = (
  app,
  context,
  done,
) => {
  app.get(
    `/views/${PROMOTIONS_APP}/*`,
    {
      schema: {
        params: Type.Object({ '*': Type.String({ maxLength: 400 }) }),
        headers: Type.Object({
          'x-render-mode': Type.Optional(Type.String()),
          'x-api-version': Type.Optional(Type.String()),
          'x-force-spa': Type.Optional(Type.String()),
        }),
        response: {
          200: {
            content: {
              'application/json': { schema: RemoteViewAnswerSchema },
              'text/html': { schema: Type.String() },
            },
          },
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const headers = request.headers;
      const json =
        headers['x-render-mode'] === REMOTE_VIEW_JSON_RENDER_MODE ||
        ['1', 'true'].includes(headers['x-force-spa'] ?? '');
      if (json && headers['x-api-version'] !== REMOTE_VIEW_API_VERSION) {
        throw new ApiError(
          400,
          'UNSUPPORTED_API_VERSION',
          `The JSON render mode needs X-Api-Version: ${REMOTE_VIEW_API_VERSION}`,
        );
      }
      const path = request.params['*'].replace(/\/$/, '');
      const [lng = '', ...segments] = path.split('/');
      const answer =
        isSiteLanguage(lng) && segments.length > 0 && segments.every((part) => SEGMENT.test(part))
          ? await promotionViewAnswer(context, lng, segments)
          : null;
      if (answer === null) {
        throw new ApiError(
          404,
          'PAGE_NOT_FOUND',
          `There is no page ${path} (languages: ${SITE_LANGUAGES.join(', ')})`,
        );
      }
      // Operators edit pages and players play tournaments at any time: revalidated on every load.
      void reply
        .header('cache-control', 'no-cache')
        .header('vary', 'X-Render-Mode, X-Api-Version, X-Force-Spa');
      if (json) return reply.type('application/json').send(answer);
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
        )
        .send(
          `<!doctype html><html lang="${lng}"><head><meta charset="utf-8"><title>${escapeText(answer.title)}</title>${answer.head}<style>${answer.style}</style></head><body>${answer.body}</body></html>`,
        );
    },
  );
  done();
};
