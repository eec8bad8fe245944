import type { LanguageCode } from '@betshell/domain';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/api-error';
import {
  REMOTE_VIEW_HEADERS,
  REMOTE_VIEW_RESPONSES,
  sendRemoteView,
  wantsJsonView,
} from '../http/remote-view-reply';
import type { InformationPageRepository } from './information-page-repository';
import { INFORMATION_VIEW_PATH_PATTERN } from './information-page-path';
import { INFORMATION_APP, informationViewAnswer } from './information-view-answer';

export interface ViewsRoutesOptions {
  readonly repository: InformationPageRepository;
  /** The stylesheet of the information pages (server/content/pages/information.css). */
  readonly style: string;
}

/**
 * The remote views this server hosts (decisions.md): GET /views/{appName}/{path}. With the headers
 * X-Render-Mode: json and X-Api-Version: v2 (or X-Force-Spa) it answers the JSON render mode of
 * spec/shell.md section 7; without them, the same page as a plain HTML document, for crawlers and
 * for people without the shell. This route answers the app `information`, the pages of section
 * 2.6; other apps have routes of their own (the promotions' views, say).
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
        headers: REMOTE_VIEW_HEADERS,
        response: REMOTE_VIEW_RESPONSES,
      },
    },
    async (request, reply) => {
      const { appName } = request.params;
      const json = wantsJsonView(request.headers);
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
      return sendRemoteView(reply, { lng: lng ?? '', json, answer });
    },
  );
  done();
};
