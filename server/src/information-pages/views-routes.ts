import {
  REMOTE_VIEW_API_VERSION,
  REMOTE_VIEW_JSON_RENDER_MODE,
  type LanguageCode,
} from '@betshell/domain';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { RemoteViewAnswerSchema } from '@betshell/api-contract';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import { ErrorBodySchema } from '../http/error-body';
import type { InformationPageRepository } from './information-page-repository';
import { INFORMATION_VIEW_PATH_PATTERN } from './information-page-path';
import { INFORMATION_APP, informationViewAnswer } from './information-view-answer';

export interface ViewsRoutesOptions {
  readonly repository: InformationPageRepository;
  /** The stylesheet of the information pages (server/content/pages/information.css). */
  readonly style: string;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The remote views this server hosts (decisions.md): GET /views/{appName}/{path}. With the headers
 * X-Render-Mode: json and X-Api-Version: v2 (or X-Force-Spa) it answers the JSON render mode of
 * spec/shell.md section 7; without them, the same page as a plain HTML document, for crawlers and
 * for people without the shell. One app today: `information`, the pages of section 2.6.
 */
export const viewsRoutes: FastifyPluginCallbackTypebox<ViewsRoutesOptions> = (
  app,
  { repository, style },
  done,
) => {
  app.get(
    '/views/:appName/*',
    {
      schema: {
        params: Type.Object({
          appName: Type.String(),
          '*': Type.String({ pattern: INFORMATION_VIEW_PATH_PATTERN }),
        }),
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
      const { appName } = request.params;
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
      if (appName !== INFORMATION_APP) {
        throw new ApiError(
          404,
          'UNKNOWN_VIEW',
          `No remote view is called ${JSON.stringify(appName)}`,
        );
      }
      const [lng, ...segments] = request.params['*'].replace(/\/$/, '').split('/');
      const path = segments.join('/');
      const answer = await informationViewAnswer(repository, style, lng as LanguageCode, path);
      if (answer === null) {
        throw new ApiError(404, 'PAGE_NOT_FOUND', `There is no information page ${lng}/${path}`);
      }
      // Operators edit pages at any time: revalidated on every load, keyed on the render mode.
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
